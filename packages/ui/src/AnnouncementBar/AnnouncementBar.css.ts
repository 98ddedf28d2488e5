import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** The strip across the top of a layout: brand-coloured, one line of text centred. */
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[200],
  minBlockSize: 36,
  paddingBlock: vars.space[100],
  paddingInline: vars.space[400],
  backgroundColor: vars.color.brand.primary,
  color: vars.color.brand.onPrimary,
  fontSize: vars.font.size[200],
  fontWeight: vars.font.weight.medium,
  textAlign: 'center',
});

/** The message; it fades out and in over the fade token (500 ms) between messages. */
export const message = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  margin: 0,
  opacity: 1,
  transition: `opacity ${vars.motion.fade} ${vars.motion.easing}`,
  selectors: {
    '&[data-fading]': { opacity: 0 },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

/** The pause / resume button at the inline end. */
export const toggle = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: 24,
  blockSize: 24,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: 'rgba(255, 255, 255, 0.18)' },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.brand.onPrimary}` },
  },
});
