import {
  complementaryProducts,
  topPerformingProducts,
  topProductCombinations,
  type trendItem as trendItemSchema,
} from '@shoppable/api-contract';
import { canUseTrends, type PlanName } from '@shoppable/domain';
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type * as v from 'valibot';
import { requireAdmin } from '../auth/access';
import { trialDaysLeft } from '../auth/session';
import type { Db } from '../db/client';
import { orderItems, orders } from '../db/content.schema';
import { businesses } from '../db/schema';
import { products } from '../db/store.schema';
import { ApiError, route } from '../http';
import { complements, topPairs, type BasketOrder } from './combinations';
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

/** The recorded orders of the trend window (seeded history and link-page checkouts), refunds left out. */
async function recentBaskets(db: Db, businessId: string): Promise<BasketOrder[]> {
  const since = new Date(Date.now() - TREND_WINDOW_DAYS * 86_400_000);
  const lines = await db
    .select({ orderId: orderItems.orderId, productId: orderItems.productId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.businessId, businessId),
        gte(orders.createdAt, since),
        ne(orders.status, 'REFUNDED'),
      ),
    );
  const byOrder = new Map<string, string[]>();
  for (const line of lines) {
    const ids = byOrder.get(line.orderId) ?? [];
    ids.push(line.productId);
    byOrder.set(line.orderId, ids);
  }
  return [...byOrder.values()].map((productIds) => ({ productIds }));
}

/** Units sold per product over the trend window, most first (ties by id). */
async function unitsSold(db: Db, businessId: string): Promise<{ id: string; units: number }[]> {
  const since = new Date(Date.now() - TREND_WINDOW_DAYS * 86_400_000);
  const rows = await db
    .select({ id: orderItems.productId, units: sql<string>`sum(${orderItems.quantity})` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.businessId, businessId),
        gte(orders.createdAt, since),
        ne(orders.status, 'REFUNDED'),
      ),
    )
    .groupBy(orderItems.productId);
  return rows
    .map((r) => ({ id: r.id, units: Number(r.units) }))
    .sort((a, b) => b.units - a.units || (a.id < b.id ? -1 : 1));
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

/** Top products, best combinations and complementary products, from the recorded orders. */
export function registerTrendRoutes(app: Hono, db: Db): void {
  route(app, topPerformingProducts, async (c) => {
    const admin = await requireTrends(db, c);
    const sold = await unitsSold(db, admin.businessId);
    const top = sold.slice(0, TREND_SIZES.top).map((s) => s.id);
    return trendItems(db, admin.businessId, top, sold);
  });

  route(app, topProductCombinations, async (c) => {
    const admin = await requireTrends(db, c);
    const pairs = topPairs(await recentBaskets(db, admin.businessId), TREND_SIZES.combinations);
    const ids = [...new Set(pairs.flatMap((p) => [p.a, p.b]))];
    const sold = await unitsSold(db, admin.businessId);
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
    const found = complements(
      await recentBaskets(db, admin.businessId),
      product.id,
      TREND_SIZES.complementary,
    );
    const sold = await unitsSold(db, admin.businessId);
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
