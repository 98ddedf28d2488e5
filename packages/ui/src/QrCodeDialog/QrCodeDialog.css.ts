import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** The code, its address and the notes, stacked. */
export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[300],
});

/** The code: a white square (also in the dark theme, where scanners need it), at most 280 px. */
export const code = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '100%',
  maxInlineSize: 280,
  aspectRatio: '1',
  backgroundColor: '#ffffff',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
});

/** The code's image fills its square. */
export const image = style({ inlineSize: '100%', blockSize: '100%', display: 'block' });

/** The address the code carries: left to right in both languages, wrapped anywhere. */
export const address = style({
  margin: 0,
  maxInlineSize: '100%',
  overflowWrap: 'anywhere',
  textAlign: 'center',
  color: vars.color.text.subdued,
  fontSize: vars.font.size[300],
});

/** A note on how the code was drawn (a fallback colour, a missing logo). */
export const note = style({
  margin: 0,
  alignSelf: 'stretch',
  padding: vars.space[200],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.warning.bg,
  color: vars.color.warning.fg,
  fontSize: vars.font.size[300],
});

/** What copying answered (copied, unsupported, failed). */
export const status = style({
  margin: 0,
  minBlockSize: '1.5em',
  textAlign: 'center',
  fontSize: vars.font.size[300],
  selectors: { '&[data-tone="critical"]': { color: vars.color.critical.fg } },
});

/** The download and copy buttons, wrapping on a phone. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[200],
});
