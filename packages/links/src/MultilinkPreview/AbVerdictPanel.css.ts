import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space[300] });

export const statement = style({
  margin: 0,
  fontSize: vars.font.size[500],
  fontWeight: vars.font.weight.semibold,
});

export const reached = style({ margin: 0, color: vars.color.success.fg });

export const note = style({ margin: 0, color: vars.color.text.subdued });

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space[300],
});
