import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { overlayFade } from '../theme/motion.css';
import { vars } from '../theme/theme.css';

const riseIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

/** The dimmed backdrop react-aria's ModalOverlay renders; it fades in and out over 150 ms. */
export const overlay = style([
  overlayFade,
  {
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.overlay,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space[400],
    backgroundColor: vars.color.bg.overlay,
  },
]);

/** The panel (react-aria's Modal), sized by `size`; it rises into place over 150 ms. */
export const modal = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    maxInlineSize: '100%',
    maxBlockSize: `calc(100dvh - 2 * ${vars.space[400]})`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.bg.surfaceRaised,
    color: vars.color.text.default,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    selectors: {
      '&[data-entering]': { animation: `${riseIn} ${vars.motion.dialog} ${vars.motion.easing}` },
      '&[data-exiting]': {
        animation: `${riseIn} ${vars.motion.dialog} ${vars.motion.easing} reverse`,
      },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': {
        selectors: { '&[data-entering], &[data-exiting]': { animationDuration: '1ms' } },
      },
    },
  },
  variants: {
    size: {
      sm: { inlineSize: 400 },
      md: { inlineSize: 520 },
      lg: { inlineSize: 720 },
    },
  },
  defaultVariants: { size: 'md' },
});

export type DialogVariants = NonNullable<RecipeVariants<typeof modal>>;

/** react-aria's Dialog element: the column of header, body and footer. */
export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: 0,
  outline: 'none',
});

/** The title row: the heading at the inline start, the close button at the inline end. */
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[300],
  paddingBlock: vars.space[400],
  paddingInlineStart: vars.space[600],
  paddingInlineEnd: vars.space[400],
});

/** The title. */
export const title = style({
  margin: 0,
  fontSize: vars.font.size[600],
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

/** The scrolling content. */
export const body = style({
  overflowY: 'auto',
  paddingInline: vars.space[600],
  paddingBlockEnd: vars.space[400],
  fontSize: vars.font.size[300],
  lineHeight: vars.font.lineHeight.normal,
});

/** The row of actions, aligned to the inline end (the left in right-to-left). */
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[200],
  paddingBlock: vars.space[400],
  paddingInline: vars.space[600],
  borderBlockStart: `1px solid ${vars.color.border.default}`,
});
