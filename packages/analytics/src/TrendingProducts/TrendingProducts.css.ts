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
  fontVariantNumeric: 'tabular-nums',
});

const dot = style({
  flex: 'none',
  inlineSize: 10,
  blockSize: 10,
  borderRadius: vars.radius.full,
});

/** The rank's colour dot per band (content.md §9). */
export const band = styleVariants(vars.color.rank, (color) => [dot, { backgroundColor: color }]);

/** Phones: one card per product instead of the table. */
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[200],
});

export const card = style({
  display: 'grid',
  gap: vars.space[200],
  paddingBlock: vars.space[300],
  paddingInline: vars.space[300],
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.bg.surface,
});

export const figures = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[300],
  margin: 0,
  fontSize: vars.font.size[200],
  color: vars.color.text.subdued,
});

export const figure = style({ display: 'flex', gap: vars.space[100] });

export const figureValue = style({ margin: 0, color: vars.color.text.default });

export const state = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space[200],
});
