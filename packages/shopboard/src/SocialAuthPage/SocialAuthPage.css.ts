import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  placeItems: 'center',
  minBlockSize: '50dvh',
  padding: vars.space[600],
});

export const status = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space[200],
  color: vars.color.text.subdued,
});

export const message = style({ margin: 0 });
