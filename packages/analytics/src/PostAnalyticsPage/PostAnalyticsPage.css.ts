import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const stack = style({ display: 'grid', gap: vars.space[500] });

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: vars.space[300],
});

export const error = style({
  margin: 0,
  padding: vars.space[400],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.critical.bg,
  color: vars.color.critical.fg,
});

export const backIcon = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });
