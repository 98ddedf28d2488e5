import type { linkAnalyticsRow as linkAnalyticsRowSchema } from '@shoppable/api-contract';
import { conversionRate, PAGE_SIZES, toClientPermissions } from '@shoppable/domain';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Principal } from '../auth/session';
import type { Db } from '../db/client';
import { linkEvents, links, multilinks } from '../db/content.schema';
import { orderRollups } from '../db/rollups.schema';
import { ApiError } from '../http';
import { units } from '../links/model';
import { eventWhere, rollupWhere, type DayRange } from './report';

export type LinkAnalyticsRow = v.InferOutput<typeof linkAnalyticsRowSchema>;
export type LinkRowsSort = 'visits' | 'checkouts' | 'revenue' | 'conversion_rate';

/** What the link table asks: a channel, a range, a sort and a page. */
export interface LinkRowsQuery {
  kind: 'link' | 'short';
  range: DayRange;
  sort: LinkRowsSort;
  order: 'asc' | 'desc';
  skip: number;
  count: number;
}

const LINK_TYPES = { link: 'LOOK', short: 'SHORT' } as const;

/** The figures a viewer may see in the link table (content.md §6, as the tiles). */
export function visibleLinkFigures(principal: Principal): Record<LinkRowsSort, boolean> {
  if (principal.role === 'admin') {
    return { visits: true, checkouts: true, revenue: true, conversion_rate: true };
  }
  const p = toClientPermissions(principal.influencer.permissions);
  return {
    visits: p.clicksEnabled,
    checkouts: p.salesEnabled,
    revenue: p.revenueEnabled,
    conversion_rate: p.clicksEnabled && p.salesEnabled && p.crEnabled,
  };
}

/**
 * 403 when an influencer sorts by a figure their permissions hide (the order would tell it).
 * Called before anything is read.
 */
export function requireSortable(principal: Principal, sort: LinkRowsSort): void {
  if (!visibleLinkFigures(principal)[sort]) {
    throw new ApiError(403, `This account may not sort links by ${sort.replace('_', ' ')}`);
  }
}

interface Totals {
  visits: number;
  checkouts: number;
  cents: number;
}

/** Which orders a link table counts: its channel's links the caller owns, in the range. */
export interface LinkOrderFilter {
  businessId: string;
  range: DayRange;
  linkType: string;
  /** An influencer's table counts their attributed orders only. */
  attributedOnly: boolean;
  /** The links of the table (business, channel, the influencer's own). */
  owned: SQL | undefined;
}

/**
 * Reads the checkouts and net revenue (cents) per link. The API reads the rollups; the tests'
 * oracle reads the orders themselves and shares the rest of the table.
 */
export type LinkOrderReader = (
  db: Db,
  filter: LinkOrderFilter,
) => Promise<{ linkId: string; n: string; cents: string }[]>;

const rolledLinkOrders: LinkOrderReader = (
  db,
  { businessId, range, linkType, attributedOnly, owned },
) =>
  db
    .select({
      linkId: links.id,
      n: sql<string>`sum(${orderRollups.orders})`,
      cents: sql<string>`sum(${orderRollups.grossCents} - ${orderRollups.refundedCents})`,
    })
    .from(orderRollups)
    .innerJoin(links, eq(links.id, orderRollups.linkId))
    .where(
      and(
        rollupWhere({ businessId }, range),
        eq(orderRollups.linkType, linkType),
        attributedOnly ? eq(orderRollups.attributed, true) : undefined,
        owned,
      ),
    )
    .groupBy(links.id)
    .having(sql`sum(${orderRollups.orders}) > 0`);

/**
 * The link table of the analytics page: the links of one channel that had counted
 * visits or completed checkouts in the range — the same events and orders the tiles count, so
 * the rows add up to the tiles — one page of them in the asked order, with their names. An
 * influencer's rows are their own links, with their attributed checkouts and revenue.
 */
export async function linkRows(
  db: Db,
  principal: Principal,
  query: LinkRowsQuery,
  readOrders: LinkOrderReader = rolledLinkOrders,
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
    readOrders(db, { businessId, range: query.range, linkType, attributedOnly, owned }),
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

/** The first non-blank line of a text, or null. */
const firstLine = (text: string | null) => text?.trim().split('\n')[0]?.trim() || null;

/**
 * What the merchant recognises a link by: an Instant's description (first line) or title, a
 * short's title or shopping address, an experience's multilink title and its place.
 */
export async function linkNames(db: Db, ids: readonly string[]) {
  const names = new Map<
    string,
    { name: string | null; multilinkId: string | null; experience: number | null }
  >();
  if (ids.length === 0) return names;
  const rows = await db
    .select({
      id: links.id,
      linkType: links.linkType,
      title: links.title,
      description: links.description,
      shoppingRedirectUrl: links.shoppingRedirectUrl,
      multilinkId: links.multilinkId,
      position: links.position,
      multilinkTitle: multilinks.title,
    })
    .from(links)
    .leftJoin(multilinks, eq(multilinks.id, links.multilinkId))
    .where(inArray(links.id, [...ids]));
  for (const row of rows) {
    const own =
      row.linkType === 'SHORT'
        ? (firstLine(row.title) ?? row.shoppingRedirectUrl)
        : (firstLine(row.description) ?? firstLine(row.title));
    names.set(row.id, {
      name: row.multilinkId ? firstLine(row.multilinkTitle) : own,
      multilinkId: row.multilinkId,
      experience: row.multilinkId ? (row.position ?? 0) : null,
    });
  }
  return names;
}

/** The table's page size when `count` is not given (content.md §9: tables page by 5). */
export const LINK_ROWS_PAGE = PAGE_SIZES.table;
