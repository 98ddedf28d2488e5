import {
  complementaryProducts,
  topPerformingProducts,
  topProductCombinations,
  type trendItem as trendItemSchema,
} from '@shoppable/api-contract';
import { canUseTrends, type PlanName } from '@shoppable/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type * as v from 'valibot';
import { requireAdmin } from '../auth/access';
import { trialDaysLeft } from '../auth/session';
import type { Db } from '../db/client';
import { orderItems, orders } from '../db/content.schema';
import { businesses } from '../db/schema';
import { products } from '../db/store.schema';
import { ApiError, route } from '../http';
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

/** Trend items for products in the given order; `rank` is the 1-based place. */
async function trendItems(db: Db, businessId: string, productIds: string[]): Promise<TrendItem[]> {
  const range = { from: null, to: today() };
  const figures = await eventFigures(db, businessId, productIds, range);
  const rows = await productRows(db, businessId, productIds, figures);
  return rows.map((row, index) => ({
    product_id: row.product_id,
    title: row.title,
    view: row.view,
    add: row.add,
    image: row.image,
    rank: index + 1,
  }));
}

/** Products most often bought together in one order. */
async function combinations(db: Db, businessId: string) {
  const rows = await db.execute<{ a: string; b: string; n: string }>(sql`
    select a.product_id as a, b.product_id as b, count(distinct a.order_id) as n
    from ${orderItems} a
    join ${orderItems} b on a.order_id = b.order_id and a.product_id < b.product_id
    join ${orders} o on o.id = a.order_id
    where o.business_id = ${businessId}
    group by a.product_id, b.product_id
    order by n desc, a.product_id, b.product_id
    limit ${TREND_SIZES.combinations}`);
  return rowsOf<{ a: string; b: string }>(rows).map((r) => [r.a, r.b]);
}

/** The rows of a raw query, whatever the driver (PGlite and node-postgres both answer `rows`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Top products, best combinations and complementary products, from the order data. */
export function registerTrendRoutes(app: Hono, db: Db): void {
  route(app, topPerformingProducts, async (c) => {
    const admin = await requireTrends(db, c);
    const top = await db
      .select({ productId: orderItems.productId, n: sql<string>`sum(${orderItems.quantity})` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.businessId, admin.businessId))
      .groupBy(orderItems.productId)
      .orderBy(desc(sql`sum(${orderItems.quantity})`), orderItems.productId)
      .limit(TREND_SIZES.top);
    return trendItems(
      db,
      admin.businessId,
      top.map((t) => t.productId),
    );
  });

  route(app, topProductCombinations, async (c) => {
    const admin = await requireTrends(db, c);
    const pairs = await combinations(db, admin.businessId);
    const ids = [...new Set(pairs.flat())];
    return { top_combinations: pairs, products: await trendItems(db, admin.businessId, ids) };
  });

  route(app, complementaryProducts, async (c, { params }) => {
    const admin = await requireTrends(db, c);
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, params.productId), eq(products.businessId, admin.businessId)))
      .limit(1);
    if (!product) throw new ApiError(404, 'Product not found');
    const result = await db.execute<{ id: string; n: string; total: string }>(sql`
      with mine as (
        select distinct oi.order_id from ${orderItems} oi
        join ${orders} o on o.id = oi.order_id
        where oi.product_id = ${product.id} and o.business_id = ${admin.businessId}
      )
      select oi.product_id as id, count(distinct oi.order_id) as n,
        (select count(*) from mine) as total
      from ${orderItems} oi join mine on mine.order_id = oi.order_id
      where oi.product_id <> ${product.id}
      group by oi.product_id
      order by n desc, oi.product_id
      limit ${TREND_SIZES.complementary}`);
    const rows = rowsOf<{ id: string; n: string; total: string }>(result);
    const items = await trendItems(
      db,
      admin.businessId,
      rows.map((r) => r.id),
    );
    const score = new Map(rows.map((r) => [r.id, Number(r.n) / Math.max(1, Number(r.total))]));
    return items.map((item) => ({
      product: item,
      combination_score: Math.round((score.get(item.product_id) ?? 0) * 1000) / 1000,
    }));
  });
}
