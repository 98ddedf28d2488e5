import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** The width of the simulated phone's screen: an iPhone 14's 390 CSS px. */
export const screenWidth = 390;

export const frame = style({
  position: 'relative',
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  flexShrink: 0,
  paddingBlock: 14,
  paddingInline: 12,
  borderRadius: 48,
  backgroundColor: '#16161d',
  boxShadow: `${vars.shadow.lg}, inset 0 0 0 2px #3a3a46`,
});

/** The speaker slot above the screen. */
export const notch = style({
  position: 'absolute',
  insetBlockStart: 22,
  insetInlineStart: '50%',
  zIndex: 1,
  inlineSize: 96,
  blockSize: 24,
  marginInlineStart: -48,
  borderRadius: vars.radius.full,
  backgroundColor: '#000',
  pointerEvents: 'none',
});

/** The screen: exactly 390 px wide, scrolling its content, a container for container queries. */
export const screen = style({
  inlineSize: screenWidth,
  overflowX: 'hidden',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  containerType: 'inline-size',
  borderRadius: 36,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.text.default,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

/** The home indicator under the screen. */
export const homeBar = style({
  inlineSize: 120,
  blockSize: 4,
  marginBlockStart: 8,
  borderRadius: vars.radius.full,
  backgroundColor: '#5a5a66',
});
