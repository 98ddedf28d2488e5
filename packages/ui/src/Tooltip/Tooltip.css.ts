import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The bubble react-aria's Tooltip renders, over its `data-entering` / `data-exiting` states. */
export const tooltip = style({
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
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.dialog} ${vars.motion.easing}` },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.motion.dialog} ${vars.motion.easing} reverse`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&[data-entering], &[data-exiting]': { animationDuration: '1ms' } },
    },
  },
});

/** The arrow pointing at the trigger. */
export const arrow = style({});

globalStyle(`${arrow} svg`, { display: 'block', fill: vars.color.text.default });
globalStyle(`${arrow}[data-placement="bottom"] svg`, { transform: 'rotate(180deg)' });
globalStyle(`${arrow}[data-placement="left"] svg`, { transform: 'rotate(-90deg)' });
globalStyle(`${arrow}[data-placement="right"] svg`, { transform: 'rotate(90deg)' });
