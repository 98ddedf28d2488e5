import { previewSwaps, soldOutLinks, type EndpointResponse } from '@shoppable/api-contract';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../transport';
import { queryKeys } from './keys';

/** A link that shows sold-out products, with client names. */
export interface SoldOutLink {
  /** The link's id. */
  linkId: string;
  /** An Instant (`LOOK`) or a short (`SHORT`). */
  linkType: 'LOOK' | 'SHORT';
  /** What the merchant recognises it by, or null when it has no name. */
  name: string | null;
  /** Its sold-out products, in the link's order. */
  soldOut: { inventoryId: string; title: string }[];
}

/** The links of a business that show sold-out products, and whether auto swap is on. */
export interface SoldOutLinks {
  /** Auto swap shows shoppers an in-stock alternative in place of a sold-out product. */
  autoSwapEnabled: boolean;
  /** How many links show a sold-out product, beyond those listed too. */
  total: number;
  /** The newest of them (`SOLD_OUT_LINKS_LISTED` at most). */
  links: SoldOutLink[];
}

/** The wire answer in client names. */
export function soldOutLinksFromWire(wire: EndpointResponse<typeof soldOutLinks>): SoldOutLinks {
  return {
    autoSwapEnabled: wire.auto_swap_enabled,
    total: wire.total,
    links: wire.links.map((link) => ({
      linkId: link.link_id,
      linkType: link.link_type,
      name: link.name,
      soldOut: link.sold_out.map((p) => ({ inventoryId: p.inventory_id, title: p.title })),
    })),
  };
}

/**
 * The business's open Instants and shorts that show sold-out products (admins only), under
 * `['stock', businessId, 'soldOutLinks']`; a settings save drops it, since auto swap may change.
 */
export function soldOutLinksQueryOptions(client: ApiClient, businessId: string) {
  return queryOptions({
    queryKey: queryKeys.stock.soldOutLinks(businessId),
    queryFn: async ({ signal }): Promise<SoldOutLinks> =>
      soldOutLinksFromWire(await client.request(soldOutLinks, { params: { businessId }, signal })),
  });
}

/**
 * What a draft's products would show on the public page now (wire names, as the public page's
 * `products` and `swaps`, which link-preview reads): with auto swap on, a sold-out product's
 * alternative in its place.
 */
export type SwapPreview = EndpointResponse<typeof previewSwaps>;

/**
 * The swap preview of `inventoryIds` (the link editor's products, 1 to 15), under
 * `['stock', businessId, { swaps }]`; a settings save drops it, since auto swap may change.
 */
export function swapPreviewQueryOptions(
  client: ApiClient,
  businessId: string,
  inventoryIds: readonly string[],
) {
  return queryOptions({
    queryKey: queryKeys.stock.swaps(businessId, inventoryIds),
    queryFn: ({ signal }): Promise<SwapPreview> =>
      client.request(previewSwaps, {
        params: { businessId },
        query: { inventory_ids: inventoryIds.join(',') },
        signal,
      }),
  });
}
