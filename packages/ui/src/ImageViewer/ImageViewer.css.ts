import { style } from '@vanilla-extract/css';
import { overlayFade } from '../theme/motion.css';
import { vars } from '../theme/theme.css';

/** The dark backdrop over the whole screen; it fades in and out over 150 ms. */
export const overlay = style([
  overlayFade,
  {
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.overlay,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: 'rgba(0, 0, 0, 0.88)',
  },
]);

/** react-aria's Modal: the whole screen, so the controls can sit at its edges. */
export const modal = style({
  position: 'relative',
  inlineSize: '100%',
  blockSize: '100%',
  outline: 'none',
});

/** react-aria's Dialog element: the image centred with the controls around it. */
export const dialog = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[300],
  inlineSize: '100%',
  blockSize: '100%',
  padding: vars.space[1600],
  outline: 'none',
  color: '#ffffff',
});

/** The image at full size, never larger than the screen. */
export const image = style({
  display: 'block',
  maxInlineSize: '100%',
  maxBlockSize: `calc(100dvh - 2 * ${vars.space[1600]} - 32px)`,
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
});

/** "2 of 5" under the image. */
export const counter = style({
  margin: 0,
  fontSize: vars.font.size[200],
  color: 'rgba(255, 255, 255, 0.8)',
});

/** A round control on the dark backdrop. */
export const control = style({
  position: 'absolute',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: 44,
  blockSize: 44,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'rgba(255, 255, 255, 0.14)',
  color: '#ffffff',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: 'rgba(255, 255, 255, 0.26)' },
    '&[data-focus-visible]': { boxShadow: '0 0 0 2px #ffffff' },
    '&[data-disabled]': { opacity: 0.35, cursor: 'default' },
  },
});

/** The close button at the top inline-end corner. */
export const close = style({ insetBlockStart: vars.space[400], insetInlineEnd: vars.space[400] });

/** Previous, at the inline start. */
export const previous = style({ insetInlineStart: vars.space[400], insetBlockStart: '50%' });

/** Next, at the inline end. */
export const next = style({ insetInlineEnd: vars.space[400], insetBlockStart: '50%' });

/** A chevron; it points the other way in right-to-left. */
export const chevron = style({
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
