import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

/** react-aria's Menu: a scrolling column of items. */
export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  maxBlockSize: 'inherit',
  overflowY: 'auto',
  padding: vars.space[100],
  outline: 'none',
});

/** A menu item, over react-aria MenuItem's `data-focused`, `data-pressed`, `data-disabled` states. */
export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[200],
    paddingBlock: vars.space[200],
    paddingInline: vars.space[300],
    borderRadius: vars.radius.sm,
    fontSize: vars.font.size[300],
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focused]': { backgroundColor: vars.color.bg.surfaceSunken },
      '&[data-focus-visible]': {
        outline: `2px solid ${vars.color.border.focus}`,
        outlineOffset: -2,
      },
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled },
    },
  },
  variants: {
    tone: {
      neutral: { color: vars.color.text.default },
      critical: {
        color: vars.color.critical.fg,
        selectors: { '&[data-focused]': { backgroundColor: vars.color.critical.bg } },
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

/** An item's icon. */
export const icon = style({
  display: 'inline-flex',
  inlineSize: 16,
  blockSize: 16,
  flexShrink: 0,
});
