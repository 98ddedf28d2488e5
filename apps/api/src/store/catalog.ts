/**
 * Catalogue reads of the demo store in the contract's shapes: products (with stock and variant
 * availability from their variants), collections. Also used by other modules (links, public pages,
 * shopboard, Magic Store) to answer products by id.
 */
import type {
  collection as collectionSchema,
  product as productSchema,
} from '@shoppable/api-contract';
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type * as v from 'valibot';
import type { Db } from '../db/client';
import { businesses } from '../db/schema';
import { collectionProducts, collections, products, variants } from '../db/store.schema';
import { ApiError } from '../http';

/** A product as the contract answers it. */
export type ProductOut = v.InferOutput<typeof productSchema>;
/** A collection as the contract answers it. */
export type CollectionOut = v.InferOutput<typeof collectionSchema>;

/** The product search page size (content.md §9). */
export const PRODUCT_PAGE_SIZE = 50;

type ProductRow = typeof products.$inferSelect;

/** Stock per product of a business: total quantity, and variants in stock out of all. */
function stockOf(db: Db, businessId: string) {
  return db
    .select({
      productId: variants.productId,
      total: sql<number>`coalesce(sum(${variants.stock}), 0)::int`.as('total'),
      inStock: sql<number>`count(*) filter (where ${variants.stock} > 0)::int`.as('in_stock'),
      count: sql<number>`count(*)::int`.as('variant_count'),
      minPrice: sql<number | null>`min(${variants.price})`.as('min_price'),
    })
    .from(variants)
    .where(eq(variants.businessId, businessId))
    .groupBy(variants.productId)
    .as('stock');
}

/** A business's products joined with their stock figures; `stock` is there for conditions on them. */
function productsWithStock(db: Db, businessId: string) {
  const stock = stockOf(db, businessId);
  const select = db
    .select({
      product: products,
      total: stock.total,
      inStock: stock.inStock,
      count: stock.count,
      minPrice: stock.minPrice,
    })
    .from(products)
    .leftJoin(stock, eq(stock.productId, products.id));
  return { stock, select };
}

/** The store domain of a business (product and collection URLs), or null without a store. */
export async function storeDomainOf(db: Db, businessId: string): Promise<string | null> {
  const [row] = await db
    .select({ domain: businesses.storeDomain, connected: businesses.storeConnected })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  return row?.connected ? (row.domain ?? null) : null;
}

/** The stock figures of one product: units in stock, variants in stock out of all, lowest price. */
export interface StockFigures {
  total: number;
  inStock: number;
  count: number;
  minPrice: number | null;
}

/** The stock figures of a product from its variant rows (what `stockOf` sums in SQL). */
export function stockFromVariants(
  rowVariants: readonly { stock: number; price: number }[],
): StockFigures {
  return {
    total: rowVariants.reduce((sum, variant) => sum + variant.stock, 0),
    inStock: rowVariants.filter((variant) => variant.stock > 0).length,
    count: rowVariants.length,
    minPrice:
      rowVariants.length === 0 ? null : Math.min(...rowVariants.map((variant) => variant.price)),
  };
}

/** The storefront's base URL for a store domain (`https://{domain}`; a placeholder without one). */
const storefrontBase = (storeDomain: string | null) => `https://${storeDomain ?? 'store.invalid'}`;

/**
 * One product row in the contract's shape, with its stock figures (none: no variants) and the
 * storefront's base URL (`https://{host}`) its `url` starts with.
 */
export function productOut(row: ProductRow, stock: StockFigures | null, base: string): ProductOut {
  const count = stock?.count ?? 0;
  return {
    inventory_id: row.inventoryId,
    product_id: row.id,
    title: row.title,
    handle: row.handle,
    image: row.imageUrl ? { src: row.imageUrl } : null,
    product_status: row.status,
    total_quantity: stock?.total ?? 0,
    url: `${base}/products/${row.handle}`,
    selling_score: row.sellingScore,
    variant_availability_ratio: count ? Math.round(((stock?.inStock ?? 0) / count) * 100) / 100 : 0,
    options: row.options.map((o) => ({ name: o.name, position: o.position, values: o.values })),
    price: stock?.minPrice ?? null,
  };
}

/** The stock figures of a row joined with `stockOf` (null: the product has no variants). */
function joinedStock(row: {
  total: number | null;
  inStock: number | null;
  count: number | null;
  minPrice: number | null;
}): StockFigures | null {
  if (row.total === null || row.inStock === null || row.count === null) return null;
  return { total: row.total, inStock: row.inStock, count: row.count, minPrice: row.minPrice };
}

/** Products of a business by product id (or inventory id), in the order of `ids`; unknown ids are skipped. */
export async function productsByIds(
  db: Db,
  businessId: string,
  ids: readonly string[],
  by: 'product' | 'inventory' = 'product',
): Promise<ProductOut[]> {
  if (ids.length === 0) return [];
  const column = by === 'product' ? products.id : products.inventoryId;
  const [rows, domain] = await Promise.all([
    productsWithStock(db, businessId).select.where(
      and(eq(products.businessId, businessId), inArray(column, [...ids])),
    ),
    storeDomainOf(db, businessId),
  ]);
  const byKey = new Map(
    rows.map((r) => [
      by === 'product' ? r.product.id : r.product.inventoryId,
      productOut(r.product, joinedStock(r), storefrontBase(domain)),
    ]),
  );
  return ids.flatMap((key) => byKey.get(key) ?? []);
}

