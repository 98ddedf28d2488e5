import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

const tone = (group: 'success' | 'warning' | 'critical' | 'info') => ({
  backgroundColor: vars.color[group].bg,
  color: vars.color[group].fg,
  borderColor: vars.color[group].border,
});

export const tag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[100],
    maxInlineSize: '100%',
    borderRadius: vars.radius.full,
    borderWidth: 1,
    borderStyle: 'solid',
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  variants: {
    tone: {
      neutral: {
        backgroundColor: vars.color.bg.surfaceSunken,
        color: vars.color.text.default,
        borderColor: vars.color.border.default,
      },
      success: tone('success'),
      warning: tone('warning'),
      critical: tone('critical'),
      info: tone('info'),
    },
    size: {
      sm: { paddingBlock: 1, paddingInline: vars.space[200], fontSize: vars.font.size[100] },
      md: {
        paddingBlock: vars.space['050'],
        paddingInline: vars.space[300],
        fontSize: vars.font.size[200],
      },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});

export type TagVariants = NonNullable<RecipeVariants<typeof tag>>;
