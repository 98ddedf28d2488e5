import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** The root: react-aria's Select, so its `data-invalid` and `data-open` reach the button. */
export const root = style({});

/** The button: the text box look with the value at the inline start and the chevron at the end. */
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[200],
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    [`${root}[data-invalid] &`]: { borderColor: vars.color.critical.fg },
    [`${root}[data-open] &`]: { borderColor: vars.color.border.focus },
  },
});

/** The selected value, or the placeholder in the subdued colour. */
export const value = style({
  flex: 1,
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.text.subdued },
  },
});
