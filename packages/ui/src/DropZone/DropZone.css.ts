import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** The dashed area, over react-aria DropZone's `data-drop-target`, `data-focus-visible`, `data-disabled`. */
export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[200],
  minBlockSize: 160,
  padding: vars.space[600],
  borderRadius: vars.radius.lg,
  border: `2px dashed ${vars.color.border.strong}`,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.text.default,
  textAlign: 'center',
  outline: 'none',
  transition: `background-color ${vars.motion.dialog} ${vars.motion.easing}`,
  selectors: {
    '&[data-drop-target]': {
      borderColor: vars.color.brand.primary,
      backgroundColor: vars.color.info.bg,
    },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: 2,
    },
    '&[data-disabled]': { borderStyle: 'solid', backgroundColor: vars.color.bg.surfaceSunken },
  },
});

/** The upload arrow above the prompt. */
export const icon = style({ inlineSize: 28, blockSize: 28, color: vars.color.text.subdued });

/** The prompt and the browse button on one line. */
export const prompt = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[100],
  fontSize: vars.font.size[300],
});

/** The accepted types and the size limit. */
export const limits = style({ fontSize: vars.font.size[200], color: vars.color.text.subdued });

/** The message naming the refused files. */
export const message = style({
  fontSize: vars.font.size[200],
  color: vars.color.critical.fg,
  selectors: { '&:empty': { display: 'none' } },
});
