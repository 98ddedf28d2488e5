import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const prompt = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[300],
  paddingBlock: vars.space[300],
  paddingInline: vars.space[400],
  marginBlockEnd: vars.space[400],
  border: `1px solid ${vars.color.info.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.info.bg,
  color: vars.color.text.default,
});

export const text = style({
  margin: 0,
  fontSize: vars.font.size[300],
});

export const actions = style({
  display: 'flex',
  gap: vars.space[200],
});
