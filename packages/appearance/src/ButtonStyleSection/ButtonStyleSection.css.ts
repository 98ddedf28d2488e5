import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const body = style({ display: 'grid', gap: vars.space[400] });

export const colours = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[400],
});

export const shapeLabel = style({
  margin: 0,
  fontSize: vars.font.size[200],
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.default,
});

export const field = style({ display: 'grid', gap: vars.space[150] });
