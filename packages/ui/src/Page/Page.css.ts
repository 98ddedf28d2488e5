import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

/** The page column: centred, as wide as the route's width token at most. */
export const page = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[600],
    inlineSize: '100%',
    marginInline: 'auto',
    paddingBlock: vars.space[600],
    paddingInline: vars.space[400],
  },
  variants: {
    width: {
      full: { maxInlineSize: 'none' },
      '500': { maxInlineSize: vars.layout.page['500'] },
      '750': { maxInlineSize: vars.layout.page['750'] },
      '900': { maxInlineSize: vars.layout.page['900'] },
      '1000': { maxInlineSize: vars.layout.page['1000'] },
      '1100': { maxInlineSize: vars.layout.page['1100'] },
      '1200': { maxInlineSize: vars.layout.page['1200'] },
      '1230': { maxInlineSize: vars.layout.page['1230'] },
      '1500': { maxInlineSize: vars.layout.page['1500'] },
    },
  },
  defaultVariants: { width: 'full' },
});

export type PageVariants = NonNullable<RecipeVariants<typeof page>>;

/** The header row: back, title and description, actions at the inline end. */
export const header = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space[300],
});

/** The title and description column. */
export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[100],
  flex: '1 1 auto',
  minInlineSize: 0,
});

/** The title. */
export const title = style({
  margin: 0,
  fontSize: vars.font.size[700],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

/** The line under the title. */
export const description = style({
  margin: 0,
  color: vars.color.text.subdued,
  fontSize: vars.font.size[300],
});

/** The page actions. */
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space[200],
});

/** The content under the header. */
export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[400],
  minInlineSize: 0,
});
