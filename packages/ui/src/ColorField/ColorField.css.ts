import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** Holds the box and the swatch at its inline start. */
export const control = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

/** Room for the swatch; hex digits read best in the monospace font. */
export const colorInput = style({
  paddingInlineStart: 40,
  fontFamily: vars.font.family.mono,
  textTransform: 'lowercase',
});

/** The square of the current colour at the inline start of the box. */
export const swatch = style({
  position: 'absolute',
  insetInlineStart: vars.space[200],
  inlineSize: 22,
  blockSize: 22,
  borderRadius: vars.radius.sm,
  boxShadow: `inset 0 0 0 1px ${vars.color.border.strong}`,
  pointerEvents: 'none',
});
