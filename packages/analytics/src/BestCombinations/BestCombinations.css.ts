import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[300],
});

/** One combination: its products side by side, the count and the quick link; stacked on phones. */
export const combination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[300],
  paddingBlock: vars.space[300],
  paddingInline: vars.space[300],
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.bg.surface,
});

export const products = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[200],
  flex: '1 1 20rem',
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const product = style({ flex: '1 1 10rem', minInlineSize: 0 });

export const plus = style({ color: vars.color.text.subdued, fontWeight: 600 });

export const together = style({
  margin: 0,
  fontSize: vars.font.size[200],
  color: vars.color.text.subdued,
  flex: '0 0 auto',
});
