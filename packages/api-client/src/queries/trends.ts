import {
  complementaryProducts,
  topPerformingProducts,
  topProductCombinations,
  type EndpointResponse,
} from '@shoppable/api-contract';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../transport';

/**
 * A trend item (content.md §3), wire names: `product_id`, `inventory_id` (what a link is created
 * from), `title`, `view`, `add`, `image` and `rank` 0–100.
 */
export type TrendItem = EndpointResponse<typeof topPerformingProducts>[number];

/** A complementary product of a main product and its combination score (0–1: the share of the main product's orders that hold it). */
export type ComplementaryProduct = EndpointResponse<typeof complementaryProducts>[number];

/** A best combination: its products, resolved from the answer's ids, in the answer's order. */
export interface TrendCombination {
  /** A stable key: the product ids joined by `+`. */
  id: string;
  /** The products bought together (ids the answer did not describe are left out). */
  products: TrendItem[];
  /** How many orders hold them all; `null` when the server does not say. */
  ordersTogether: number | null;
}

/** Query keys of the trends (`['trends', businessId, …]`): an order recorded invalidates them all. */
export const trendsQueryKeys = {
  /** Every trends query of a business. */
  all: (businessId: string) => ['trends', businessId] as const,
  /** Top performing products. */
  top: (businessId: string) => ['trends', businessId, 'top'] as const,
  /** Best combinations. */
  combinations: (businessId: string) => ['trends', businessId, 'combinations'] as const,
  /** Complementary products of one main product. */
  complementary: (businessId: string, productId: string) =>
    ['trends', businessId, 'complementary', productId] as const,
};

/** Top performing products, best first (`GET /admin/v1/products/trends/top-performing`). */
export function topPerformingProductsQueryOptions(client: ApiClient, businessId: string) {
  return queryOptions({
    queryKey: trendsQueryKeys.top(businessId),
    queryFn: ({ signal }): Promise<TrendItem[]> =>
      client.request(topPerformingProducts, { signal }),
  });
}

/**
 * The best combinations (`GET /admin/v1/products/trends/top-combinations`), each as its products:
 * the wire's lists of ids resolved against the answer's `products`.
 */
export function topCombinationsQueryOptions(client: ApiClient, businessId: string) {
  return queryOptions({
    queryKey: trendsQueryKeys.combinations(businessId),
    queryFn: async ({ signal }): Promise<TrendCombination[]> =>
      combinationsFromWire(await client.request(topProductCombinations, { signal })),
  });
}

/** The wire's combinations as lists of products; a combination left with fewer than two is dropped. */
export function combinationsFromWire(
  wire: EndpointResponse<typeof topProductCombinations>,
): TrendCombination[] {
  const byId = new Map(wire.products.map((p) => [p.product_id, p]));
  return wire.top_combinations.flatMap((ids, index) => {
    const products = ids.flatMap((id) => {
      const product = byId.get(id);
      return product ? [product] : [];
    });
    const ordersTogether = wire.orders_together?.[index] ?? null;
    return products.length >= 2 ? [{ id: ids.join('+'), products, ordersTogether }] : [];
  });
}

/** The products most often bought with `productId`, with their combination score (`GET …/complementary/{productId}`). */
export function complementaryProductsQueryOptions(
  client: ApiClient,
  businessId: string,
  productId: string,
) {
  return queryOptions({
    queryKey: trendsQueryKeys.complementary(businessId, productId),
    queryFn: ({ signal }): Promise<ComplementaryProduct[]> =>
      client.request(complementaryProducts, { params: { productId }, signal }),
  });
}
