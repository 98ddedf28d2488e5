/**
 * The trend figures as they were computed before the rollups: every order line of the window read
 * into Node, pairs counted per request. Kept only as the tests' oracle (`rollups.test.ts`).
 */
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/content.schema';
import { complements, topPairs, type BasketOrder } from '../combinations';

/** The business's orders since `since`, refunds left out. */
const inWindow = (businessId: string, since: Date) =>
  and(
    eq(orders.businessId, businessId),
    gte(orders.createdAt, since),
    ne(orders.status, 'REFUNDED'),
  );

/** The recorded orders since `since`, refunds left out, as baskets. */
export async function oracleBaskets(
  db: Db,
  businessId: string,
  since: Date,
): Promise<BasketOrder[]> {
  const lines = await db
    .select({ orderId: orderItems.orderId, productId: orderItems.productId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(inWindow(businessId, since));
  const byOrder = new Map<string, string[]>();
  for (const line of lines) {
    const ids = byOrder.get(line.orderId) ?? [];
    ids.push(line.productId);
    byOrder.set(line.orderId, ids);
  }
  return [...byOrder.values()].map((productIds) => ({ productIds }));
}

/** Units sold per product since `since`, most first (ties by id). */
export async function oracleUnitsSold(
  db: Db,
  businessId: string,
  since: Date,
): Promise<{ id: string; units: number }[]> {
  const rows = await db
    .select({ id: orderItems.productId, units: sql<string>`sum(${orderItems.quantity})` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(inWindow(businessId, since))
    .groupBy(orderItems.productId);
  return rows
    .map((r) => ({ id: r.id, units: Number(r.units) }))
    .sort((a, b) => b.units - a.units || (a.id < b.id ? -1 : 1));
}

/** The best combinations since `since`. */
export async function oracleTopPairs(db: Db, businessId: string, since: Date, limit: number) {
  return topPairs(await oracleBaskets(db, businessId, since), limit);
}

/** The complementary products of `productId` since `since`. */
export async function oracleComplements(
  db: Db,
  businessId: string,
  productId: string,
  since: Date,
  limit: number,
) {
  return complements(await oracleBaskets(db, businessId, since), productId, limit);
}
