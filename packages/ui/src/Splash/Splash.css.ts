import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** The full-screen cover; it fades out over the fade token (500 ms) when it is done. */
export const splash = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[400],
  backgroundColor: vars.color.bg.surface,
  color: vars.color.text.default,
  opacity: 1,
  transition: `opacity ${vars.motion.fade} ${vars.motion.easing}`,
  selectors: {
    '&[data-leaving]': { opacity: 0, pointerEvents: 'none' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

/** The intro video, centred and never larger than the screen. */
export const video = style({
  maxInlineSize: 'min(480px, 80vw)',
  maxBlockSize: '60vh',
  objectFit: 'contain',
});
