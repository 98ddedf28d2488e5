/**
 * Auto swap on the public pages (platform.md §Settings): with the merchant's setting on, a link's
 * sold-out products are shown as their best in-stock alternative (domain's `planSwaps`), a short
 * to a sold-out product sends the shopper to that alternative, and the checkout sells it.
 */
import { isSoldOut, planSwaps, type Swap, type SwapCandidate } from '@shoppable/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { businesses } from '../db/schema';
import { collectionProducts, products, variants } from '../db/store.schema';
import { inventoryItems, type CatalogItem } from '../links/catalog';

/** Whether the merchant switched auto swap on. */
export async function autoSwapEnabled(db: Db, businessId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: businesses.autoSwapEnabled })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  return row?.on ?? false;
}

/** A catalog item as the swap rules read it. */
function candidateOf(item: CatalogItem, collectionIds: readonly string[]): SwapCandidate {
  return {
    inventoryId: item.product.inventory_id,
    title: item.product.title,
    status: item.product.product_status,
    price: item.product.price ?? null,
    sellingScore: item.product.selling_score ?? null,
    collectionIds,
    variants: item.variants,
  };
}

/** The whole catalog of a business as swap candidates (read only when something is sold out). */
async function catalogCandidates(db: Db, businessId: string): Promise<SwapCandidate[]> {
  const [productRows, variantRows, memberships] = await Promise.all([
    db
      .select({
        id: products.id,
        inventoryId: products.inventoryId,
        title: products.title,
        status: products.status,
        sellingScore: products.sellingScore,
      })
      .from(products)
      .where(eq(products.businessId, businessId))
      .orderBy(asc(products.position)),
    db
      .select({ productId: variants.productId, stock: variants.stock, price: variants.price })
      .from(variants)
      .where(eq(variants.businessId, businessId)),
    db
      .select({
        productId: collectionProducts.productId,
        collectionId: collectionProducts.collectionId,
      })
      .from(collectionProducts)
      .innerJoin(products, eq(products.id, collectionProducts.productId))
      .where(eq(products.businessId, businessId)),
  ]);
  const variantsOf = new Map<string, { stock: number; price: number }[]>();
  for (const row of variantRows) {
    const list = variantsOf.get(row.productId) ?? [];
    list.push(row);
    variantsOf.set(row.productId, list);
  }
  const collectionsOf = new Map<string, string[]>();
  for (const row of memberships) {
    const list = collectionsOf.get(row.productId) ?? [];
    list.push(row.collectionId);
    collectionsOf.set(row.productId, list);
  }
  return productRows.map((row) => {
    const own = variantsOf.get(row.id) ?? [];
    return {
      inventoryId: row.inventoryId,
      title: row.title,
      status: row.status,
      price: own.length === 0 ? null : Math.min(...own.map((variant) => variant.price)),
      sellingScore: row.sellingScore,
      collectionIds: collectionsOf.get(row.id) ?? [],
      variants: own,
    };
  });
}

/** A swap with what the page needs of both products. */
export interface PageSwap extends Swap {
  /** The sold-out product's title (the dashboard's preview names it). */
  soldOutTitle: string;
  /** The alternative, to show in the sold-out product's place. */
  item: CatalogItem;
}

/**
 * The swaps of a link's products (`items` by inventory id, in the link's order): none when auto
 * swap is off or nothing is sold out, so the catalog is read only when a swap may happen.
 */
export async function swapsOf(
  db: Db,
  businessId: string,
  order: readonly string[],
  items: ReadonlyMap<string, CatalogItem>,
): Promise<PageSwap[]> {
  const present = order.flatMap((id) => {
    const item = items.get(id);
    return item ? [item] : [];
  });
  if (!present.some((item) => isSoldOut(item))) return [];
  if (!(await autoSwapEnabled(db, businessId))) return [];
  const catalog = await catalogCandidates(db, businessId);
  const collections = new Map(catalog.map((c) => [c.inventoryId, c.collectionIds]));
  const swaps = planSwaps(
    present.map((item) => candidateOf(item, collections.get(item.product.inventory_id) ?? [])),
    catalog,
  );
  if (swaps.length === 0) return [];
  const alternatives = await inventoryItems(
    db,
    businessId,
    swaps.map((swap) => swap.alternative),
  );
  return swaps.flatMap((swap) => {
    const item = alternatives.get(swap.alternative);
    const soldOut = items.get(swap.soldOut);
    return item && soldOut ? [{ ...swap, soldOutTitle: soldOut.product.title, item }] : [];
  });
}

/** The swaps of the products of a link, read by the link's inventory ids. */
export async function swapsOfInventory(
  db: Db,
  businessId: string,
  inventoryIds: readonly string[],
): Promise<PageSwap[]> {
  if (inventoryIds.length === 0) return [];
  return swapsOf(db, businessId, inventoryIds, await inventoryItems(db, businessId, inventoryIds));
}
