import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const strip = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space[300],
});
