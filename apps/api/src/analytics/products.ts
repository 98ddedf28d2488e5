import type { productRow as productRowSchema } from '@shoppable/api-contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../db/client';
import { linkEvents, linkProducts, orderItems, orders } from '../db/content.schema';
import { products } from '../db/store.schema';
import { orderWhere, type DayRange, type Scope } from './report';

export type ProductRowOut = v.InferOutput<typeof productRowSchema>;

/** Figures of products: views, adds to cart, units sold. */
export interface ProductFigures {
  view: number;
  add: number;
  buy: number;
}

/**
 * Views and adds of products from the link events: each visit of a link counts as a view of every
 * product on it; its adds to cart are shared evenly among its products (the link events carry no
 * product; a link's top products read the adds naming theirs instead, `addsByProduct`).
 */
export async function eventFigures(
  db: Db,
  businessId: string,
  productIds: readonly string[],
  range: DayRange,
  linkIds?: readonly string[],
): Promise<Map<string, ProductFigures>> {
  const out = new Map<string, ProductFigures>();
  if (productIds.length === 0) return out;
  const perLink = db
    .select({
      linkId: linkProducts.linkId,
      size: sql<number>`count(*)`.as('size'),
    })
    .from(linkProducts)
    .groupBy(linkProducts.linkId)
    .as('per_link');
  const rows = await db
    .select({
      productId: linkProducts.productId,
      type: linkEvents.type,
      n: sql<string>`sum(${linkEvents.count})`,
      shared: sql<string>`sum(${linkEvents.count}::float / ${perLink.size})`,
    })
    .from(linkProducts)
    .innerJoin(linkEvents, eq(linkEvents.linkId, linkProducts.linkId))
    .innerJoin(perLink, eq(perLink.linkId, linkProducts.linkId))
    .where(
      and(
        eq(linkEvents.businessId, businessId),
        inArray(linkProducts.productId, [...productIds]),
        linkIds ? inArray(linkProducts.linkId, [...linkIds]) : undefined,
        range.from ? sql`${linkEvents.day} >= ${range.from}` : undefined,
        sql`${linkEvents.day} <= ${range.to}`,
      ),
    )
    .groupBy(linkProducts.productId, linkEvents.type);
  for (const row of rows) {
    const f = out.get(row.productId) ?? { view: 0, add: 0, buy: 0 };
    if (row.type === 'visit') f.view += Number(row.n);
    if (row.type === 'add_to_cart') f.add += Math.round(Number(row.shared));
    out.set(row.productId, f);
  }
  return out;
}

/** Units sold per product in a scope and range. */
export async function unitsSold(
  db: Db,
  scope: Scope,
  range: DayRange,
  productIds?: readonly string[],
  extra?: ReturnType<typeof sql>,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ productId: orderItems.productId, n: sql<string>`sum(${orderItems.quantity})` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        orderWhere(scope, range),
        productIds ? inArray(orderItems.productId, [...productIds]) : undefined,
        extra,
      ),
    )
    .groupBy(orderItems.productId);
  return new Map(rows.map((r) => [r.productId, Number(r.n)]));
}

/**
 * Product rows (content.md §3): views, adds, units sold and a rank from 0 to 100 (units sold
 * against the best seller of the list, views breaking ties when nothing sold).
 */
export async function productRows(
  db: Db,
  businessId: string,
  productIds: readonly string[],
  figures: Map<string, ProductFigures>,
): Promise<ProductRowOut[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ id: products.id, title: products.title, image: products.imageUrl })
    .from(products)
    .where(and(eq(products.businessId, businessId), inArray(products.id, [...productIds])));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const maxBuy = Math.max(0, ...productIds.map((id) => figures.get(id)?.buy ?? 0));
  const maxView = Math.max(0, ...productIds.map((id) => figures.get(id)?.view ?? 0));
  return productIds.flatMap((id) => {
    const product = byId.get(id);
    if (!product) return [];
    const f = figures.get(id) ?? { view: 0, add: 0, buy: 0 };
    const rank =
      maxBuy > 0
        ? Math.round((f.buy / maxBuy) * 100)
        : maxView > 0
          ? Math.round((f.view / maxView) * 100)
          : 0;
    return [
      {
        product_id: id,
        title: product.title,
        view: f.view,
        add: f.add,
        buy: f.buy,
        rank,
        image: product.image ? { src: product.image } : null,
      },
    ];
  });
}
