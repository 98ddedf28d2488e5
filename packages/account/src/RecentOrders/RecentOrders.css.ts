import { PAGE_SIZES, LIMITS } from '@shoppable/domain';
import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

const phone = `screen and (max-width: ${LIMITS.mobileBreakpoint - 1}px)`;
const productHeight = 56;

export const state = style({
  margin: 0,
  paddingBlock: vars.space[600],
  display: 'flex',
  justifyContent: 'center',
  color: vars.color.text.subdued,
});

/** Five rows tall (62 px each, 76 px on phones); the rest scrolls. */
export const scroll = style({
  maxBlockSize: PAGE_SIZES.ordersVisibleRows * LIMITS.ordersRowHeight.desktop,
  overflowY: 'auto',
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}` } },
  '@media': {
    [phone]: { maxBlockSize: PAGE_SIZES.ordersVisibleRows * LIMITS.ordersRowHeight.mobile },
  },
});

export const rows = style({ margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[300],
  minBlockSize: LIMITS.ordersRowHeight.desktop,
  paddingBlock: vars.space[150],
  flexWrap: 'wrap',
  '@media': { [phone]: { minBlockSize: LIMITS.ordersRowHeight.mobile } },
});

export const linkImage = style({
  inlineSize: 40,
  blockSize: 40,
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  flexShrink: 0,
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 160px',
  minInlineSize: 0,
});

export const linkTitle = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weight.medium,
});

export const subdued = style({ color: vars.color.text.subdued, fontSize: vars.font.size[200] });

export const total = style({
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

/** The products of an opened order: three show, more scroll. */
export const products = style({
  margin: 0,
  marginBlockEnd: vars.space[200],
  paddingInline: vars.space[200],
  listStyle: 'none',
  maxBlockSize: PAGE_SIZES.orderProductsBeforeScroll * productHeight,
  overflowY: 'auto',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.bg.surfaceSunken,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}` } },
});

export const product = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[300],
  blockSize: productHeight,
});

export const productImage = style({
  inlineSize: 40,
  blockSize: 40,
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
});

export const productText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minInlineSize: 0,
});

export const productTitle = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const productsState = style({
  margin: 0,
  paddingBlock: vars.space[300],
  color: vars.color.text.subdued,
});

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
