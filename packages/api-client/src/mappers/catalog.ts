import type { WireCollection, WireProduct, WireSelectedOptions } from './wire';

/** Chosen options per inventory id: option name to value (same shape on both sides). */
export type SelectedOptions = Record<string, Record<string, string>>;

/** A product option: name, position and values. */
export interface ProductOption {
  name: string;
  position: number;
  values: string[];
}

/**
 * A product as the pickers and the link form use it (content.md §3 "Product ... Client form"):
 * `id`, `title`, `imageUrl`, `url`, `selectedOptions`, `variantAvailabilityRatio`,
 * `sellingScore`, plus what the screens read besides (product id, handle, status, stock, options).
 */
export interface Product {
  /** The inventory id (wire `inventory_id`): what link payloads and selected options key on. */
  id: string;
  /** The store's product id (wire `product_id`). */
  productId: string;
  title: string;
  handle: string;
  /** The image's `src`, `null` without an image. */
  imageUrl: string | null;
  url: string;
  /** Wire `product_status` (draft or unpublished are flagged by the screens). */
  status: string;
  /** Wire `total_quantity` (<= 0 is out of stock). */
  totalQuantity: number;
  /** `null` when the server sends none. */
  sellingScore: number | null;
  /** `null` when the server sends none. */
  variantAvailabilityRatio: number | null;
  options: ProductOption[];
  /** The options chosen for this product (empty until the user picks). */
  selectedOptions: Record<string, string>;
}

/**
 * A product from the wire; `selectedOptions` are taken from the link's or post's
 * `selected_options` for this inventory id when given.
 */
export function productFromWire(wire: WireProduct, selected?: WireSelectedOptions | null): Product {
  return {
    id: wire.inventory_id,
    productId: wire.product_id,
    title: wire.title,
    handle: wire.handle,
    imageUrl: wire.image?.src ?? null,
    url: wire.url,
    status: wire.product_status,
    totalQuantity: wire.total_quantity,
    sellingScore: wire.selling_score ?? null,
    variantAvailabilityRatio: wire.variant_availability_ratio ?? null,
    options: wire.options.map((o) => ({
      name: o.name,
      position: o.position,
      values: [...o.values],
    })),
    selectedOptions: { ...(selected?.[wire.inventory_id] ?? {}) },
  };
}

/** A collection with its client names (content.md §3 "Collection"). */
export interface Collection {
  /** Wire `collection_id`. */
  id: string;
  title: string;
  /** `images.medium.src`, `null` without an image. */
  image: string | null;
  /** Wire `products_count`. */
  productsCount: number;
  /** '' when the server sends none. */
  description: string;
  url: string;
}

/** A collection from the wire. */
export function collectionFromWire(wire: WireCollection): Collection {
  return {
    id: wire.collection_id,
    title: wire.title,
    image: wire.images?.medium?.src ?? null,
    productsCount: wire.products_count,
    description: wire.description ?? '',
    url: wire.url,
  };
}
