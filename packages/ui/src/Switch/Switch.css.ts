import { style } from '@vanilla-extract/css';
import { choiceLabel } from '../theme/choice.css';
import { vars } from '../theme/theme.css';

/** The switch's label element, over its `data-*` states. */
export const root = choiceLabel;

/** The track; the thumb slides along it with `inset-inline-start`, so it mirrors in right-to-left. */
export const track = style({
  position: 'relative',
  flexShrink: 0,
  inlineSize: 36,
  blockSize: 20,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border.strong,
  transition: `background-color ${vars.motion.dialog} ${vars.motion.easing}`,
  selectors: {
    [`${root}[data-selected] &`]: { backgroundColor: vars.color.brand.primary },
    [`${root}[data-selected][data-pressed] &`]: {
      backgroundColor: vars.color.brand.primaryPressed,
    },
    [`${root}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: 2,
    },
  },
});

/** The round thumb. */
export const thumb = style({
  position: 'absolute',
  insetBlockStart: 2,
  insetInlineStart: 2,
  inlineSize: 16,
  blockSize: 16,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.bg.surface,
  boxShadow: vars.shadow.sm,
  transition: `inset-inline-start ${vars.motion.dialog} ${vars.motion.easing}`,
  selectors: {
    [`${root}[data-selected] &`]: { insetInlineStart: 18 },
  },
});
