import type { funnelStep as funnelStepSchema } from '@shoppable/api-contract';
import { toClientPermissions } from '@shoppable/domain';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Principal } from '../auth/session';
import type { Db } from '../db/client';
import {
  linkEvents,
  linkProductEvents,
  linkProducts,
  orderItems,
  orders,
} from '../db/content.schema';
import { orderWhere, type DayRange } from './report';

export type FunnelStep = v.InferOutput<typeof funnelStepSchema>;

/** Adds to cart per product (id) on some links over a range: the `add_to_cart` events naming it. */
export async function addsByProduct(
  db: Db,
  linkIds: readonly string[],
  range: DayRange,
): Promise<Map<string, number>> {
  if (linkIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: linkProducts.productId,
      n: sql<string>`sum(${linkProductEvents.count})`,
    })
    .from(linkProductEvents)
    .innerJoin(
      linkProducts,
      and(
        eq(linkProducts.linkId, linkProductEvents.linkId),
        eq(linkProducts.inventoryId, linkProductEvents.inventoryId),
      ),
    )
    .where(
      and(
        inArray(linkProductEvents.linkId, [...linkIds]),
        eq(linkProductEvents.type, 'add_to_cart'),
        range.from ? gte(linkProductEvents.day, range.from) : undefined,
        lte(linkProductEvents.day, range.to),
      ),
    )
    .groupBy(linkProducts.productId);
  return new Map(rows.map((r) => [r.productId, Number(r.n)]));
}

/**
 * The product funnel of some links (a link, or a multilink's experiences) over a range, per
 * product in the links' product order: views are the counted visits of the pages showing it (a
 * link page shows all its products, and a visit is counted by the visit rules: bots, prefetches
 * and repeats are not), adds to cart the `add_to_cart` events naming it, checkouts the orders
 * through the links holding it.
 */
export async function linkFunnel(
  db: Db,
  businessId: string,
  linkIds: readonly string[],
  range: DayRange,
): Promise<FunnelStep[]> {
  if (linkIds.length === 0) return [];
  const ids = [...linkIds];
  const [productRows, visitRows, adds, checkoutRows] = await Promise.all([
    db
      .select({
        linkId: linkProducts.linkId,
        productId: linkProducts.productId,
        inventoryId: linkProducts.inventoryId,
        title: linkProducts.title,
      })
      .from(linkProducts)
      .where(inArray(linkProducts.linkId, ids))
      .orderBy(linkProducts.position),
    db
      .select({ linkId: linkEvents.linkId, n: sql<string>`sum(${linkEvents.count})` })
      .from(linkEvents)
      .where(
        and(
          inArray(linkEvents.linkId, ids),
          eq(linkEvents.type, 'visit'),
          range.from ? gte(linkEvents.day, range.from) : undefined,
          lte(linkEvents.day, range.to),
        ),
      )
      .groupBy(linkEvents.linkId),
    addsByProduct(db, ids, range),
    db
      .select({
        inventoryId: orderItems.inventoryId,
        n: sql<string>`count(distinct ${orders.id})`,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(orderWhere({ businessId, linkIds: ids }, range))
      .groupBy(orderItems.inventoryId),
  ]);
  const visits = new Map(visitRows.map((r) => [r.linkId, Number(r.n)]));
  const checkouts = new Map(checkoutRows.map((r) => [r.inventoryId, Number(r.n)]));
  const steps = new Map<string, FunnelStep>();
  // The first link's products first (a multilink's experiences in their order), each product once.
  for (const linkId of ids) {
    for (const row of productRows) {
      if (row.linkId !== linkId) continue;
      const step = steps.get(row.inventoryId) ?? {
        product_id: row.productId,
        inventory_id: row.inventoryId,
        title: row.title,
        views: 0,
        adds_to_cart: adds.get(row.productId) ?? 0,
        checkouts: checkouts.get(row.inventoryId) ?? 0,
      };
      step.views = (step.views ?? 0) + (visits.get(linkId) ?? 0);
      steps.set(row.inventoryId, step);
    }
  }
  return [...steps.values()];
}

/**
 * Hides the steps an influencer's permissions do not show (content.md §6, as the top-products
 * table): views need clicks, adds to cart and checkouts need sales.
 */
export function maskFunnel(principal: Principal, steps: FunnelStep[]): FunnelStep[] {
  if (principal.role === 'admin') return steps;
  const p = toClientPermissions(principal.influencer.permissions);
  return steps.map((step) => ({
    ...step,
    views: p.clicksEnabled ? step.views : null,
    adds_to_cart: p.salesEnabled ? step.adds_to_cart : null,
    checkouts: p.salesEnabled ? step.checkouts : null,
  }));
}
