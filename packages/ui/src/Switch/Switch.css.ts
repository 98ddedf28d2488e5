import { recipe } from '@vanilla-extract/recipes';
import { choiceLabel } from '../theme/choice.css';
import { vars } from '../theme/theme.css';

/** The label element react-aria's Switch renders, over its `data-*` states. */
export const root = recipe({
  base: [
    choiceLabel,
    {
      selectors: {
        // A read-only switch is focusable and announced, but a press changes nothing.
        '&[data-readonly]': { cursor: 'default' },
      },
    },
  ],
});

/** The root's class, which the track and the thumb follow the states of. */
const state = root.classNames.base;

/** The track; the thumb slides along it with `inset-inline-start`, so it mirrors in right-to-left. */
export const track = recipe({
  base: {
    position: 'relative',
    flexShrink: 0,
    inlineSize: 36,
    blockSize: 20,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.border.strong,
    transition: `background-color ${vars.motion.dialog} ${vars.motion.easing}`,
    selectors: {
      [`${state}[data-hovered]:not([data-readonly]) &`]: {
        backgroundColor: vars.color.text.subdued,
      },
      [`${state}[data-selected] &`]: { backgroundColor: vars.color.brand.primary },
      [`${state}[data-selected][data-hovered]:not([data-readonly]) &`]: {
        backgroundColor: vars.color.brand.primaryHover,
      },
      [`${state}[data-selected][data-pressed] &`]: {
        backgroundColor: vars.color.brand.primaryPressed,
      },
      [`${state}[data-focus-visible] &`]: {
        outline: `2px solid ${vars.color.border.focus}`,
        outlineOffset: 2,
      },
    },
  },
});

/** The round thumb, at the inline start when off and at the inline end when on. */
export const thumb = recipe({
  base: {
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
      [`${state}[data-selected] &`]: { insetInlineStart: 18 },
    },
  },
});
