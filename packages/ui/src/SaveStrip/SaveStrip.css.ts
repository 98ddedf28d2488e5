import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

// A short rise: the strip is where it stays from its first frame but for 8 px, so a quick press on
// Save or Discard lands on the button (rising its own height, it moved under the pointer).
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});

/** The live region the strip appears in, fixed above the bottom edge of the viewport. */
export const region = style({
  position: 'fixed',
  insetInline: vars.space[400],
  insetBlockEnd: vars.space[400],
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
});

/** The strip: the message at the inline start, Discard and Save at the inline end. */
export const strip = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space[300],
  inlineSize: '100%',
  maxInlineSize: 720,
  paddingBlock: vars.space[300],
  paddingInlineStart: vars.space[400],
  paddingInlineEnd: vars.space[300],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.surfaceRaised,
  color: vars.color.text.default,
  boxShadow: vars.shadow.lg,
  pointerEvents: 'auto',
  animation: `${rise} ${vars.motion.drawer} ${vars.motion.easing}`,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

/** The message. */
export const message = style({
  flex: '1 1 auto',
  fontSize: vars.font.size[300],
  fontWeight: vars.font.weight.medium,
});

/** Discard and Save. */
export const actions = style({
  display: 'flex',
  gap: vars.space[200],
  marginInlineStart: 'auto',
});
