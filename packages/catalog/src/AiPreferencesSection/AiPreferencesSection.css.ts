import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space[300] });

export const hint = style({ margin: 0, color: vars.color.text.subdued });

export const offer = style({ display: 'grid', justifyItems: 'start', gap: vars.space[300] });

export const rows = style({
  display: 'grid',
  gap: vars.space[200],
  margin: 0,
  marginBlockStart: vars.space[300],
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space[400],
  minInlineSize: 240,
});

export const label = style({ fontWeight: vars.font.weight.semibold });

export const count = style({ color: vars.color.text.subdued });

export const error = style({ margin: 0, color: vars.color.critical.fg });
