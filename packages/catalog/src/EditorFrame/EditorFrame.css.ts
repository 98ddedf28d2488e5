import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'grid',
  gap: vars.space[500],
  maxInlineSize: 720,
});

export const error = style({ margin: 0, color: vars.color.critical.fg });
