import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

/** The sections of a legal or help page. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[400],
  color: vars.color.text.default,
});

/** A section heading. */
export const heading = style({
  margin: 0,
  marginBlockStart: vars.space[300],
  fontSize: vars.font.size[500],
  fontWeight: vars.font.weight.semibold,
});

/** A paragraph or list of the page. */
export const text = style({ margin: 0, lineHeight: vars.font.lineHeight.normal });

/** A list of the page, indented at the inline start. */
export const list = style({
  margin: 0,
  paddingInlineStart: vars.space[600],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[200],
});
