import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const skeleton = recipe({
  base: {
    display: 'block',
    backgroundColor: vars.color.bg.surfaceSunken,
    animation: `${pulse} 1500ms ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    shape: {
      text: { blockSize: '1em', borderRadius: vars.radius.sm, maxInlineSize: '100%' },
      rect: { borderRadius: vars.radius.md },
      circle: { borderRadius: vars.radius.full, flexShrink: 0 },
    },
  },
  defaultVariants: { shape: 'text' },
});

export type SkeletonVariants = NonNullable<RecipeVariants<typeof skeleton>>;

/** Lines of a text skeleton, stacked. */
export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space[200] });
