import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const tile = style({
  display: 'grid',
  gap: vars.space[200],
  inlineSize: '100%',
  maxInlineSize: 140,
  minInlineSize: 0,
  margin: 0,
});

export const image = style({
  inlineSize: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.bg.surfaceSunken,
});

export const title = style({
  fontSize: vars.font.size[200],
  color: vars.color.text.default,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const flag = style({
  justifySelf: 'start',
  paddingInline: vars.space[200],
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size[100],
  color: vars.color.critical.fg,
  backgroundColor: vars.color.critical.bg,
});
