import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space[300], justifyItems: 'center' });

export const note = style({
  margin: 0,
  maxInlineSize: 320,
  fontSize: vars.font.size[200],
  color: vars.color.text.subdued,
  textAlign: 'center',
});
