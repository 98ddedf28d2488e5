import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space[400] });

export const state = style({
  margin: 0,
  paddingBlock: vars.space[600],
  display: 'flex',
  justifyContent: 'center',
  color: vars.color.text.subdued,
});

export const promocode = style({ margin: 0, fontWeight: vars.font.weight.medium });
