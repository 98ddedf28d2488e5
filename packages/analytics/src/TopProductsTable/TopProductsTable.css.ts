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

/** The rank's colour dot (content.md §9 bands). */
export const dot = style({
  flex: 'none',
  inlineSize: 10,
  blockSize: 10,
  borderRadius: vars.radius.full,
});

/** The rank dot's colour per band (content.md §9). */
export const band = styleVariants(vars.color.rank, (color) => [dot, { backgroundColor: color }]);
