import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** The message, the review toggle and the comparison under it. */
export const content = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[400],
});

/** The message paragraph. */
export const message = style({
  margin: 0,
  color: vars.color.text.default,
});

/** The comparison: field, yours, theirs. */
export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size[200],
});

/** A header or data cell of the comparison. */
export const cell = style({
  paddingBlock: vars.space[200],
  paddingInline: vars.space[200],
  textAlign: 'start',
  verticalAlign: 'top',
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
  overflowWrap: 'anywhere',
});

/** The column headers and the field names. */
export const headerCell = style([cell, { fontWeight: vars.font.weight.semibold }]);

/** An empty value ("(empty)"), set off from typed text. */
export const empty = style({
  color: vars.color.text.subdued,
  fontStyle: 'italic',
});

/** The line saying the fields the editor shows are the same on both sides. */
export const same = style({
  margin: 0,
  color: vars.color.text.subdued,
});
