import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

/** A step's cell: the count, and under it the drop-off from the step before. */
export const step = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space[100],
});

export const drop = style({
  color: vars.color.text.subdued,
  fontSize: vars.font.size[200],
});
