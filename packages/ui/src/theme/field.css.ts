import { style } from '@vanilla-extract/css';
import { overlayFade } from './motion.css';
import { vars } from './theme.css';

/**
 * The popover of a Select or a ComboBox: as wide as its trigger (react-aria sets
 * `--trigger-width`), scrolling past 300 px.
 */
export const listPopover = style([
  overlayFade,
  {
    zIndex: vars.zIndex.popover,
    inlineSize: 'var(--trigger-width)',
    minInlineSize: 160,
    maxBlockSize: 300,
    overflowY: 'auto',
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border.default}`,
    backgroundColor: vars.color.bg.surfaceRaised,
    color: vars.color.text.default,
    boxShadow: vars.shadow.md,
    outline: 'none',
  },
]);

/** The list of options inside the popover. */
export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space[100],
  outline: 'none',
});

/** One option, over react-aria ListBoxItem's `data-focused`, `data-selected`, `data-disabled`. */
export const listItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[200],
  minBlockSize: 36,
  paddingBlock: vars.space[150],
  paddingInline: vars.space[300],
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size[300],
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.bg.surfaceSunken },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.border.focus}` },
    '&[data-selected]': { fontWeight: vars.font.weight.semibold },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled },
  },
});

/** The text of an option; it takes the room left by the icons. */
export const listItemText = style({ flex: 1, minInlineSize: 0 });

/** The tick at the inline end of the selected option. */
export const listItemCheck = style({
  inlineSize: 14,
  blockSize: 14,
  flexShrink: 0,
  color: vars.color.brand.primary,
});

/** The message of an empty list ("No results"). */
export const listEmpty = style({
  paddingBlock: vars.space[200],
  paddingInline: vars.space[300],
  color: vars.color.text.subdued,
  fontSize: vars.font.size[300],
});

/** The down chevron of a Select's button or a ComboBox's button. */
export const chevron = style({
  inlineSize: 14,
  blockSize: 14,
  flexShrink: 0,
  color: vars.color.text.subdued,
});
