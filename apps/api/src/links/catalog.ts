/**
 * Catalogue reads for links, public pages and checkout: products with their variants by inventory
 * id (mapped by the store's `productOut`, the one product mapper), collections by id, the variant
 * a shopper picked.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { businesses } from '../db/schema';
import { collections, products, variants } from '../db/store.schema';
import { productOut, stockFromVariants, type ProductOut } from '../store/catalog';

type VariantRow = typeof variants.$inferSelect;

/** A product of the store with its variants (price, stock, options). */
export interface CatalogItem {
  product: ProductOut;
  variants: VariantRow[];
}

/** The storefront's base URL (`https://{store domain}`). */
export async function storeBaseUrl(db: Db, businessId: string): Promise<string> {
  const [row] = await db
    .select({ storeDomain: businesses.storeDomain, domain: businesses.domain })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  const host = row?.domain || row?.storeDomain || 'store.example';
  return /^https?:\/\//.test(host) ? host.replace(/\/$/, '') : `https://${host}`;
}

/** Products of a business by inventory id (unknown or foreign ids are absent). */
export async function inventoryItems(
  db: Db,
  businessId: string,
  inventoryIds: readonly string[],
): Promise<Map<string, CatalogItem>> {
  const out = new Map<string, CatalogItem>();
  if (inventoryIds.length === 0) return out;
  const rows = await db
    .select()
    .from(products)
    .where(
      and(eq(products.businessId, businessId), inArray(products.inventoryId, [...inventoryIds])),
    );
  if (rows.length === 0) return out;
  const [variantRows, base] = await Promise.all([
    db
      .select()
      .from(variants)
      .where(
        inArray(
          variants.productId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(variants.productId), asc(variants.position)),
    storeBaseUrl(db, businessId),
  ]);
  for (const row of rows) {
    const own = variantRows.filter((variant) => variant.productId === row.id);
    out.set(row.inventoryId, {
      product: productOut(row, stockFromVariants(own), base),
      variants: own,
    });
  }
  return out;
}

/** Collections of a business by id, with their storefront URL (unknown ids are absent). */
export async function collectionsByIds(
  db: Db,
  businessId: string,
  ids: readonly string[],
): Promise<Map<string, { collection_id: string; title: string; url: string }>> {
  const out = new Map<string, { collection_id: string; title: string; url: string }>();
  if (ids.length === 0) return out;
  const [rows, base] = await Promise.all([
    db
      .select({ id: collections.id, title: collections.title, handle: collections.handle })
      .from(collections)
      .where(and(eq(collections.businessId, businessId), inArray(collections.id, [...ids]))),
    storeBaseUrl(db, businessId),
  ]);
  for (const row of rows) {
    out.set(row.id, {
      collection_id: row.id,
      title: row.title,
      url: `${base}/collections/${row.handle}`,
    });
  }
  return out;
}

/**
 * The variant matching chosen options (every chosen option equal); without chosen options, the
 * first variant. Undefined when options are chosen and no variant has them.
 */
export function pickVariant(
  rowVariants: readonly VariantRow[],
  chosen: Record<string, string> | null | undefined,
): VariantRow | undefined {
  if (chosen && Object.keys(chosen).length > 0) {
    return rowVariants.find((variant) =>
      Object.entries(chosen).every(([name, value]) => variant.selectedOptions[name] === value),
    );
  }
  return rowVariants[0];
}
