import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});

/** The live region: a column of toasts at the bottom centre of the viewport. */
export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space[600],
  insetInline: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[200],
  paddingInline: vars.space[400],
  pointerEvents: 'none',
});

/** One toast, by tone. */
export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[200],
    maxInlineSize: 480,
    paddingBlock: vars.space[200],
    paddingInline: vars.space[400],
    borderRadius: vars.radius.md,
    border: '1px solid',
    boxShadow: vars.shadow.md,
    fontSize: vars.font.size[300],
    pointerEvents: 'auto',
    animation: `${slideIn} ${vars.motion.dialog} ${vars.motion.easing}`,
    '@media': {
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  },
  variants: {
    tone: {
      success: {
        backgroundColor: vars.color.success.bg,
        borderColor: vars.color.success.border,
        color: vars.color.success.fg,
      },
      info: {
        backgroundColor: vars.color.info.bg,
        borderColor: vars.color.info.border,
        color: vars.color.info.fg,
      },
      critical: {
        backgroundColor: vars.color.critical.bg,
        borderColor: vars.color.critical.border,
        color: vars.color.critical.fg,
      },
    },
  },
  defaultVariants: { tone: 'success' },
});

/** The tone's icon. */
export const icon = style({ inlineSize: 16, blockSize: 16, flexShrink: 0 });
