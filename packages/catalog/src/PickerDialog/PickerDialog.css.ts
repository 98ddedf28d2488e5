import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const body = style({ display: 'grid', gap: vars.space[300] });

export const state = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space[300],
  paddingBlock: vars.space[600],
});

export const error = style({ margin: 0, color: vars.color.critical.fg, textAlign: 'center' });
