import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space[200],
});

export const search = style({ flex: '1 1 240px', minInlineSize: 0 });

export const filters = style({ display: 'grid', gap: vars.space[300], minInlineSize: 220 });

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[100] });

export const colours = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space[300],
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  paddingInline: 0,
  marginBlockEnd: vars.space[200],
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.default,
});
