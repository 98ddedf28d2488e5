import { globalStyle, style } from '@vanilla-extract/css';
import { overlayFade } from '../theme/motion.css';
import { vars } from '../theme/theme.css';

/**
 * The floating panel react-aria's Popover renders, over its `data-entering`, `data-exiting` and
 * `data-placement` states. Shared by Popover and MoreMenu.
 */
export const popover = style([
  overlayFade,
  {
    zIndex: vars.zIndex.popover,
    minInlineSize: 160,
    maxInlineSize: 'min(360px, calc(100vw - 24px))',
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border.default}`,
    backgroundColor: vars.color.bg.surfaceRaised,
    color: vars.color.text.default,
    boxShadow: vars.shadow.md,
    outline: 'none',
  },
]);

/** The dialog inside a Popover: padding and a column of content. */
export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[200],
  padding: vars.space[400],
  outline: 'none',
  fontSize: vars.font.size[300],
});

/** The optional title. */
export const title = style({
  margin: 0,
  fontSize: vars.font.size[400],
  fontWeight: vars.font.weight.semibold,
});

/** The small arrow pointing at the trigger; it turns with the placement. */
export const arrow = style({});

globalStyle(`${arrow} svg`, {
  display: 'block',
  fill: vars.color.bg.surfaceRaised,
  stroke: vars.color.border.default,
  strokeWidth: 1,
});
globalStyle(`${arrow}[data-placement="bottom"] svg`, { transform: 'rotate(180deg)' });
globalStyle(`${arrow}[data-placement="left"] svg`, { transform: 'rotate(-90deg)' });
globalStyle(`${arrow}[data-placement="right"] svg`, { transform: 'rotate(90deg)' });
