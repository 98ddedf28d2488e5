import {
  complementaryProducts,
  topPerformingProducts,
  topProductCombinations,
  type trendItem as trendItemSchema,
} from '@shoppable/api-contract';
import { canUseTrends, type PlanName } from '@shoppable/domain';
import { and, desc, eq, gt, gte, inArray, or, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type * as v from 'valibot';
import { requireAdmin } from '../auth/access';
import { trialDaysLeft } from '../auth/session';
import type { Db } from '../db/client';
import { trendPairs, trendProducts, trendWindows } from '../db/rollups.schema';
import { businesses } from '../db/schema';
import { products } from '../db/store.schema';
import { ApiError, route } from '../http';
import { MIN_TOGETHER, rankComplements, rankPairs, type PairFigures } from './combinations';
import { eventFigures, productRows } from './products';
import { today } from './report';

type TrendItem = v.InferOutput<typeof trendItemSchema>;

/** How many top products, combinations and complementary products are answered. */
export const TREND_SIZES = { top: 10, combinations: 5, complementary: 5 } as const;

/** The signed-in admin of a business on Business or Pro (content.md §6), else 403. */
async function requireTrends(db: Db, c: Parameters<typeof requireAdmin>[1]) {
  const admin = await requireAdmin(db, c);
  const [business] = await db
    .select({ plan: businesses.subscriptionPlan, trialEndsAt: businesses.trialEndsAt })
    .from(businesses)
    .where(eq(businesses.id, admin.businessId))
    .limit(1);
  const state = {
    plan: (business?.plan ?? 'FREE') as PlanName,
    freeTrialDaysLeft: trialDaysLeft(business?.trialEndsAt ?? null),
  };
  if (!canUseTrends(state)) throw new ApiError(403, 'Trends need the Business or Pro plan');
  return admin;
}

/** Trends read the orders of the last this many days: what sells now, not a year ago. */
export const TREND_WINDOW_DAYS = 90;

/** Where the trend window starts now. */
export const trendWindowStart = (): Date => new Date(Date.now() - TREND_WINDOW_DAYS * 86_400_000);

/**
 * Moves the business's trend rollups to the window starting at `since` (the orders it leaves are
 * taken out in the database, under the window's lock); read them after this.
 */
export async function moveTrendWindow(db: Db, businessId: string, since: Date): Promise<void> {
  await db.execute(
    sql`select trend_window_move(${businessId}, ${since.toISOString()}::timestamptz)`,
  );
}

/** Units sold per product over the trend window, most first (ties by id). */
export async function rolledUnitsSold(
  db: Db,
  businessId: string,
): Promise<{ id: string; units: number }[]> {
  const rows = await db
    .select({ id: trendProducts.productId, units: trendProducts.units })
    .from(trendProducts)
    .where(and(eq(trendProducts.businessId, businessId), gt(trendProducts.orders, 0)));
  return rows
    .map((r) => ({ id: r.id, units: Number(r.units) }))
    .sort((a, b) => b.units - a.units || (a.id < b.id ? -1 : 1));
}

/**
 * The best combinations over the trend window: the pairs holding as many orders as the
 * `limit`-th most bought one or more (ties at the edge included), ranked in Node by support, lift
 * and ids as `topPairs` ranks baskets.
 */
export async function rolledTopPairs(
  db: Db,
  businessId: string,
  limit: number,
): Promise<PairFigures[]> {
  const mine = eq(trendPairs.businessId, businessId);
  const [edge] = await db
    .select({ orders: trendPairs.orders })
    .from(trendPairs)
    .where(mine)
    .orderBy(desc(trendPairs.orders))
    .offset(limit - 1)
    .limit(1);
  const least = Math.max(MIN_TOGETHER, edge?.orders ?? 0);
  const [pairs, window] = await Promise.all([
    db
      .select({ a: trendPairs.productA, b: trendPairs.productB, together: trendPairs.orders })
      .from(trendPairs)
      .where(and(mine, gte(trendPairs.orders, least))),
    db
      .select({ orders: trendWindows.orders })
      .from(trendWindows)
      .where(eq(trendWindows.businessId, businessId)),
  ]);
  if (pairs.length === 0) return [];
  const ids = [...new Set(pairs.flatMap((p) => [p.a, p.b]))];
  const counts = await db
    .select({ id: trendProducts.productId, orders: trendProducts.orders })
    .from(trendProducts)
    .where(and(eq(trendProducts.businessId, businessId), inArray(trendProducts.productId, ids)));
  // Stored in byte order; ordered here as Node compares, which `topPairs` uses.
  const counted = pairs.map((p) => (p.a < p.b ? p : { a: p.b, b: p.a, together: p.together }));
  return rankPairs(
    counted,
    window[0]?.orders ?? 0,
    new Map(counts.map((c) => [c.id, c.orders])),
    limit,
  );
}

/** The products bought with `productId` over the trend window, by confidence then id. */
export async function rolledComplements(
  db: Db,
  businessId: string,
  productId: string,
  limit: number,
) {
  const [pairs, main] = await Promise.all([
    db
      .select({ a: trendPairs.productA, b: trendPairs.productB, together: trendPairs.orders })
      .from(trendPairs)
      .where(
        and(
          eq(trendPairs.businessId, businessId),
          or(eq(trendPairs.productA, productId), eq(trendPairs.productB, productId)),
          gt(trendPairs.orders, 0),
        ),
      ),
    db
      .select({ orders: trendProducts.orders })
      .from(trendProducts)
      .where(and(eq(trendProducts.businessId, businessId), eq(trendProducts.productId, productId))),
  ]);
  const together = new Map(pairs.map((p) => [p.a === productId ? p.b : p.a, p.together]));
  return rankComplements(together, main[0]?.orders ?? 0, limit);
}

/**
 * Trend items for products in the given order, with their inventory id (what a link is created
 * from) and a rank from 0 to 100: units sold over the window against the best seller's.
 */
async function trendItems(
  db: Db,
  businessId: string,
  productIds: string[],
  sold: { id: string; units: number }[],
): Promise<TrendItem[]> {
  if (productIds.length === 0) return [];
  const range = { from: null, to: today() };
  const figures = await eventFigures(db, businessId, productIds, range);
  const rows = await productRows(db, businessId, productIds, figures);
  const inventory = await db
    .select({ id: products.id, inventoryId: products.inventoryId })
    .from(products)
    .where(and(eq(products.businessId, businessId), inArray(products.id, productIds)));
  const inventoryOf = new Map(inventory.map((r) => [r.id, r.inventoryId]));
  const units = new Map(sold.map((s) => [s.id, s.units]));
  const best = sold[0]?.units ?? 0;
  return rows.map((row) => ({
    product_id: row.product_id,
    inventory_id: inventoryOf.get(row.product_id),
    title: row.title,
    view: row.view,
    add: row.add,
    image: row.image,
    rank: best > 0 ? Math.round(((units.get(row.product_id) ?? 0) / best) * 100) : 0,
  }));
}

/** Top products, best combinations and complementary products, from the trend rollups. */
export function registerTrendRoutes(app: Hono, db: Db): void {
  route(app, topPerformingProducts, async (c) => {
    const admin = await requireTrends(db, c);
    await moveTrendWindow(db, admin.businessId, trendWindowStart());
    const sold = await rolledUnitsSold(db, admin.businessId);
    const top = sold.slice(0, TREND_SIZES.top).map((s) => s.id);
    return trendItems(db, admin.businessId, top, sold);
  });

  route(app, topProductCombinations, async (c) => {
    const admin = await requireTrends(db, c);
    await moveTrendWindow(db, admin.businessId, trendWindowStart());
    const [pairs, sold] = await Promise.all([
      rolledTopPairs(db, admin.businessId, TREND_SIZES.combinations),
      rolledUnitsSold(db, admin.businessId),
    ]);
    const ids = [...new Set(pairs.flatMap((p) => [p.a, p.b]))];
    return {
      top_combinations: pairs.map((p) => [p.a, p.b]),
      orders_together: pairs.map((p) => p.together),
      products: await trendItems(db, admin.businessId, ids, sold),
    };
  });

  route(app, complementaryProducts, async (c, { params }) => {
    const admin = await requireTrends(db, c);
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, params.productId), eq(products.businessId, admin.businessId)))
      .limit(1);
    if (!product) throw new ApiError(404, 'Product not found');
    await moveTrendWindow(db, admin.businessId, trendWindowStart());
    const [found, sold] = await Promise.all([
      rolledComplements(db, admin.businessId, product.id, TREND_SIZES.complementary),
      rolledUnitsSold(db, admin.businessId),
    ]);
    const items = await trendItems(
      db,
      admin.businessId,
      found.map((f) => f.productId),
      sold,
    );
    const score = new Map(found.map((f) => [f.productId, f.confidence]));
    return items.map((item) => ({
      product: item,
      combination_score: Math.round((score.get(item.product_id) ?? 0) * 1000) / 1000,
    }));
  });
}
