import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const state = style({
  margin: 0,
  paddingBlock: vars.space[400],
  display: 'flex',
  justifyContent: 'center',
  color: vars.color.text.subdued,
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space[200],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex', alignItems: 'center', gap: vars.space[200] });

export const image = style({
  inlineSize: 40,
  blockSize: 40,
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  flexShrink: 0,
});

export const link = style({
  color: vars.color.text.link,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
