import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const layout = style({ display: 'grid', gap: vars.space[500] });

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space[400],
});

export const image = style({
  inlineSize: 160,
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
});

export const description = style({
  flex: '1 1 240px',
  margin: 0,
  whiteSpace: 'pre-wrap',
  color: vars.color.text.default,
});
