import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const metric = style({
  display: 'grid',
  gap: vars.space[100],
  margin: 0,
  padding: vars.space[400],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.bg.surface,
  boxShadow: vars.shadow.sm,
});

export const label = style({ fontSize: vars.font.size[200], color: vars.color.text.subdued });

export const value = style({
  margin: 0,
  fontSize: vars.font.size[700],
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.default,
});
