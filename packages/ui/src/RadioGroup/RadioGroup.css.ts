import { style } from '@vanilla-extract/css';
import { choiceLabel } from '../theme/choice.css';
import { vars } from '../theme/theme.css';

/** The group: its label, the radios in a column or a row, the description and the error. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[200],
});

/** The radios, stacked or side by side following react-aria's `data-orientation`. */
export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[200],
  selectors: {
    [`${group}[data-orientation="horizontal"] &`]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      gap: vars.space[400],
    },
  },
});

/** The label element react-aria's Radio renders, over its `data-*` states. */
export const radio = choiceLabel;

/** The circle; a brand ring with a dot when selected. */
export const circle = style({
  flexShrink: 0,
  inlineSize: 18,
  blockSize: 18,
  borderRadius: vars.radius.full,
  border: `1.5px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.bg.surface,
  transition: `border-width ${vars.motion.dialog} ${vars.motion.easing}`,
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.text.subdued },
    [`${radio}[data-selected] &`]: {
      borderWidth: 5,
      borderColor: vars.color.brand.primary,
    },
    [`${radio}[data-pressed] &`]: { borderColor: vars.color.brand.primaryPressed },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.critical.fg },
    [`${radio}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: 2,
    },
  },
});
