import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

/** The column a field stacks: label, control, description, error. Shared by the text fields. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[100],
  minInlineSize: 0,
});

/** A field's visible label. */
export const label = style({
  fontSize: vars.font.size[300],
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.default,
});

/** The help text under a control. */
export const description = style({
  fontSize: vars.font.size[200],
  color: vars.color.text.subdued,
});

/** The message of an invalid field (react-aria's FieldError renders it only when invalid). */
export const fieldError = style({
  fontSize: vars.font.size[200],
  color: vars.color.critical.fg,
});

/** The text box itself, over react-aria Input's and TextArea's `data-*` states. */
export const input = recipe({
  base: {
    inlineSize: '100%',
    minBlockSize: 36,
    paddingBlock: vars.space[200],
    paddingInline: vars.space[300],
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border.strong}`,
    backgroundColor: vars.color.bg.surface,
    color: vars.color.text.default,
    fontFamily: 'inherit',
    fontSize: vars.font.size[300],
    lineHeight: vars.font.lineHeight.normal,
    outline: 'none',
    transition: `border-color ${vars.motion.dialog} ${vars.motion.easing}`,
    selectors: {
      '&::placeholder': { color: vars.color.text.subdued },
      '&[data-hovered]': { borderColor: vars.color.text.subdued },
      '&[data-focused]': { borderColor: vars.color.border.focus },
      '&[data-focus-visible]': {
        outline: `2px solid ${vars.color.border.focus}`,
        outlineOffset: 1,
      },
      '&[data-invalid]': { borderColor: vars.color.critical.fg },
      '&[data-disabled]': {
        cursor: 'not-allowed',
        backgroundColor: vars.color.bg.surfaceSunken,
        color: vars.color.text.disabled,
      },
    },
  },
  variants: {
    multiline: {
      true: { resize: 'vertical', minBlockSize: 80 },
      false: {},
    },
  },
  defaultVariants: { multiline: false },
});
