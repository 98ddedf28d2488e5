import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/**
 * The section: a bordered panel. When the location hash names it, it is highlighted with a
 * tinted background that fades out over the fade token (500 ms) when the highlight ends.
 */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[300],
  padding: vars.space[400],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.text.default,
  scrollMarginBlockStart: vars.space[1600],
  outline: 'none',
  transition: `background-color ${vars.motion.fade} ${vars.motion.easing}, border-color ${vars.motion.fade} ${vars.motion.easing}`,
  selectors: {
    '&[data-highlighted]': {
      backgroundColor: vars.color.info.bg,
      borderColor: vars.color.border.focus,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

/** The title row: heading and description at the inline start, actions at the inline end. */
export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space[200],
});

/** The title. */
export const title = style({
  margin: 0,
  fontSize: vars.font.size[500],
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

/** The line under the title. */
export const description = style({
  margin: 0,
  marginBlockStart: vars.space[100],
  color: vars.color.text.subdued,
  fontSize: vars.font.size[300],
});

/** The actions beside the title. */
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[200],
});
