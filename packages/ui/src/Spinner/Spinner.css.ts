import { keyframes } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: vars.color.border.default,
    borderBlockStartColor: vars.color.brand.primary,
    animation: `${spin} 800ms linear infinite`,
    '@media': {
      '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' },
    },
  },
  variants: {
    size: {
      sm: { inlineSize: 16, blockSize: 16, borderWidth: 2 },
      md: { inlineSize: 24, blockSize: 24, borderWidth: 3 },
      lg: { inlineSize: 40, blockSize: 40, borderWidth: 4 },
    },
  },
  defaultVariants: { size: 'md' },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;
