import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[200],
    borderRadius: vars.radius.md,
    borderWidth: 1,
    borderStyle: 'solid',
    borderColor: 'transparent',
    fontFamily: 'inherit',
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    cursor: 'pointer',
    outline: 'none',
    transition: `background-color ${vars.motion.dialog} ${vars.motion.easing}`,
    selectors: {
      '&[data-focus-visible]': {
        outline: `2px solid ${vars.color.border.focus}`,
        outlineOffset: 2,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.brand.primary,
        color: vars.color.brand.onPrimary,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.brand.primaryHover },
          '&[data-pressed]': { backgroundColor: vars.color.brand.primaryPressed },
        },
      },
      secondary: {
        backgroundColor: vars.color.bg.surface,
        color: vars.color.text.default,
        borderColor: vars.color.border.strong,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.bg.surfaceSunken },
          '&[data-pressed]': { borderColor: vars.color.text.default },
        },
      },
      tertiary: {
        backgroundColor: vars.color.bg.surfaceSunken,
        color: vars.color.text.default,
        selectors: {
          '&[data-hovered]': { borderColor: vars.color.border.default },
          '&[data-pressed]': { borderColor: vars.color.border.strong },
        },
      },
      critical: {
        backgroundColor: vars.color.critical.solid,
        color: vars.color.text.inverse,
        selectors: {
          '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.critical.solidHover },
        },
      },
      plain: {
        backgroundColor: 'transparent',
        color: vars.color.text.link,
        paddingInline: 0,
        selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
      },
    },
    size: {
      sm: { minBlockSize: 28, paddingInline: vars.space[300], fontSize: vars.font.size[200] },
      md: { minBlockSize: 36, paddingInline: vars.space[400], fontSize: vars.font.size[300] },
      lg: { minBlockSize: 44, paddingInline: vars.space[600], fontSize: vars.font.size[400] },
    },
  },
  compoundVariants: [
    { variants: { variant: 'plain', size: 'sm' }, style: { paddingInline: 0 } },
    { variants: { variant: 'plain', size: 'md' }, style: { paddingInline: 0 } },
    { variants: { variant: 'plain', size: 'lg' }, style: { paddingInline: 0 } },
  ],
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  inlineSize: '1em',
  blockSize: '1em',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderInlineEndColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
});