/** The search of GET /admin/v1/products/search. */
export interface ProductSearch {
  q?: string | undefined;
  count?: number | undefined;
  next?: string | undefined;
  activeOnly?: boolean | undefined;
  includeOutOfStock?: boolean | undefined;
  searchTags?: boolean | undefined;
  preferredIds?: string[] | undefined;
}

/** Escapes `%`, `_` and `\` for an ILIKE pattern. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** An ORDER BY term putting `ids` first, in their order (nothing when there are none). */
function preferredFirst(ids: string[], column: AnyPgColumn): SQL[] {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return [sql`coalesce(array_position(ARRAY[${list}]::text[], ${column}), 2147483647)`];
}

/** The offset a `next` cursor holds (the cursor is the offset as text). */
function offsetOf(next: string | undefined): number {
  if (next === undefined || next === '') return 0;
  if (!/^\d{1,9}$/.test(next)) throw new ApiError(400, 'Invalid query: "next" is not a cursor');
  return Number(next);
}

/**
 * Product search (content.md §7): title or handle contains `q` (and the tags with `searchTags`),
 * drafts left out with `activeOnly`, sold-out products left out when `includeOutOfStock` is false,
 * preferred ids first, then the store's order; pages of 50 by the `next` cursor.
 */
export async function searchProducts(db: Db, businessId: string, search: ProductSearch) {
  const domain = await storeDomainOf(db, businessId);
  if (domain === null) return { products: [], next: null };
  const size = Math.min(Math.max(search.count ?? PRODUCT_PAGE_SIZE, 1), PRODUCT_PAGE_SIZE);
  const offset = offsetOf(search.next);
  const { stock, select } = productsWithStock(db, businessId);
  const conditions: SQL[] = [eq(products.businessId, businessId)];
  const q = search.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    const text = [ilike(products.title, pattern), ilike(products.handle, pattern)];
    if (search.searchTags) text.push(sql`${products.tags}::text ilike ${pattern}`);
    conditions.push(or(...text)!);
  }
  if (search.activeOnly) conditions.push(eq(products.status, 'active'));
  if (search.includeOutOfStock === false) conditions.push(sql`coalesce(${stock.total}, 0) > 0`);
  const preferred = (search.preferredIds ?? []).filter(Boolean);
  const order = [...preferredFirst(preferred, products.id), asc(products.position)];
  const rows = await select
    .where(and(...conditions))
    .orderBy(...order)
    .limit(size + 1)
    .offset(offset);
  const page = rows.slice(0, size);
  return {
    products: page.map((r) => productOut(r.product, joinedStock(r), storefrontBase(domain))),
    next: rows.length > size ? String(offset + size) : null,
  };
}

/** Collection search (content.md §7): title contains `q`, preferred ids first, paged by skip. */
export async function searchCollections(
  db: Db,
  businessId: string,
  search: {
    q?: string | undefined;
    count?: number | undefined;
    skip?: number | undefined;
    preferredIds?: string[] | undefined;
  },
) {
  const domain = await storeDomainOf(db, businessId);
  if (domain === null) return { collections: [], next_skip: null };
  const size = Math.min(Math.max(search.count ?? PRODUCT_PAGE_SIZE, 1), PRODUCT_PAGE_SIZE);
  const skip = search.skip ?? 0;
  const counts = db
    .select({
      collectionId: collectionProducts.collectionId,
      n: sql<number>`count(*)::int`.as('n'),
    })
    .from(collectionProducts)
    .groupBy(collectionProducts.collectionId)
    .as('counts');
  const conditions: SQL[] = [eq(collections.businessId, businessId)];
  const q = search.q?.trim();
  if (q) conditions.push(ilike(collections.title, likePattern(q)));
  const preferred = (search.preferredIds ?? []).filter(Boolean);
  const order = [...preferredFirst(preferred, collections.id), asc(collections.position)];
  const rows = await db
    .select({ collection: collections, n: counts.n })
    .from(collections)
    .leftJoin(counts, eq(counts.collectionId, collections.id))
    .where(and(...conditions))
    .orderBy(...order)
    .limit(size + 1)
    .offset(skip);
  return {
    collections: rows.slice(0, size).map((r) => collectionOut(r.collection, r.n ?? 0, domain)),
    next_skip: rows.length > size ? skip + size : null,
  };
}

/** One collection row in the contract's shape. */
export function collectionOut(
  row: typeof collections.$inferSelect,
  productsCount: number,
  storeDomain: string | null,
): CollectionOut {
  return {
    collection_id: row.id,
    title: row.title,
    images: row.imageUrl ? { medium: { src: row.imageUrl } } : null,
    products_count: productsCount,
    description: row.description,
    url: `${storefrontBase(storeDomain)}/collections/${row.handle}`,
  };
}

/** Ids among `ids` that are not products (or collections) of the business. */
export async function unknownIds(
  db: Db,
  businessId: string,
  kind: 'product' | 'collection',
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const table = kind === 'product' ? products : collections;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.businessId, businessId), inArray(table.id, [...ids])));
  const known = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}
