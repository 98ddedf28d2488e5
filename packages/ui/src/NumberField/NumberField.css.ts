import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** The box with the stepper buttons at its inline end. */
export const group = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'stretch',
});

/** Room for the two stepper buttons at the inline end of the box. */
export const numberInput = style({ paddingInlineEnd: 64 });

/** The decrement and increment buttons, side by side at the inline end of the box. */
export const steppers = style({
  position: 'absolute',
  insetBlock: 1,
  insetInlineEnd: 1,
  display: 'flex',
});

/** One stepper button. */
export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: 30,
  padding: 0,
  border: 'none',
  borderInlineStart: `1px solid ${vars.color.border.default}`,
  backgroundColor: 'transparent',
  color: vars.color.text.subdued,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:last-child': {
      borderStartEndRadius: vars.radius.md,
      borderEndEndRadius: vars.radius.md,
    },
    '&[data-hovered]': {
      backgroundColor: vars.color.bg.surfaceSunken,
      color: vars.color.text.default,
    },
    '&[data-pressed]': { color: vars.color.text.default },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.4 },
  },
});
