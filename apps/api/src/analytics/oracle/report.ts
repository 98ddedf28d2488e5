/**
 * The report's and the insights' order figures as they were read before the rollups: every order
 * of the range summed. Kept only as the tests' oracle (`rollups.test.ts`): `buildReport` and
 * `insights` given these reads must answer exactly what they answer from the rollups.
 */
import { and, inArray, sql } from 'drizzle-orm';
import { orders } from '../../db/content.schema';
import { orderWhere, type OrderReads } from '../report';

const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;

/** The order figures from the orders. */
export const oracleReads: OrderReads = {
  reportOrders: (db, scope, range) =>
    db
      .select({
        linkType: orders.linkType,
        day,
        n: sql<string>`count(*)`,
        cents: sql<string>`sum(${orders.totalCents} - ${orders.refundedCents})`,
        tax: sql<string>`sum(${orders.taxCents})`,
        attributedN: sql<string>`sum(case when ${orders.attributed} then 1 else 0 end)`,
        attributedCents: sql<string>`sum(case when ${orders.attributed} then ${orders.totalCents} - ${orders.refundedCents} else 0 end)`,
      })
      .from(orders)
      .where(and(orderWhere(scope, range), sql`${orders.linkType} is not null`))
      .groupBy(orders.linkType, day),
  insightOrders: (db, businessId, range, ids) =>
    db
      .select({
        influencerId: orders.influencerId,
        linkType: orders.linkType,
        attributed: orders.attributed,
        n: sql<string>`count(*)`,
        gross: sql<string>`sum(${orders.totalCents})`,
        refunded: sql<string>`sum(${orders.refundedCents})`,
        tax: sql<string>`sum(${orders.taxCents})`,
      })
      .from(orders)
      .where(and(orderWhere({ businessId }, range), inArray(orders.influencerId, ids)))
      .groupBy(orders.influencerId, orders.linkType, orders.attributed),
};
