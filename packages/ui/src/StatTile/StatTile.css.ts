import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

/**
 * The value's size: 24 px, smaller in a narrow tile (a phone's two columns) so that a figure such
 * as "$13,656.87" stays on one line instead of breaking inside the number.
 */
const valueSize = `min(${vars.font.size[700]}, 14cqi)`;

/** The value's line, which its skeleton takes while it loads (no shift when the figure arrives). */
export const valueLine = `calc(${valueSize} * ${vars.font.lineHeight.tight})`;

export const tile = style({
  // The value's size follows the tile's width (`cqi`).
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[200],
  minInlineSize: 0,
  paddingBlock: vars.space[400],
  paddingInline: vars.space[400],
  borderRadius: vars.radius.lg,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border.default,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.text.default,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[100],
  minBlockSize: 28,
});

export const label = style({
  margin: 0,
  fontSize: vars.font.size[200],
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.subdued,
});

export const value = style({
  margin: 0,
  fontSize: valueSize,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const delta = recipe({
  base: { margin: 0, fontSize: vars.font.size[200], fontWeight: vars.font.weight.medium },
  variants: {
    tone: {
      positive: { color: vars.color.success.fg },
      negative: { color: vars.color.critical.fg },
      neutral: { color: vars.color.text.subdued },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

/** The round "i" that opens the description. */
export const infoIcon = style({ inlineSize: 16, blockSize: 16 });
