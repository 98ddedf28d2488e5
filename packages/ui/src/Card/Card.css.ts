import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

/** The surface: a bordered, rounded panel on the page background. */
export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[300],
    minInlineSize: 0,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border.default}`,
    backgroundColor: vars.color.bg.surface,
    color: vars.color.text.default,
    boxShadow: vars.shadow.sm,
  },
  variants: {
    padding: {
      none: { padding: 0, overflow: 'hidden' },
      md: { padding: vars.space[400] },
      lg: { padding: vars.space[600] },
    },
  },
  defaultVariants: { padding: 'md' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

/** The title row: the heading at the inline start, the actions at the inline end. */
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space[200],
});

/** The title. */
export const title = style({
  margin: 0,
  fontSize: vars.font.size[500],
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

/** The actions beside the title. */
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[200],
  marginInlineStart: 'auto',
});
