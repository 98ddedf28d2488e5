/**
 * The link table's order figures as they were read before the rollups: every order of the range
 * grouped per link. Kept only as the tests' oracle (`rollups.test.ts`): `linkRows` given this read
 * must answer exactly what it answers from the rollups.
 */
import { and, eq, sql } from 'drizzle-orm';
import { links, orders } from '../../db/content.schema';
import type { LinkOrderReader } from '../linkRows';
import { orderWhere } from '../report';

/** The checkouts and net revenue per link, from the orders. */
export const oracleLinkOrders: LinkOrderReader = (
  db,
  { businessId, range, linkType, attributedOnly, owned },
) =>
  db
    .select({
      linkId: links.id,
      n: sql<string>`count(*)`,
      cents: sql<string>`sum(${orders.totalCents} - ${orders.refundedCents})`,
    })
    .from(orders)
    .innerJoin(links, eq(links.id, orders.linkId))
    .where(
      and(
        orderWhere({ businessId }, range),
        eq(orders.linkType, linkType),
        attributedOnly ? eq(orders.attributed, true) : undefined,
        owned,
      ),
    )
    .groupBy(links.id);
