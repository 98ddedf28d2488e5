import { globalStyle, style } from '@vanilla-extract/css';
import { overlayFade } from '../theme/motion.css';
import { vars } from '../theme/theme.css';

/** The bubble react-aria's Tooltip renders, over its `data-entering` / `data-exiting` states. */
export const tooltip = style([
  overlayFade,
  {
    zIndex: vars.zIndex.toast,
    maxInlineSize: 240,
    paddingBlock: vars.space[100],
    paddingInline: vars.space[200],
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.text.default,
    color: vars.color.bg.surface,
    fontSize: vars.font.size[200],
    lineHeight: vars.font.lineHeight.normal,
    boxShadow: vars.shadow.sm,
  },
]);

/** The arrow pointing at the trigger. */
export const arrow = style({});

globalStyle(`${arrow} svg`, { display: 'block', fill: vars.color.text.default });
globalStyle(`${arrow}[data-placement="bottom"] svg`, { transform: 'rotate(180deg)' });
globalStyle(`${arrow}[data-placement="left"] svg`, { transform: 'rotate(-90deg)' });
globalStyle(`${arrow}[data-placement="right"] svg`, { transform: 'rotate(90deg)' });
