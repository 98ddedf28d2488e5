import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const scroller = style({
  position: 'relative',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  outline: 'none',
});

/** The full height of all rows; the rendered rows are placed in it. */
export const canvas = style({ position: 'relative', inlineSize: '100%' });

export const row = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  inlineSize: '100%',
  display: 'grid',
  // The row is `rowHeight` tall and so is every tile in it: a tile whose content is taller (an
  // image's own height on a wide tile) must not stretch the row over the next one.
  gridTemplateRows: 'minmax(0, 1fr)',
});

export const item = style({
  minInlineSize: 0,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[300],
  minBlockSize: 56,
  paddingBlock: vars.space[300],
  color: vars.color.text.subdued,
  fontSize: vars.font.size[200],
});

export const errorText = style({ margin: 0, color: vars.color.critical.fg });
