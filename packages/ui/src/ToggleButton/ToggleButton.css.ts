import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

export const toggleButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[200],
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border.strong}`,
    backgroundColor: vars.color.bg.surface,
    color: vars.color.text.default,
    fontFamily: 'inherit',
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    cursor: 'pointer',
    outline: 'none',
    transition: `background-color ${vars.motion.dialog} ${vars.motion.easing}`,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.bg.surfaceSunken },
      '&[data-pressed]': { borderColor: vars.color.text.default },
      '&[data-selected]': {
        backgroundColor: vars.color.brand.primary,
        borderColor: vars.color.brand.primary,
        color: vars.color.brand.onPrimary,
      },
      '&[data-selected][data-hovered]': { backgroundColor: vars.color.brand.primaryHover },
      '&[data-selected][data-pressed]': { backgroundColor: vars.color.brand.primaryPressed },
      '&[data-focus-visible]': {
        outline: `2px solid ${vars.color.border.focus}`,
        outlineOffset: 2,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    },
  },
  variants: {
    size: {
      sm: { minBlockSize: 28, paddingInline: vars.space[300], fontSize: vars.font.size[200] },
      md: { minBlockSize: 36, paddingInline: vars.space[400], fontSize: vars.font.size[300] },
      lg: { minBlockSize: 44, paddingInline: vars.space[600], fontSize: vars.font.size[400] },
    },
  },
  defaultVariants: { size: 'md' },
});

export type ToggleButtonVariants = NonNullable<RecipeVariants<typeof toggleButton>>;
