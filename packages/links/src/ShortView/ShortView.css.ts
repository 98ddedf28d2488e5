import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[400],
  maxInlineSize: 700,
});

export const pick = style({ display: 'flex', alignItems: 'center', gap: vars.space[300] });

export const approval = style({ margin: 0, color: vars.color.success.fg });

export const error = style({ margin: 0, color: vars.color.critical.fg });
