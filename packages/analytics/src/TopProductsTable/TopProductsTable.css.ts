import { vars } from '@shoppable/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const product = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[300],
  minInlineSize: 0,
});

export const thumb = style({
  flex: 'none',
  inlineSize: 48,
  blockSize: 48,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.bg.surfaceSunken,
});

export const title = style({
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
});

export const rank = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[200],
});

export const bar = style({
  display: 'inline-block',
  inlineSize: 40,
  blockSize: 6,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.bg.surfaceSunken,
  overflow: 'hidden',
});

const fill = style({ display: 'block', blockSize: '100%', borderRadius: vars.radius.full });

/** The rank bar's colour per band (content.md §9). */
export const bandFill = styleVariants(vars.color.rank, (color) => [
  fill,
  { backgroundColor: color },
]);
