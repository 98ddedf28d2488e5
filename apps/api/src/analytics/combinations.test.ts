import { describe, expect, it } from 'vitest';
import { complements, topPairs, type BasketOrder } from './combinations';

/**
 * Six orders, checked by hand:
 *   o1 A B C · o2 A B · o3 A B · o4 A C · o5 C D · o6 C D (+ D again on a second line)
 * Orders per product: A 4, B 3, C 4, D 2. Pairs: AB 3, AC 2, BC 1, CD 2.
 */
const orders: BasketOrder[] = [
  { productIds: ['A', 'B', 'C'] },
  { productIds: ['B', 'A'] },
  { productIds: ['A', 'B'] },
  { productIds: ['C', 'A'] },
  { productIds: ['D', 'C'] },
  { productIds: ['C', 'D', 'D'] },
];

describe('topPairs', () => {
  it('ranks pairs by orders holding both, then lift, and drops pairs bought together once', () => {
    expect(topPairs(orders, 10)).toEqual([
      // AB: 3 of 6 orders; lift 3·6 / (4·3) = 1.5
      { a: 'A', b: 'B', together: 3, support: 0.5, lift: 1.5 },
      // CD: 2 of 6; lift 2·6 / (4·2) = 1.5 — above AC for the same support
      { a: 'C', b: 'D', together: 2, support: 2 / 6, lift: 1.5 },
      // AC: 2 of 6; lift 2·6 / (4·4) = 0.75
      { a: 'A', b: 'C', together: 2, support: 2 / 6, lift: 0.75 },
    ]);
  });

  it('keeps the first `limit` pairs', () => {
    expect(topPairs(orders, 1).map((p) => [p.a, p.b])).toEqual([['A', 'B']]);
  });

  it('moves a pair up when it is bought together again', () => {
    const more = [...orders, { productIds: ['C', 'D'] }, { productIds: ['D', 'C'] }];
    // CD: 4 of 8 orders now, above AB's 3; C on 6 orders, D on 4: lift 4·8 / (6·4) = 4/3.
    expect(topPairs(more, 1)).toEqual([{ a: 'C', b: 'D', together: 4, support: 0.5, lift: 4 / 3 }]);
  });

  it('answers nothing without orders', () => {
    expect(topPairs([], 5)).toEqual([]);
  });
});

describe('complements', () => {
  it("scores each product by the share of the main product's orders that hold it", () => {
    // A is on o1–o4: B on 3 of them, C on 2.
    expect(complements(orders, 'A', 5)).toEqual([
      { productId: 'B', together: 3, confidence: 0.75 },
      { productId: 'C', together: 2, confidence: 0.5 },
    ]);
    // D is on o5, o6 (twice on o6, counted once): C on both.
    expect(complements(orders, 'D', 5)).toEqual([{ productId: 'C', together: 2, confidence: 1 }]);
  });

  it('answers nothing for a product never sold', () => {
    expect(complements(orders, 'Z', 5)).toEqual([]);
  });
});
