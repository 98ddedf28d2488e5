import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** The button with the limits and the message under it. */
export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[100],
});

/** The accepted types and the size limit, under the button. */
export const limits = style({
  fontSize: vars.font.size[200],
  color: vars.color.text.subdued,
});

/** The message naming the files that were refused and why. */
export const message = style({
  fontSize: vars.font.size[200],
  color: vars.color.critical.fg,
  selectors: {
    '&:empty': { display: 'none' },
  },
});
