import { LIMITS } from '@shoppable/domain';

/** Reads one optional string parameter of the address (router `validateSearch`). */
export function stringParam(search: Record<string, unknown>, name: string): string | undefined {
  const value = search[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A product the Instant editor starts with (`/admin/links/create?products=[…]`). */
export interface PrefillProduct {
  inventoryId: string;
  productId: string;
  title: string;
  imageUrl?: string | null;
}

const text = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max;

/**
 * Reads `products` of the Instant editor's address: the products a new link starts with (a
 * trend's combination, Magic Store's finds), each `{inventoryId, productId, title, imageUrl?}`.
 * Entries that are not such an object are dropped, at most 15 are kept; nothing valid reads as
 * `undefined`. The server checks the ids again when the link is saved.
 */
export function prefillProductsParam(
  search: Record<string, unknown>,
): PrefillProduct[] | undefined {
  const value = search.products;
  if (!Array.isArray(value)) return undefined;
  const products = value.flatMap((entry: unknown): PrefillProduct[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const p = entry as Record<string, unknown>;
    if (!text(p.inventoryId, 200) || !text(p.productId, 200) || !text(p.title, 500)) return [];
    const imageUrl =
      typeof p.imageUrl === 'string' && /^https?:\/\//.test(p.imageUrl) ? p.imageUrl : null;
    return [{ inventoryId: p.inventoryId, productId: p.productId, title: p.title, imageUrl }];
  });
  const unique = products.filter(
    (p, i) => products.findIndex((q) => q.inventoryId === p.inventoryId) === i,
  );
  return unique.length > 0 ? unique.slice(0, LIMITS.linkProducts.max) : undefined;
}

/**
 * Reads `images` of the Instant editor's address: the cover images a new link starts with
 * (Magic Store's media). Only http(s) addresses are kept, at most 10 (an Instant's images are
 * uploaded files); nothing valid reads as `undefined`.
 */
export function prefillImagesParam(search: Record<string, unknown>): string[] | undefined {
  const value = search.images;
  if (!Array.isArray(value)) return undefined;
  const images = value.filter(
    (src: unknown): src is string =>
      typeof src === 'string' && src.length <= 2000 && /^https?:\/\/[^\s]+$/.test(src),
  );
  return images.length > 0 ? [...new Set(images)].slice(0, 10) : undefined;
}
