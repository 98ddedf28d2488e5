import {
  searchCollections,
  searchProducts,
  updateCollectionsPreferences,
  updateProductsPreferences,
  type EndpointBody,
  type EndpointResponse,
} from '@shoppable/api-contract';
import { PAGE_SIZES } from '@shoppable/domain';
import { infiniteQueryOptions, useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../transport';
import { queryKeys, type ProductSearchFilter } from './keys';

/** One page of the collection search: collections and `next_skip` (`null` on the last page). */
export type CollectionsPage = EndpointResponse<typeof searchCollections>;
/** The body of the products preferences save: either list may be `null` (left as it is). */
export type ProductsPreferencesPayload = EndpointBody<typeof updateProductsPreferences>;
/** The body of the collections preferences save: each list sent only when present. */
export type CollectionsPreferencesPayload = EndpointBody<typeof updateCollectionsPreferences>;

/** The filter of the collection search. */
export interface CollectionSearchFilter {
  /** The search text; `''` and `undefined` are the same. */
  q?: string;
}

/** Query keys of the catalogue pickers, under their business. */
export const catalogQueryKeys = {
  /** Every collection search of a business: `['collections', businessId]`. */
  collections: (businessId: string) => ['collections', businessId] as const,
  /** One collection search: `['collections', businessId, { q }]`. */
  collectionList: (businessId: string, { q }: CollectionSearchFilter = {}) =>
    ['collections', businessId, { q: q || undefined }] as const,
};

/**
 * The collection search as an infinite query (content.md §7), `PAGE_SIZES.products` (50) per
 * page, paged by the server's `next_skip` (no more pages once it is `null`).
 */
export function collectionsInfiniteQueryOptions(
  client: ApiClient,
  businessId: string,
  filter: CollectionSearchFilter = {},
) {
  const queryKey = catalogQueryKeys.collectionList(businessId, filter);
  const { q } = queryKey[2];
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      client.request(searchCollections, {
        query: { q, count: PAGE_SIZES.products, skip: pageParam },
        signal,
      }),
    getNextPageParam: (lastPage: CollectionsPage) => lastPage.next_skip ?? undefined,
  });
}

/**
 * Saves the promoted and excluded products of the AI preferences (content.md §7
 * `products_preferences`); the session is refetched afterwards so its settings hold them.
 */
export function useUpdateProductsPreferences(client: ApiClient, businessId: string) {
  return useMutation({
    mutationFn: (body: ProductsPreferencesPayload) =>
      client.request(updateProductsPreferences, { params: { businessId }, body }),
    onSuccess: () => client.sessionChanged(),
  });
}

/**
 * Saves the promoted and excluded collections of the AI preferences (DESIGN.md §6
 * `collections_preferences`); the session is refetched afterwards.
 */
export function useUpdateCollectionsPreferences(client: ApiClient, businessId: string) {
  return useMutation({
    mutationFn: (body: CollectionsPreferencesPayload) =>
      client.request(updateCollectionsPreferences, { params: { businessId }, body }),
    onSuccess: () => client.sessionChanged(),
  });
}

/** One page of the product search: products and the `next` cursor (`null` on the last page). */
export type ProductsPage = EndpointResponse<typeof searchProducts>;

/**
 * The product search as an infinite query, `PAGE_SIZES.products` (50) per page, paged by the
 * server's `next` cursor (no more pages once it is `null`), under `['products', businessId, {…}]`.
 */
export function productsInfiniteQueryOptions(
  client: ApiClient,
  businessId: string,
  filter: ProductSearchFilter = {},
) {
  const queryKey = queryKeys.products.list(businessId, filter);
  const { q, activeOnly, includeOutOfStock, includeSearchTags } = queryKey[2];
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      client.request(searchProducts, {
        query: {
          q,
          count: PAGE_SIZES.products,
          next: pageParam ?? undefined,
          product_status: activeOnly ? 'active' : undefined,
          include_out_of_stock: includeOutOfStock,
          include_search_tags: includeSearchTags,
        },
        signal,
      }),
    getNextPageParam: (lastPage: ProductsPage) => lastPage.next || undefined,
  });
}
