import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const swatch = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[200] });

export const chip = style({
  inlineSize: 24,
  blockSize: 24,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border.default}`,
});

export const value = style({ fontFamily: vars.font.family.mono, color: vars.color.text.subdued });
