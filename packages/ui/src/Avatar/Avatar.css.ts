import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

export const avatar = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.info.bg,
    color: vars.color.info.fg,
    fontWeight: vars.font.weight.semibold,
    lineHeight: 1,
    userSelect: 'none',
  },
  variants: {
    size: {
      sm: { inlineSize: 24, blockSize: 24, fontSize: 10 },
      md: { inlineSize: 32, blockSize: 32, fontSize: vars.font.size[100] },
      lg: { inlineSize: 40, blockSize: 40, fontSize: vars.font.size[300] },
      xl: { inlineSize: 64, blockSize: 64, fontSize: vars.font.size[600] },
    },
  },
  defaultVariants: { size: 'md' },
});

export type AvatarVariants = NonNullable<RecipeVariants<typeof avatar>>;

/** The picture covers the circle; the initials stay beneath until it has loaded. */
export const image = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});
