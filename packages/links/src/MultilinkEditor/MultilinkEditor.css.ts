import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[400],
  maxInlineSize: 700,
});

export const experience = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[300],
  margin: 0,
  padding: vars.space[300],
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
});

export const legend = style({
  fontWeight: vars.font.weight.semibold,
  paddingInline: vars.space[100],
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space[300],
});
