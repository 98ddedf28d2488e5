import { vars } from '@shoppable/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const body = style({ display: 'grid', gap: vars.space[400] });

export const type = style({ display: 'grid', gap: vars.space[200], justifyItems: 'start' });

export const typeLabel = style({
  margin: 0,
  fontSize: vars.font.size[300],
  fontWeight: vars.font.weight.medium,
});

export const list = style({
  display: 'grid',
  gap: vars.space[300],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** More than 8 values: the list keeps one height from page to page (platform.md §9). */
export const listFixed = style([
  list,
  { blockSize: 310, overflowY: 'auto', alignContent: 'start' },
]);

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: vars.space[300],
});

const markBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[100],
  minBlockSize: 44,
  fontSize: vars.font.size[300],
  fontWeight: vars.font.weight.medium,
});

export const mark = styleVariants({
  empty: [markBase, { color: vars.color.critical.fg }],
  unverified: [markBase, { color: vars.color.critical.fg }],
  verified: [markBase, { color: vars.color.success.fg }],
});

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[300],
});

export const pageOf = style({ margin: 0, color: vars.color.text.subdued });
