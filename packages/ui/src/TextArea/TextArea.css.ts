import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** The line under the box: the description at the start, the counter at the end. */
export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space[300],
  fontSize: vars.font.size[200],
  color: vars.color.text.subdued,
});

/** The "12/300" counter; it turns the warning colour at the maximum. */
export const counter = style({
  marginInlineStart: 'auto',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-at-limit]': { color: vars.color.warning.fg, fontWeight: vars.font.weight.semibold },
  },
});
