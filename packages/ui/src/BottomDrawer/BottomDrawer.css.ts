import { keyframes, style } from '@vanilla-extract/css';
import { overlayFade } from '../theme/motion.css';
import { vars } from '../theme/theme.css';

const slideUp = keyframes({
  from: { transform: 'translateY(100%)' },
  to: { transform: 'none' },
});

/** The dimmed backdrop; the sheet sits at its bottom edge. */
export const overlay = style([
  overlayFade,
  {
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.overlay,
    display: 'flex',
    alignItems: 'flex-end',
    justifyContent: 'center',
    backgroundColor: vars.color.bg.overlay,
  },
]);

/** The sheet (react-aria's Modal): full width, rounded top corners, slides up over 250 ms. */
export const sheet = style({
  display: 'flex',
  flexDirection: 'column',
  inlineSize: '100%',
  maxInlineSize: 720,
  maxBlockSize: '90dvh',
  borderStartStartRadius: vars.radius.xl,
  borderStartEndRadius: vars.radius.xl,
  backgroundColor: vars.color.bg.surfaceRaised,
  color: vars.color.text.default,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${slideUp} ${vars.motion.drawer} ${vars.motion.easing}` },
    '&[data-exiting]': {
      animation: `${slideUp} ${vars.motion.drawer} ${vars.motion.easing} reverse`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&[data-entering], &[data-exiting]': { animationDuration: '1ms' } },
    },
  },
});

/** The grab-handle bar at the top: a visual cue only. */
export const handle = style({
  flexShrink: 0,
  alignSelf: 'center',
  inlineSize: 40,
  blockSize: 4,
  marginBlock: vars.space[200],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border.strong,
});

/** react-aria's Dialog element: the title and the scrolling content. */
export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: 0,
  outline: 'none',
});

/** The title. */
export const title = style({
  margin: 0,
  paddingInline: vars.space[400],
  paddingBlockEnd: vars.space[200],
  fontSize: vars.font.size[500],
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

/** The content; it scrolls when taller than the sheet. */
export const body = style({
  overflowY: 'auto',
  paddingInline: vars.space[400],
  paddingBlockEnd: `max(${vars.space[400]}, env(safe-area-inset-bottom))`,
});
