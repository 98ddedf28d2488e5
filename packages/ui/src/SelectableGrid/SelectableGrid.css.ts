import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** The number of columns on desktop, set by the component. */
export const columnsVar = createVar();

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[300] });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${columnsVar}, minmax(0, 1fr))`,
  gap: vars.space[300],
  outline: 'none',
  '@media': {
    'screen and (max-width: 999.98px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const tile = style({
  position: 'relative',
  minInlineSize: 0,
  padding: vars.space[100],
  borderRadius: vars.radius.md,
  borderWidth: 2,
  borderStyle: 'solid',
  borderColor: 'transparent',
  backgroundColor: vars.color.bg.surface,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.bg.surfaceSunken },
    '&[data-selected]': { borderColor: vars.color.brand.primary },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: 2,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

/** The round tick in the tile's top corner (the end side), filled when selected. */
export const tick = style({
  position: 'absolute',
  insetBlockStart: vars.space[200],
  insetInlineEnd: vars.space[200],
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: 22,
  blockSize: 22,
  borderRadius: vars.radius.full,
  borderWidth: 2,
  borderStyle: 'solid',
  borderColor: vars.color.border.strong,
  backgroundColor: vars.color.bg.surface,
  color: 'transparent',
  selectors: {
    '[data-selected] &': {
      borderColor: vars.color.brand.primary,
      backgroundColor: vars.color.brand.primary,
      color: vars.color.brand.onPrimary,
    },
  },
});

export const status = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[300],
  minBlockSize: 24,
  fontSize: vars.font.size[200],
  color: vars.color.text.subdued,
});

export const alert = style({
  selectors: {
    '&:not(:empty)': {
      paddingBlock: vars.space[100],
      paddingInline: vars.space[300],
      borderRadius: vars.radius.md,
      backgroundColor: vars.color.warning.bg,
      color: vars.color.warning.fg,
      fontWeight: vars.font.weight.medium,
    },
  },
});
