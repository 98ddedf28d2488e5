/**
 * What the dashboard reads about the stock of a business's links: the links that show sold-out
 * products (the home page's to-do), with whether auto swap shows an alternative in their place,
 * and what a draft's products would show (the link editor's preview).
 */
import {
  previewSwaps,
  SOLD_OUT_LINKS_LISTED,
  soldOutLinks,
  type EndpointResponse,
} from '@shoppable/api-contract';
import { LIMITS } from '@shoppable/domain';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { authenticate } from '../auth/session';
import type { Db } from '../db/client';
import { linkProducts, links } from '../db/content.schema';
import { products, variants } from '../db/store.schema';
import { ApiError, route } from '../http';
import { autoSwapEnabled, swapsOf } from '../public/autoSwap';
import { inventoryItems } from './catalog';

type SoldOutLinks = EndpointResponse<typeof soldOutLinks>;
type SoldOutLink = SoldOutLinks['links'][number];

/** The first non-blank line of a text, or null. */
const firstLine = (text: string | null) => text?.trim().split('\n')[0]?.trim() || null;

/**
 * The open Instants and shorts of a business holding a product whose variants are all out of
 * stock (a product without variants counts too, as domain's `isSoldOut` says), newest first.
 */
export async function linksWithSoldOutProducts(db: Db, businessId: string): Promise<SoldOutLinks> {
  // Variants in stock per product: none means sold out.
  const stock = db
    .select({
      productId: variants.productId,
      inStock: sql<number>`count(*) filter (where ${variants.stock} > 0)::int`.as('in_stock'),
    })
    .from(variants)
    .where(eq(variants.businessId, businessId))
    .groupBy(variants.productId)
    .as('stock');
  const [rows, swapOn] = await Promise.all([
    db
      .select({
        linkId: links.id,
        linkType: links.linkType,
        title: links.title,
        description: links.description,
        shoppingRedirectUrl: links.shoppingRedirectUrl,
        inventoryId: linkProducts.inventoryId,
        productTitle: products.title,
      })
      .from(linkProducts)
      .innerJoin(links, eq(links.id, linkProducts.linkId))
      .innerJoin(
        products,
        and(
          eq(products.businessId, businessId),
          eq(products.inventoryId, linkProducts.inventoryId),
        ),
      )
      .leftJoin(stock, eq(stock.productId, products.id))
      .where(
        and(
          eq(links.businessId, businessId),
          isNull(links.multilinkId),
          eq(links.isExpired, false),
          inArray(links.linkType, ['LOOK', 'SHORT']),
          sql`coalesce(${stock.inStock}, 0) = 0`,
        ),
      )
      .orderBy(desc(links.createdAt), desc(links.id), asc(linkProducts.position)),
    autoSwapEnabled(db, businessId),
  ]);
  const byLink = new Map<string, SoldOutLink>();
  for (const row of rows) {
    let link = byLink.get(row.linkId);
    if (!link) {
      const isShort = row.linkType === 'SHORT';
      link = {
        link_id: row.linkId,
        link_type: isShort ? 'SHORT' : 'LOOK',
        name: isShort
          ? (firstLine(row.title) ?? row.shoppingRedirectUrl)
          : (firstLine(row.description) ?? firstLine(row.title)),
        sold_out: [],
      };
      byLink.set(row.linkId, link);
    }
    // A product listed twice in a link is named once.
    if (!link.sold_out.some((p) => p.inventory_id === row.inventoryId)) {
      link.sold_out.push({ inventory_id: row.inventoryId, title: row.productTitle });
    }
  }
  const all = [...byLink.values()];
  return {
    auto_swap_enabled: swapOn,
    total: all.length,
    links: all.slice(0, SOLD_OUT_LINKS_LISTED),
  };
}

/**
 * The products of a draft as the public page would show them now: the same catalogue read and
 * the same swaps (domain's `planSwaps` behind `swapsOf`), so the editor's preview and the
 * shopper's page agree.
 */
export async function previewOfProducts(
  db: Db,
  businessId: string,
  inventoryIds: readonly string[],
): Promise<EndpointResponse<typeof previewSwaps>> {
  const items = await inventoryItems(db, businessId, inventoryIds);
  const [swaps, swapOn] = await Promise.all([
    swapsOf(db, businessId, inventoryIds, items),
    autoSwapEnabled(db, businessId),
  ]);
  const products = inventoryIds.flatMap((inventoryId) => {
    const swap = swaps.find((s) => s.soldOut === inventoryId);
    const item = swap?.item ?? items.get(inventoryId);
    return item ? [item.product] : [];
  });
  return {
    auto_swap_enabled: swapOn,
    products,
    swaps: swaps.map((swap) => ({
      sold_out: { inventory_id: swap.soldOut, title: swap.soldOutTitle },
      alternative_inventory_id: swap.alternative,
    })),
  };
}

/** The comma-separated inventory ids of a preview, each once, in order (400 past a link's limit). */
export function previewIds(text: string): string[] {
  const ids = [
    ...new Set(
      text
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  const { min, max } = LIMITS.linkProducts;
  if (ids.length < min || ids.length > max) {
    throw new ApiError(400, `Invalid query: "inventory_ids" needs ${min} to ${max} ids`);
  }
  return ids;
}

/** Registers the stock reads of the links area. */
export function registerStockRoutes(app: Hono, db: Db): void {
  route(app, soldOutLinks, async (c, { params }) => {
    const principal = await authenticate(db, c);
    if (principal.businessId !== params.businessId) throw new ApiError(404, 'Business not found');
    return linksWithSoldOutProducts(db, params.businessId);
  });
  route(app, previewSwaps, async (c, { params, query }) => {
    const principal = await authenticate(db, c);
    if (principal.businessId !== params.businessId) throw new ApiError(404, 'Business not found');
    return previewOfProducts(db, params.businessId, previewIds(query.inventory_ids));
  });
}
