import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

/** The height of one body row, set by the component from `rowHeight` / `phoneRowHeight`. */
export const rowHeightVar = createVar();
/** The height of one body row below the phone breakpoint. */
export const phoneRowHeightVar = createVar();
/** How many rows show before the body scrolls. */
export const visibleRowsVar = createVar();

const headerHeight = '40px';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[300],
  minInlineSize: 0,
});

/** The scroll area: the header plus the visible rows, scrolling beyond. */
export const scroller = style({
  maxBlockSize: `calc(${headerHeight} + ${visibleRowsVar} * ${rowHeightVar} + 2px)`,
  overflow: 'auto',
  borderRadius: vars.radius.lg,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border.default,
  backgroundColor: vars.color.bg.surface,
  '@media': {
    'screen and (max-width: 999.98px)': {
      maxBlockSize: `calc(${headerHeight} + ${visibleRowsVar} * ${phoneRowHeightVar} + 2px)`,
    },
  },
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size[300],
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: -2 },
  },
});

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 1,
  backgroundColor: vars.color.bg.surfaceSunken,
});

export const column = recipe({
  base: {
    blockSize: headerHeight,
    paddingInline: vars.space[300],
    textAlign: 'start',
    fontSize: vars.font.size[200],
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.subdued,
    whiteSpace: 'nowrap',
    outline: 'none',
    selectors: {
      '&[data-allows-sorting]': { cursor: 'pointer' },
      '&[data-hovered][data-allows-sorting]': { color: vars.color.text.default },
      '&[data-focus-visible]': {
        outline: `2px solid ${vars.color.border.focus}`,
        outlineOffset: -2,
      },
    },
  },
  variants: {
    align: { start: { textAlign: 'start' }, end: { textAlign: 'end' } },
  },
  defaultVariants: { align: 'start' },
});

export const columnContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[100],
});

/** The sort arrow: hidden until the column is sorted, pointing down when descending. */
export const sortIcon = style({
  inlineSize: 12,
  blockSize: 12,
  flexShrink: 0,
  visibility: 'hidden',
  transition: `transform ${vars.motion.dialog} ${vars.motion.easing}`,
  selectors: {
    '[data-sort-direction] &': { visibility: 'visible', color: vars.color.text.default },
    '[data-sort-direction="descending"] &': { transform: 'rotate(180deg)' },
  },
});

export const row = style({
  blockSize: rowHeightVar,
  borderBlockStartWidth: 1,
  borderBlockStartStyle: 'solid',
  borderBlockStartColor: vars.color.border.default,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.bg.surfaceSunken },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: -2 },
    '&[data-href], &[data-action]': { cursor: 'pointer' },
  },
  '@media': { 'screen and (max-width: 999.98px)': { blockSize: phoneRowHeightVar } },
});

export const cell = recipe({
  base: {
    paddingInline: vars.space[300],
    paddingBlock: vars.space[200],
    color: vars.color.text.default,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': {
        outline: `2px solid ${vars.color.border.focus}`,
        outlineOffset: -2,
      },
    },
  },
  variants: {
    align: {
      start: { textAlign: 'start' },
      end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
    },
  },
  defaultVariants: { align: 'start' },
});

/** The empty, loading and error states in the body, as high as the visible rows. */
export const state = style({
  blockSize: `calc(${visibleRowsVar} * ${rowHeightVar})`,
  paddingInline: vars.space[400],
  textAlign: 'center',
  color: vars.color.text.subdued,
  '@media': {
    'screen and (max-width: 999.98px)': {
      blockSize: `calc(${visibleRowsVar} * ${phoneRowHeightVar})`,
    },
  },
});

export const stateContent = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[300],
});

export const errorText = style({ margin: 0, color: vars.color.critical.fg });

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space[200],
});

export const pageStatus = style({
  fontSize: vars.font.size[200],
  color: vars.color.text.subdued,
  fontVariantNumeric: 'tabular-nums',
});

/** Chevrons point along the reading direction: mirrored right-to-left. */
export const chevron = style({ inlineSize: 16, blockSize: 16 });

globalStyle(`[dir="rtl"] ${chevron}`, { transform: 'scaleX(-1)' });

/** The error strip under a table whose next rows failed to load. */
export const alert = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[300],
  paddingBlock: vars.space[200],
  paddingInline: vars.space[300],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.critical.bg,
  color: vars.color.critical.fg,
});
