import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const main = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[300],
  paddingBlock: vars.space[300],
  paddingInline: vars.space[300],
  marginBlockEnd: vars.space[300],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.bg.surfaceSunken,
});

export const mainLabel = style({
  display: 'grid',
  gap: vars.space[100],
  minInlineSize: 0,
});

export const caption = style({
  fontSize: vars.font.size[200],
  color: vars.color.text.subdued,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[200],
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(8rem, 14rem)',
  alignItems: 'center',
  gap: vars.space[300],
  paddingBlock: vars.space[200],
  paddingInline: vars.space[300],
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.bg.surface,
  '@media': { 'screen and (max-width: 999px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const score = style({ display: 'grid', gap: vars.space[100] });

export const scoreText = style({ fontSize: vars.font.size[200] });

export const track = style({
  blockSize: 6,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.bg.surfaceSunken,
  overflow: 'hidden',
});

export const bar = style({
  blockSize: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand.primary,
});
