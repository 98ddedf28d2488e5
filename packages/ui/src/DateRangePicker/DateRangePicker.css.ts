import { style } from '@vanilla-extract/css';
import { overlayFade } from '../theme/motion.css';
import { vars } from '../theme/theme.css';

/** The button showing the applied range, with a calendar icon at its inline start. */
export const triggerIcon = style({ inlineSize: 16, blockSize: 16, flexShrink: 0 });

/** The desktop popover: about 660 px wide, never wider than the screen. */
export const popover = style([
  overlayFade,
  {
    zIndex: vars.zIndex.popover,
    inlineSize: 'min(660px, calc(100vw - 24px))',
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border.default}`,
    backgroundColor: vars.color.bg.surfaceRaised,
    color: vars.color.text.default,
    boxShadow: vars.shadow.lg,
    outline: 'none',
  },
]);

/** The dialog inside the popover. */
export const dialog = style({ outline: 'none' });

/** The presets beside the calendar on desktop, above it on phones; the actions under both. */
export const panel = style({
  display: 'grid',
  gridTemplateColumns: '168px 1fr',
  gridTemplateAreas: '"presets calendar" "footer footer"',
  '@media': {
    '(max-width: 999px)': {
      gridTemplateColumns: '1fr',
      gridTemplateAreas: '"presets" "calendar" "footer"',
    },
  },
});

/** The list of presets. */
export const presets = style({
  gridArea: 'presets',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['050'],
  padding: vars.space[200],
  borderInlineEnd: `1px solid ${vars.color.border.default}`,
  outline: 'none',
  '@media': {
    '(max-width: 999px)': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      borderInlineEnd: 'none',
      borderBlockEnd: `1px solid ${vars.color.border.default}`,
    },
  },
});

/** One preset, over react-aria ListBoxItem's states. */
export const preset = style({
  paddingBlock: vars.space[150],
  paddingInline: vars.space[300],
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size[300],
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.bg.surfaceSunken },
    '&[data-selected]': {
      backgroundColor: vars.color.info.bg,
      color: vars.color.info.fg,
      fontWeight: vars.font.weight.semibold,
    },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.border.focus}` },
  },
  '@media': {
    '(max-width: 999px)': {
      border: `1px solid ${vars.color.border.default}`,
      borderRadius: vars.radius.full,
    },
  },
});

/** The calendar area. */
export const calendar = style({
  gridArea: 'calendar',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[200],
  padding: vars.space[400],
  minInlineSize: 0,
});

/** The month navigation row: previous, the heading, next. */
export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[200],
});

/** The heading naming the visible months. */
export const calendarHeading = style({
  margin: 0,
  fontSize: vars.font.size[300],
  fontWeight: vars.font.weight.semibold,
});

/** The previous and next month buttons. */
export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: 32,
  blockSize: 32,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.text.default,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.bg.surfaceSunken },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}` },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled },
  },
});

/** A chevron that points the other way in right-to-left, like the month order. */
export const navIcon = style({
  inlineSize: 16,
  blockSize: 16,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

/** The months side by side. */
export const months = style({
  display: 'flex',
  gap: vars.space[600],
  justifyContent: 'space-between',
});

/** One month's grid. */
export const grid = style({
  borderCollapse: 'collapse',
  flex: 1,
  fontSize: vars.font.size[200],
});

/** The weekday names. */
export const weekday = style({
  paddingBlockEnd: vars.space[100],
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.subdued,
});

/** A day, over react-aria CalendarCell's selection, focus and availability states. */
export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  blockSize: 32,
  minInlineSize: 32,
  cursor: 'pointer',
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { backgroundColor: vars.color.bg.surfaceSunken },
    '&[data-selected]': { backgroundColor: vars.color.info.bg, color: vars.color.info.fg },
    '&[data-selection-start], &[data-selection-end]': {
      backgroundColor: vars.color.brand.primary,
      color: vars.color.brand.onPrimary,
    },
    '&[data-selection-start]': {
      borderStartStartRadius: vars.radius.md,
      borderEndStartRadius: vars.radius.md,
    },
    '&[data-selection-end]': {
      borderStartEndRadius: vars.radius.md,
      borderEndEndRadius: vars.radius.md,
    },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: -2,
      borderRadius: vars.radius.md,
    },
    '&[data-disabled]': { cursor: 'default', color: vars.color.text.disabled },
  },
});

/** The actions row: Cancel and Update at the inline end. */
export const footer = style({
  gridArea: 'footer',
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space[200],
  padding: vars.space[300],
  borderBlockStart: `1px solid ${vars.color.border.default}`,
});
