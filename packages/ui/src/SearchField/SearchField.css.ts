import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** Holds the box with the magnifier at its start and the clear button at its end. */
export const control = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

/** The magnifier, at the inline start of the box (mirrors in right-to-left). */
export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space[300],
  inlineSize: 16,
  blockSize: 16,
  color: vars.color.text.subdued,
  pointerEvents: 'none',
});

/** Room for the magnifier and the clear button; hides the browser's own cancel button. */
export const searchInput = style({
  paddingInlineStart: 36,
  paddingInlineEnd: 36,
  selectors: {
    '&::-webkit-search-cancel-button': { display: 'none' },
    '&::-webkit-search-decoration': { display: 'none' },
  },
});

/** The root: its `data-empty` (set while the box is empty) hides the clear button. */
export const root = style({});

/** The clear button at the inline end; hidden while the box is empty. */
export const clearButton = style({
  position: 'absolute',
  insetInlineEnd: vars.space[150],
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: 24,
  blockSize: 24,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.text.subdued,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    [`${root}[data-empty] &`]: { display: 'none' },
    '&[data-hovered]': {
      backgroundColor: vars.color.bg.surfaceSunken,
      color: vars.color.text.default,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}` },
  },
});
