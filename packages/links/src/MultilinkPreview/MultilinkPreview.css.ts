import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space[400] });

export const state = style({
  margin: 0,
  paddingBlock: vars.space[600],
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[300],
  color: vars.color.text.subdued,
});

export const promocode = style({ margin: 0, fontWeight: vars.font.weight.medium });

export const failure = style({ margin: 0 });
