import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'grid',
  flex: '1 1 360px',
  gap: vars.space[500],
  maxInlineSize: 640,
});

export const products = style({ display: 'grid', gap: vars.space[200] });

export const productsHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[300],
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size[400],
  fontWeight: vars.font.weight.semibold,
});

export const productList = style({
  display: 'grid',
  gap: vars.space[100],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const productRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[300],
  paddingBlock: vars.space[100],
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
});

export const hint = style({ margin: 0, color: vars.color.text.subdued });

export const images = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[300],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const imageItem = style({ display: 'grid', justifyItems: 'center', gap: vars.space[100] });

export const thumb = style({
  inlineSize: 96,
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
});

export const columns = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space[800],
});

export const preview = style({ position: 'sticky', insetBlockStart: vars.space[400] });
