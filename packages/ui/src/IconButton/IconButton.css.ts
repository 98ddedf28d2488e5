import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

/** Marks an IconButton, so its icon can be sized. */
export const iconButton = style({});

globalStyle(`${iconButton} svg`, { inlineSize: '1.25em', blockSize: '1.25em' });

/**
 * The square frame of an IconButton. It is applied on top of Button's `button` recipe (same
 * variants and states) and overrides its inline padding so the icon sits centred.
 */
export const square = recipe({
  base: {
    paddingInline: 0,
    flexShrink: 0,
  },
  variants: {
    size: {
      sm: { inlineSize: 28, blockSize: 28, minBlockSize: 28 },
      md: { inlineSize: 36, blockSize: 36, minBlockSize: 36 },
      lg: { inlineSize: 44, blockSize: 44, minBlockSize: 44 },
    },
  },
  defaultVariants: { size: 'md' },
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof square>>;
