import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** The label above the button. */
export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[100],
});

/** The button: a swatch of the colour and its hex value. */
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[200],
  minBlockSize: 36,
  paddingBlock: vars.space[100],
  paddingInlineStart: vars.space[100],
  paddingInlineEnd: vars.space[300],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.text.default,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size[300],
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text.subdued },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: 2,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

/** The colour square in the button. */
export const triggerSwatch = style({
  display: 'block',
  inlineSize: 26,
  blockSize: 26,
  borderRadius: vars.radius.sm,
  boxShadow: `inset 0 0 0 1px ${vars.color.border.strong}`,
});

/** The grid of suggested swatches in the popover. */
export const swatches = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(6, 28px)',
  gap: vars.space[150],
  outline: 'none',
});

/** One suggested swatch, over react-aria ColorSwatchPickerItem's states. */
export const swatchItem = style({
  borderRadius: vars.radius.sm,
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': {
      outline: `2px solid ${vars.color.text.default}`,
      outlineOffset: 2,
    },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: 2,
    },
  },
});

/** The colour square of a suggested swatch. */
export const swatch = style({
  inlineSize: 28,
  blockSize: 28,
  borderRadius: vars.radius.sm,
  boxShadow: `inset 0 0 0 1px rgba(0, 0, 0, 0.15)`,
});
