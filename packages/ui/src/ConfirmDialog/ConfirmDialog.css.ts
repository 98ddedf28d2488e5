import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** The message and, in the type-to-confirm variant, the phrase field under it. */
export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[400],
});

/** The message paragraph. */
export const message = style({
  margin: 0,
  color: vars.color.text.default,
});

/** The phrase the user has to type, set off from the sentence around it. */
export const phrase = style({
  fontFamily: vars.font.family.mono,
  fontWeight: vars.font.weight.semibold,
  paddingInline: vars.space[100],
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.bg.surfaceSunken,
});
