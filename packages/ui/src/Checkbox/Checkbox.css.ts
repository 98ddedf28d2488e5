import { style } from '@vanilla-extract/css';
import { choiceLabel } from '../theme/choice.css';
import { vars } from '../theme/theme.css';

/** The label element react-aria's Checkbox renders, over its `data-*` states. */
export const root = choiceLabel;

/** The box; filled with the brand colour when checked or indeterminate. */
export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: 18,
  blockSize: 18,
  borderRadius: vars.radius.sm,
  border: `1.5px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.brand.onPrimary,
  transition: `background-color ${vars.motion.dialog} ${vars.motion.easing}`,
  selectors: {
    [`${root}[data-hovered] &`]: { borderColor: vars.color.text.subdued },
    [`${root}[data-selected] &, ${root}[data-indeterminate] &`]: {
      backgroundColor: vars.color.brand.primary,
      borderColor: vars.color.brand.primary,
    },
    [`${root}[data-pressed] &`]: { borderColor: vars.color.text.default },
    [`${root}[data-invalid] &`]: { borderColor: vars.color.critical.fg },
    [`${root}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: 2,
    },
  },
});

/** The tick or the dash inside the box. */
export const mark = style({ inlineSize: 12, blockSize: 12 });
