import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** The button and, when copying failed, its message. */
export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[100],
});

/** The live region that announces "Copied"; hidden visually, the button shows it too. */
export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The message shown when the clipboard refused the text. */
export const error = style({
  fontSize: vars.font.size[200],
  color: vars.color.critical.fg,
});

/** The check mark shown while "Copied" is displayed. */
export const check = style({
  inlineSize: '1em',
  blockSize: '1em',
  flexShrink: 0,
});
