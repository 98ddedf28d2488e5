/**
 * The analytics page's link rows as they were computed before the rollups: every order of the
 * range read and grouped per link. Kept only as the tests' oracle (`rollups.test.ts`).
 */
import { conversionRate } from '@shoppable/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/session';
import type { Db } from '../../db/client';
import { linkEvents, links, orders } from '../../db/content.schema';
import { units } from '../../links/model';
import {
  linkNames,
  visibleLinkFigures,
  type LinkAnalyticsRow,
  type LinkRowsQuery,
  type LinkRowsSort,
} from '../linkRows';
import { eventWhere, orderWhere } from '../report';

const LINK_TYPES = { link: 'LOOK', short: 'SHORT' } as const;

interface Totals {
  visits: number;
  checkouts: number;
  cents: number;
}

/**
 * The link table of the analytics page: the links of one channel that had counted
 * visits or completed checkouts in the range — the same events and orders the tiles count, so
 * the rows add up to the tiles — one page of them in the asked order, with their names. An
 * influencer's rows are their own links, with their attributed checkouts and revenue.
 */
export async function oracleLinkRows(
  db: Db,
  principal: Principal,
  query: LinkRowsQuery,
): Promise<{ links: LinkAnalyticsRow[]; next_skip: number | null }> {
  const { businessId } = principal;
  const influencerId = principal.role === 'influencer' ? principal.influencer.id : undefined;
  const linkType = LINK_TYPES[query.kind];
  const owned = and(
    eq(links.businessId, businessId),
    eq(links.linkType, linkType),
    influencerId ? eq(links.influencerId, influencerId) : undefined,
  );
  const attributedOnly = influencerId !== undefined;
  const [visitRows, orderRows] = await Promise.all([
    db
      .select({ linkId: linkEvents.linkId, n: sql<string>`sum(${linkEvents.count})` })
      .from(linkEvents)
      .innerJoin(links, eq(links.id, linkEvents.linkId))
      .where(and(eventWhere({ businessId }, query.range), eq(linkEvents.type, 'visit'), owned))
      .groupBy(linkEvents.linkId),
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
          orderWhere({ businessId }, query.range),
          eq(orders.linkType, linkType),
          attributedOnly ? eq(orders.attributed, true) : undefined,
          owned,
        ),
      )
      .groupBy(links.id),
  ]);
  const totals = new Map<string, Totals>();
  const at = (linkId: string) => {
    let t = totals.get(linkId);
    if (!t) totals.set(linkId, (t = { visits: 0, checkouts: 0, cents: 0 }));
    return t;
  };
  for (const row of visitRows) at(row.linkId).visits = Number(row.n);
  for (const row of orderRows) {
    at(row.linkId).checkouts = Number(row.n);
    at(row.linkId).cents = Number(row.cents);
  }
  const valueOf = (t: Totals): Record<LinkRowsSort, number> => ({
    visits: t.visits,
    checkouts: t.checkouts,
    revenue: t.cents,
    conversion_rate: conversionRate(t.checkouts, t.visits),
  });
  const direction = query.order === 'asc' ? 1 : -1;
  const sorted = [...totals]
    .filter(([, t]) => t.visits > 0 || t.checkouts > 0)
    .sort(
      ([a, x], [b, y]) =>
        direction * (valueOf(x)[query.sort] - valueOf(y)[query.sort]) || (a < b ? -1 : 1),
    );
  const slice = sorted.slice(query.skip, query.skip + query.count);
  const names = await linkNames(
    db,
    slice.map(([id]) => id),
  );
  const shown = visibleLinkFigures(principal);
  return {
    links: slice.map(([id, t]) => {
      const named = names.get(id);
      return {
        link_id: id,
        name: named?.name ?? null,
        kind: query.kind,
        multilink_id: named?.multilinkId ?? null,
        experience: named?.experience ?? null,
        visits: shown.visits ? t.visits : null,
        checkouts: shown.checkouts ? t.checkouts : null,
        revenue: shown.revenue ? units(t.cents) : null,
        conversion_rate: shown.conversion_rate
          ? Math.round(conversionRate(t.checkouts, t.visits) * 100) / 100
          : null,
      };
    }),
    next_skip: query.skip + query.count < sorted.length ? query.skip + query.count : null,
  };
}
