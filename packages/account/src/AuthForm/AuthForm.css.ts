import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

/** The content column of a sign-in screen. */
export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space[500] });

/** A line of running text on a sign-in screen. */
export const lead = style({
  margin: 0,
  color: vars.color.text.subdued,
});

/** The stack of fields and the submit button. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[400] });

/** A row of links or buttons under the form. */
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[300],
  alignItems: 'center',
  justifyContent: 'space-between',
});

/** Small print under the form (policies). */
export const smallPrint = style({
  margin: 0,
  fontSize: vars.font.size[200],
  color: vars.color.text.subdued,
});

/** The inline error of a failed request. */
export const alert = style({
  paddingBlock: vars.space[300],
  paddingInline: vars.space[400],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.critical.border}`,
  backgroundColor: vars.color.critical.bg,
  color: vars.color.critical.fg,
});

/** A text link inside running text. */
export const textLink = style({
  color: vars.color.text.link,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}` } },
});
