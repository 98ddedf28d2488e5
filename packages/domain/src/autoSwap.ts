/**
 * Auto swap (platform.md §Settings): with the merchant's setting on, a sold-out product of an
 * Instant is shown as its best in-stock alternative from the same store's catalog.
 */

/** A product of the store's catalog as the swap rules read it. */
export interface SwapCandidate {
  /** The store's inventory id (what links name). */
  inventoryId: string;
  /** The product's title. */
  title: string;
  /** The store's status: only `active` products are offered as alternatives. */
  status?: string | null;
  /** The product's price (its cheapest variant's), or null when unknown. */
  price: number | null;
  /** The store's 0–100 selling score, higher sells better; null when unknown. */
  sellingScore: number | null;
  /** The ids of the collections holding the product. */
  collectionIds: readonly string[];
  /** Units in stock per variant. */
  variants: readonly { stock: number }[];
}

/** One sold-out product of a link and the product shown instead of it. */
export interface Swap {
  /** The sold-out product's inventory id. */
  soldOut: string;
  /** The alternative's inventory id. */
  alternative: string;
}

/**
 * Whether a product is sold out: every variant is out of stock. A product without variants has
 * nothing to sell, so it counts as sold out too.
 */
export function isSoldOut(product: { variants: readonly { stock: number }[] }): boolean {
  return product.variants.every((variant) => variant.stock <= 0);
}

/** Orders candidates for `soldOut`: negative when `a` is the better alternative. */
function compareAlternatives(soldOut: SwapCandidate, a: SwapCandidate, b: SwapCandidate): number {
  const collections = new Set(soldOut.collectionIds);
  const shares = (c: SwapCandidate) => c.collectionIds.some((id) => collections.has(id));
  if (shares(a) !== shares(b)) return shares(a) ? -1 : 1;
  // An unknown price is farther than any known one, so known prices win the second rule.
  const distance = (c: SwapCandidate) =>
    soldOut.price === null || c.price === null
      ? Number.POSITIVE_INFINITY
      : Math.abs(c.price - soldOut.price);
  const da = distance(a);
  const db = distance(b);
  if (da !== db) return da < db ? -1 : 1;
  const sa = a.sellingScore ?? Number.NEGATIVE_INFINITY;
  const sb = b.sellingScore ?? Number.NEGATIVE_INFINITY;
  if (sa !== sb) return sa > sb ? -1 : 1;
  // The inventory id decides last, so the same catalog always gives the same answer.
  return a.inventoryId < b.inventoryId ? -1 : a.inventoryId > b.inventoryId ? 1 : 0;
}

/**
 * The best in-stock alternative to `soldOut` in `catalog`: an active product in stock, sharing
 * one of its collections first, then the closest in price, then the higher selling score, then
 * the smaller inventory id. Products in `exclude` (already on the page) are never chosen. Null
 * when nothing is in stock.
 */
export function bestAlternative(
  soldOut: SwapCandidate,
  catalog: readonly SwapCandidate[],
  exclude: ReadonlySet<string> = new Set(),
): SwapCandidate | null {
  let best: SwapCandidate | null = null;
  for (const candidate of catalog) {
    if (candidate.inventoryId === soldOut.inventoryId || exclude.has(candidate.inventoryId)) {
      continue;
    }
    if ((candidate.status ?? 'active') !== 'active' || isSoldOut(candidate)) continue;
    if (best === null || compareAlternatives(soldOut, candidate, best) < 0) best = candidate;
  }
  return best;
}

/**
 * The swaps of a page's products, in their order: each sold-out product gets its best
 * alternative, never one already on the page nor one given to an earlier sold-out product, so a
 * page never shows the same product twice. Sold-out products with no alternative are left out
 * (the page keeps them, marked sold out).
 */
export function planSwaps(
  pageProducts: readonly SwapCandidate[],
  catalog: readonly SwapCandidate[],
): Swap[] {
  const taken = new Set(pageProducts.map((p) => p.inventoryId));
  const swaps: Swap[] = [];
  for (const product of pageProducts) {
    if (!isSoldOut(product)) continue;
    const alternative = bestAlternative(product, catalog, taken);
    if (!alternative) continue;
    taken.add(alternative.inventoryId);
    swaps.push({ soldOut: product.inventoryId, alternative: alternative.inventoryId });
  }
  return swaps;
}

/** The link event a page answered with a swap is counted under (the link's explained counts). */
export const SWAP_EVENT = 'product_swapped';
