import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** The sunken track holding the segments. */
export const group = style({
  display: 'inline-flex',
  gap: vars.space['050'],
  padding: vars.space['050'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.bg.surfaceSunken,
  selectors: {
    '&[data-disabled]': { opacity: 0.5 },
  },
});

/** One segment: a raised surface when selected, over react-aria ToggleButton's states. */
export const segment = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[150],
  minBlockSize: 32,
  paddingInline: vars.space[300],
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.text.subdued,
  fontFamily: 'inherit',
  fontSize: vars.font.size[300],
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.dialog} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text.default },
    '&[data-selected]': {
      backgroundColor: vars.color.bg.surface,
      color: vars.color.text.default,
      boxShadow: vars.shadow.sm,
    },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: 1,
    },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});
