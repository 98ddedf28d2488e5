import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

/** The column of a legal or help page. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[400],
  inlineSize: '100%',
  maxInlineSize: '750px',
  marginInline: 'auto',
  paddingBlock: vars.space[600],
  paddingInline: vars.space[400],
  color: vars.color.text.default,
});

/** The page title. */
export const title = style({
  margin: 0,
  fontSize: vars.font.size[700],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

/** The date line under the title. */
export const dateLine = style({ margin: 0, color: vars.color.text.subdued });

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
