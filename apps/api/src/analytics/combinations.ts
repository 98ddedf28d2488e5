/**
 * Market-basket figures over recorded orders (content.md §3 Trends), as pure functions so they can
 * be checked by hand on a small order table. See apps/api/README.md "Trends" for why combinations
 * rank by support and complementary products by confidence.
 */

/** One order: the products on it (a product on several lines counts once). */
export interface BasketOrder {
  productIds: readonly string[];
}

/** A pair of products bought together, `a < b`. */
export interface PairFigures {
  a: string;
  b: string;
  /** Orders holding both products. */
  together: number;
  /** `together` / all orders: how common the pair is. */
  support: number;
  /** `together` × orders / (orders with a × orders with b): above 1 when bought together more than by chance. */
  lift: number;
}

/** A product bought with a main product. */
export interface ComplementFigures {
  productId: string;
  /** Orders holding both. */
  together: number;
  /** `together` / orders holding the main product: the share of its orders that also hold this one (0–1). */
  confidence: number;
}

/** A pair must be bought together in at least this many orders to count as a combination. */
export const MIN_TOGETHER = 2;

function distinctBaskets(orders: readonly BasketOrder[]): string[][] {
  return orders.map((o) => [...new Set(o.productIds)].sort());
}

/** Orders per product. */
function productCounts(baskets: readonly string[][]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const basket of baskets) for (const id of basket) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/**
 * The best combinations: pairs bought together in at least `MIN_TOGETHER` orders, most orders
 * first (support), then the higher lift, then by ids (a stable answer).
 */
export function topPairs(orders: readonly BasketOrder[], limit: number): PairFigures[] {
  const baskets = distinctBaskets(orders);
  const total = baskets.length;
  const counts = productCounts(baskets);
  const together = new Map<string, number>();
  for (const basket of baskets) {
    for (let i = 0; i < basket.length; i += 1) {
      for (let j = i + 1; j < basket.length; j += 1) {
        const key = `${basket[i]}\u0000${basket[j]}`;
        together.set(key, (together.get(key) ?? 0) + 1);
      }
    }
  }
  return rankPairs(
    [...together].map(([key, n]) => {
      const [a, b] = key.split('\u0000') as [string, string];
      return { a, b, together: n };
    }),
    total,
    counts,
    limit,
  );
}

/**
 * Ranks counted pairs as `topPairs` does, from their figures alone: orders holding each pair,
 * all orders and orders per product (what the trend rollups keep). Pairs bought together fewer
 * than `MIN_TOGETHER` times are left out.
 */
export function rankPairs(
  counted: readonly { a: string; b: string; together: number }[],
  total: number,
  counts: ReadonlyMap<string, number>,
  limit: number,
): PairFigures[] {
  const pairs: PairFigures[] = [];
  for (const { a, b, together: n } of counted) {
    if (n < MIN_TOGETHER) continue;
    pairs.push({
      a,
      b,
      together: n,
      support: n / total,
      lift: (n * total) / ((counts.get(a) ?? 1) * (counts.get(b) ?? 1)),
    });
  }
  pairs.sort(
    (x, y) =>
      y.together - x.together ||
      y.lift - x.lift ||
      (x.a < y.a ? -1 : x.a > y.a ? 1 : x.b < y.b ? -1 : x.b > y.b ? 1 : 0),
  );
  return pairs.slice(0, limit);
}

/**
 * The products bought with `productId`: the highest confidence (share of its orders that hold
 * them) first, then by id.
 */
export function complements(
  orders: readonly BasketOrder[],
  productId: string,
  limit: number,
): ComplementFigures[] {
  const mine = distinctBaskets(orders).filter((basket) => basket.includes(productId));
  const together = new Map<string, number>();
  for (const basket of mine) {
    for (const id of basket) if (id !== productId) together.set(id, (together.get(id) ?? 0) + 1);
  }
  return rankComplements(together, mine.length, limit);
}

/**
 * Ranks the products bought with a main product as `complements` does, from the orders holding
 * each of them with it and the orders holding the main product.
 */
export function rankComplements(
  together: ReadonlyMap<string, number>,
  mainOrders: number,
  limit: number,
): ComplementFigures[] {
  return [...together]
    .map(([id, n]) => ({ productId: id, together: n, confidence: n / mainOrders }))
    .sort((x, y) => y.together - x.together || (x.productId < y.productId ? -1 : 1))
    .slice(0, limit);
}
