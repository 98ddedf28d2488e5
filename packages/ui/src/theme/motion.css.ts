import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/**
 * Fades a react-aria overlay in on `data-entering` and out on `data-exiting` over the dialog
 * duration (150 ms); nearly instant for users who ask for reduced motion. Compose it:
 * `style([overlayFade, { … }])`.
 */
export const overlayFade = style({
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
