import { describe, expect, it } from 'vitest';
import { bestAlternative, isSoldOut, planSwaps, type SwapCandidate } from './autoSwap';

const product = (overrides: Partial<SwapCandidate> & { inventoryId: string }): SwapCandidate => ({
  title: overrides.inventoryId,
  status: 'active',
  price: 40,
  sellingScore: 50,
  collectionIds: [],
  variants: [{ stock: 3 }],
  ...overrides,
});

const soldOut = product({
  inventoryId: 'sold',
  price: 40,
  collectionIds: ['tops'],
  variants: [{ stock: 0 }, { stock: 0 }],
});

describe('isSoldOut', () => {
  it('is sold out only when every variant is out of stock', () => {
    expect(isSoldOut({ variants: [{ stock: 0 }, { stock: -1 }] })).toBe(true);
    expect(isSoldOut({ variants: [{ stock: 0 }, { stock: 1 }] })).toBe(false);
  });

  it('counts a product without variants as sold out: it has nothing to sell', () => {
    expect(isSoldOut({ variants: [] })).toBe(true);
  });
});

describe('bestAlternative', () => {
  it('prefers a product of the same collection over a closer price elsewhere', () => {
    const catalog = [
      product({ inventoryId: 'elsewhere', price: 40, collectionIds: ['pants'] }),
      product({ inventoryId: 'same', price: 90, collectionIds: ['tops'] }),
    ];
    expect(bestAlternative(soldOut, catalog)?.inventoryId).toBe('same');
  });

  it('then prefers the closest price, above or below', () => {
    const catalog = [
      product({ inventoryId: 'far', price: 10 }),
      product({ inventoryId: 'close', price: 43 }),
      product({ inventoryId: 'unknown', price: null }),
    ];
    expect(bestAlternative(soldOut, catalog)?.inventoryId).toBe('close');
  });

  it('then the higher selling score', () => {
    const catalog = [
      product({ inventoryId: 'low', price: 45, sellingScore: 20 }),
      product({ inventoryId: 'high', price: 35, sellingScore: 80 }),
      product({ inventoryId: 'none', price: 45, sellingScore: null }),
    ];
    expect(bestAlternative(soldOut, catalog)?.inventoryId).toBe('high');
  });

  it('breaks a full tie by inventory id, whatever the catalog order', () => {
    const a = product({ inventoryId: 'a' });
    const b = product({ inventoryId: 'b' });
    expect(bestAlternative(soldOut, [b, a])?.inventoryId).toBe('a');
    expect(bestAlternative(soldOut, [a, b])?.inventoryId).toBe('a');
  });

  it('never offers a sold-out, draft, excluded or the same product', () => {
    const catalog = [
      soldOut,
      product({ inventoryId: 'empty', variants: [{ stock: 0 }] }),
      product({ inventoryId: 'draft', status: 'draft' }),
      product({ inventoryId: 'onPage' }),
      product({ inventoryId: 'ok', price: 400 }),
    ];
    expect(bestAlternative(soldOut, catalog, new Set(['onPage']))?.inventoryId).toBe('ok');
  });

  it('is null when nothing is in stock', () => {
    const catalog = [soldOut, product({ inventoryId: 'empty', variants: [{ stock: 0 }] })];
    expect(bestAlternative(soldOut, catalog)).toBeNull();
    expect(bestAlternative(soldOut, [])).toBeNull();
  });
});

describe('planSwaps', () => {
  it('swaps only sold-out products, never to a product already on the page or given before', () => {
    const inStock = product({ inventoryId: 'kept', price: 40, collectionIds: ['tops'] });
    const second = product({ inventoryId: 'sold2', price: 40, variants: [{ stock: 0 }] });
    const catalog = [
      inStock,
      soldOut,
      second,
      product({ inventoryId: 'alt1', price: 41 }),
      product({ inventoryId: 'alt2', price: 42 }),
    ];
    expect(planSwaps([inStock, soldOut, second], catalog)).toEqual([
      { soldOut: 'sold', alternative: 'alt1' },
      { soldOut: 'sold2', alternative: 'alt2' },
    ]);
  });

  it('leaves a sold-out product without an alternative out of the swaps', () => {
    expect(planSwaps([soldOut], [soldOut])).toEqual([]);
  });
});
