import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** react-aria's Tabs: the list above its panels, or beside them when vertical. */
export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[400],
  selectors: {
    '&[data-orientation="vertical"]': { flexDirection: 'row' },
  },
});

/** The row of tabs with a rule under it; it scrolls sideways on narrow screens. */
export const tabList = style({
  display: 'flex',
  gap: vars.space[100],
  overflowX: 'auto',
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
  scrollbarWidth: 'none',
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      overflowX: 'visible',
      borderBlockEnd: 'none',
      borderInlineEnd: `1px solid ${vars.color.border.default}`,
    },
  },
});

/** One tab: its label with an underline (an inline-end bar when vertical) when selected. */
export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[200],
  flexShrink: 0,
  paddingBlock: vars.space[300],
  paddingInline: vars.space[400],
  color: vars.color.text.subdued,
  fontSize: vars.font.size[300],
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  textDecoration: 'none',
  transition: `color ${vars.motion.dialog} ${vars.motion.easing}`,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlockEnd: -1,
      blockSize: 2,
      borderRadius: vars.radius.full,
      backgroundColor: 'transparent',
    },
    '&[data-hovered]': { color: vars.color.text.default },
    '&[data-selected]': { color: vars.color.brand.primary },
    '&[data-selected]::after': { backgroundColor: vars.color.brand.primary },
    '&[data-focus-visible]': {
      boxShadow: `inset 0 0 0 2px ${vars.color.border.focus}`,
    },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
    '[data-orientation="vertical"] &': { borderRadius: vars.radius.md },
    '[data-orientation="vertical"] &::after': {
      insetInline: 'auto',
      insetInlineEnd: -1,
      insetBlock: 0,
      blockSize: 'auto',
      inlineSize: 2,
    },
  },
});

/** A tab's panel. */
export const tabPanel = style({
  flex: 1,
  minInlineSize: 0,
  outline: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.border.focus}` },
  },
});
