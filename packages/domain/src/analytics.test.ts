import { describe, expect, it } from 'vitest';
import {
  availabilityTone,
  cartAverage,
  defaultMainProduct,
  conversionRate,
  displayedViews,
  fillMissingDays,
  hasMorePages,
  influencerConversionRate,
  isOutOfStock,
  safeNumber,
  orderStatusLabel,
  orderStatusTone,
  productRowCounts,
  rankBand,
  shouldLoadMore,
  showRevenueTile,
  tableFetchSize,
  visibleFigures,
} from './analytics';
import type { ChartPoint } from './analytics';

describe('safeNumber', () => {
  it.each([
    [5, 5],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%s → %s', (n, expected) => {
    expect(safeNumber(n)).toBe(expected);
  });
});

describe('conversionRate / influencerConversionRate', () => {
  it.each([
    [5, 100, 5],
    [1, 3, 100 / 3],
    [0, 10, 0],
    [3, 0, 0],
    [Number.NaN, 10, 0],
    [3, Number.NaN, 0],
  ])('%s / %s → %s', (c, v, expected) => {
    expect(conversionRate(c, v)).toBeCloseTo(expected);
    expect(influencerConversionRate(c, v)).toBeCloseTo(expected);
  });
});

describe('cartAverage', () => {
  it.each([
    [300, 3, 100],
    [0, 5, 0],
    [300, 0, 0],
    [Number.NaN, 2, 0],
  ])('%s / %s → %s', (r, c, expected) => {
    expect(cartAverage(r, c)).toBe(expected);
  });
});

describe('displayedViews', () => {
  it.each([
    [{ views: 10, checkoutRequests: 3, checkouts: 1 }, 10],
    [{ views: 2, checkoutRequests: 5, checkouts: 1 }, 5],
    [{ views: 0, checkoutRequests: 0, checkouts: 4 }, 4],
    [{ views: Number.NaN, checkoutRequests: 0, checkouts: 0 }, 0],
  ])('%o → %s', (v, expected) => {
    expect(displayedViews(v)).toBe(expected);
  });
});

describe('productRowCounts', () => {
  it.each([
    [
      { view: 10, add: 4, buy: 2 },
      { views: 10, adds: 4, buys: 2 },
    ],
    [
      { view: 1, add: 2, buy: 3 },
      { views: 3, adds: 3, buys: 3 },
    ],
    [
      { view: 1, add: 5, buy: 0 },
      { views: 5, adds: 5, buys: 0 },
    ],
  ])('%o → %o', (row, expected) => {
    expect(productRowCounts(row)).toEqual(expected);
  });
});

describe('visibleFigures', () => {
  const b = {
    checkouts: 10,
    revenue: 500,
    influencerAttributedCheckouts: 3,
    influencerAttributedRevenue: 120,
  };
  it.each([
    [true, { sales: 10, revenue: 500 }],
    [false, { sales: 3, revenue: 120 }],
  ])('admin %s → %o', (isAdmin, expected) => {
    expect(visibleFigures(isAdmin, b)).toEqual(expected);
  });
});

describe('showRevenueTile', () => {
  it.each([
    [999.99, false],
    [1000, true],
    [5000, true],
    [Number.NaN, false],
  ])('%s → %s', (r, expected) => {
    expect(showRevenueTile(r)).toBe(expected);
  });
});

describe('rankBand', () => {
  it.each([
    [0, 'red'],
    [20, 'red'],
    [21, 'lightBlue'],
    [40, 'lightBlue'],
    [41, 'amber'],
    [60, 'amber'],
    [61, 'orange'],
    [80, 'orange'],
    [81, 'green'],
    [100, 'green'],
    [Number.NaN, 'red'],
  ])('%s → %s', (rank, expected) => {
    expect(rankBand(rank)).toBe(expected);
  });
});

describe('availabilityTone', () => {
  it.each([
    [1, 'green'],
    [0.75, 'green'],
    [0.7499, 'amber'],
    [0.5, 'amber'],
    [0.4999, 'red'],
    [0, 'red'],
    [Number.NaN, 'red'],
  ])('%s → %s', (ratio, expected) => {
    expect(availabilityTone(ratio)).toBe(expected);
  });
});

describe('isOutOfStock', () => {
  it.each([
    [0, true],
    [-2, true],
    [null, true],
    [1, false],
  ])('%s → %s', (q, expected) => {
    expect(isOutOfStock(q)).toBe(expected);
  });
});

describe('orderStatusLabel / orderStatusTone', () => {
  it.each([
    ['paid', 'PAID', 'green'],
    ['PAID', 'PAID', 'green'],
    ['Refunded', 'REFUNDED', 'orange'],
    ['partially_refunded', 'PARTIALLY REFUNDED', 'yellow'],
    ['PARTIALLY_REFUNDED', 'PARTIALLY REFUNDED', 'yellow'],
    ['partially refunded', 'PARTIALLY REFUNDED', 'yellow'],
    ['pending', '', 'yellow'],
    ['', '', 'yellow'],
  ])('%j → %j %s', (status, label, tone) => {
    expect(orderStatusLabel(status)).toBe(label);
    expect(orderStatusTone(status)).toBe(tone);
  });
});

describe('fillMissingDays', () => {
  it('fills gaps with zeros across a month end', () => {
    const points: ChartPoint[] = [
      { date: '2024-01-30', values: { clicks: 3 } },
      { date: '2024-02-01T00:00:00Z', values: { clicks: 1, sales: 2 } },
    ];
    expect(fillMissingDays(points, '2024-01-30', '2024-02-02', ['clicks', 'sales'])).toEqual([
      { date: '2024-01-30', values: { clicks: 3, sales: 0 } },
      { date: '2024-01-31', values: { clicks: 0, sales: 0 } },
      { date: '2024-02-01', values: { clicks: 1, sales: 2 } },
      { date: '2024-02-02', values: { clicks: 0, sales: 0 } },
    ]);
  });
  it('is empty when from is after to', () => {
    expect(fillMissingDays([], '2024-02-02', '2024-02-01', ['clicks'])).toEqual([]);
  });
});

describe('hasMorePages', () => {
  it.each([
    [28, 28, true],
    [27, 28, false],
    [0, 28, false],
    [24, 24, true],
  ])('%s of %s → %s', (n, size, expected) => {
    expect(hasMorePages(n, size)).toBe(expected);
  });
});

describe('defaultMainProduct', () => {
  const top = ['a', 'b', 'c', 'd'];
  it.each([
    [top, 0, 'a'],
    [top, 0.5, 'b'],
    [top, 0.999, 'c'],
    [top, 1, 'c'],
    [['a'], 0.9, 'a'],
    [[], 0.5, null],
    [top, Number.NaN, 'a'],
  ])('%o with %s → %s', (list, r, expected) => {
    expect(defaultMainProduct(list, () => r)).toBe(expected);
  });
});

describe('shouldLoadMore', () => {
  it.each([
    [20, 28, false, false],
    [21, 28, false, true],
    [24, 28, true, false],
    [25, 28, true, true],
    [0, 0, false, false],
  ])('index %s of %s mobile %s → %s', (i, loaded, mobile, expected) => {
    expect(shouldLoadMore(i, loaded, mobile)).toBe(expected);
  });
});

describe('tableFetchSize', () => {
  it.each([
    [5, 10],
    [20, 40],
    [0, 2],
    [Number.NaN, 2],
  ])('%s → %s', (size, expected) => {
    expect(tableFetchSize(size)).toBe(expected);
  });
});
