import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const body = style({ display: 'grid', gap: vars.space[400] });

export const colours = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[400] });

export const hint = style({
  margin: 0,
  fontSize: vars.font.size[200],
  color: vars.color.text.subdued,
});
