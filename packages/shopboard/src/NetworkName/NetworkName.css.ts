import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const name = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[150],
  fontWeight: vars.font.weight.medium,
});

export const dot = style({ inlineSize: 8, blockSize: 8, borderRadius: vars.radius.full });
