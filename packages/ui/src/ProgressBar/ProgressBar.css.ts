import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space[100],
  inlineSize: '100%',
  fontSize: vars.font.size[200],
  color: vars.color.text.default,
});

export const label = style({ fontWeight: vars.font.weight.medium });

export const valueText = style({
  color: vars.color.text.subdued,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  position: 'relative',
  gridColumn: '1 / -1',
  blockSize: 6,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.bg.surfaceSunken,
});

/** Logical properties in the keyframes: the cycling bar runs from the start side in both directions. */
const cycle = keyframes({
  from: { insetInlineStart: '-40%' },
  to: { insetInlineStart: '100%' },
});

export const fill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand.primary,
  transition: `inline-size ${vars.motion.dialog} ${vars.motion.easing}`,
  selectors: {
    '&[data-indeterminate]': {
      inlineSize: '40%',
      animation: `${cycle} 1400ms ${vars.motion.easing} infinite`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      transition: 'none',
      selectors: { '&[data-indeterminate]': { animationDuration: '4200ms' } },
    },
  },
});
