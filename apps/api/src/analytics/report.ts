import type {
  analyticsReport as analyticsReportSchema,
  influencerInsight as influencerInsightSchema,
} from '@shoppable/api-contract';
import {
  canSeeAnalytics,
  FILTERED_VISIT_EVENTS,
  QR_SCAN_EVENT,
  REFUSED_EVENTS,
  SWAP_EVENT,
  fillMissingDays,
  isIsoDay,
  toClientPermissions,
} from '@shoppable/domain';
import { and, eq, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Principal } from '../auth/session';
import type { Db } from '../db/client';
import { influencerTerms, linkEvents, links, orders } from '../db/content.schema';
import { orderRollups } from '../db/rollups.schema';
import { influencers } from '../db/schema';
import { ApiError } from '../http';
import { units } from '../links/model';

export type AnalyticsReport = v.InferOutput<typeof analyticsReportSchema>;
export type InfluencerInsight = v.InferOutput<typeof influencerInsightSchema>;
type Bucket = AnalyticsReport['looks_analytics'];

/** An inclusive range of ISO days; `from` null means lifetime. */
export interface DayRange {
  from: string | null;
  to: string;
}

/** Today as an ISO day (UTC). */
export const today = () => new Date().toISOString().slice(0, 10);

/** The `from_date`/`to_date` query as a range (400 for a malformed day or a reversed range). */
export function parseRange(query: { from_date?: string; to_date?: string }): DayRange {
  const from = query.from_date?.slice(0, 10) || null;
  const to = query.to_date?.slice(0, 10) || today();
  if (from !== null && !isIsoDay(from)) {
    throw new ApiError(400, `Invalid query: "from_date" must be a yyyy-mm-dd day`);
  }
  if (!isIsoDay(to)) throw new ApiError(400, `Invalid query: "to_date" must be a yyyy-mm-dd day`);
  if (from !== null && from > to) {
    throw new ApiError(400, 'Invalid query: "from_date" is after "to_date"');
  }
  return { from, to };
}

/** What a report covers: a business, optionally one influencer's content or some links. */
export interface Scope {
  businessId: string;
  influencerId?: string;
  linkIds?: string[];
}

const CHANNELS = { looks: 'LOOK', shorts: 'SHORT', shopboard: 'SHOPBOARD' } as const;
type Channel = keyof typeof CHANNELS;

/** Shopper events of a scope in a range (by their day). */
export function eventWhere(scope: Scope, range: DayRange): SQL | undefined {
  return and(
    eq(linkEvents.businessId, scope.businessId),
    range.from ? gte(linkEvents.day, range.from) : undefined,
    lte(linkEvents.day, range.to),
    scope.linkIds ? inArray(linkEvents.linkId, scope.linkIds) : undefined,
    scope.influencerId ? eq(links.influencerId, scope.influencerId) : undefined,
  );
}

/** Orders of a scope in a range (by their UTC day). */
export function orderWhere(scope: Scope, range: DayRange): SQL | undefined {
  return and(
    eq(orders.businessId, scope.businessId),
    range.from ? gte(orders.createdAt, new Date(`${range.from}T00:00:00Z`)) : undefined,
    lte(orders.createdAt, new Date(`${range.to}T23:59:59.999Z`)),
    scope.linkIds ? inArray(orders.linkId, scope.linkIds) : undefined,
    scope.influencerId ? eq(orders.influencerId, scope.influencerId) : undefined,
  );
}

/** Order rollups of a scope in a range (their day is the orders' UTC day, as `orderWhere`'s). */
export function rollupWhere(scope: Scope, range: DayRange): SQL | undefined {
  return and(
    eq(orderRollups.businessId, scope.businessId),
    range.from ? gte(orderRollups.day, range.from) : undefined,
    lte(orderRollups.day, range.to),
    scope.linkIds ? inArray(orderRollups.linkId, scope.linkIds) : undefined,
    scope.influencerId ? eq(orderRollups.influencerId, scope.influencerId) : undefined,
  );
}

/** Sums of rollup rows (orders, and money in cents net of refunds). */
const rolled = {
  n: sql<string>`sum(${orderRollups.orders})`,
  net: sql<string>`sum(${orderRollups.grossCents} - ${orderRollups.refundedCents})`,
};
/** A group of rollup rows whose orders all went (deleted) is no group, as it had no orders. */
const hasOrders = sql`sum(${orderRollups.orders}) > 0`;

/** A report's orders per channel and day (sums as the database gives them). */
export interface ReportOrderRow {
  linkType: string | null;
  day: string;
  n: string;
  cents: string;
  tax: string;
  attributedN: string;
  attributedCents: string;
}

/** Influencers' orders per influencer, channel and attribution. */
export interface InsightOrderRow {
  influencerId: string | null;
  linkType: string | null;
  attributed: boolean;
  n: string;
  gross: string;
  refunded: string;
  tax: string;
}

/**
 * Where the report's and the insights' order figures come from. The API reads the rollups; the
 * tests' oracle reads the orders themselves and shares everything else of the report.
 */
export interface OrderReads {
  reportOrders: (db: Db, scope: Scope, range: DayRange) => Promise<ReportOrderRow[]>;
  insightOrders: (
    db: Db,
    businessId: string,
    range: DayRange,
    influencerIds: string[],
  ) => Promise<InsightOrderRow[]>;
}

/** The order figures from `order_rollups`. */
const rollupReads: OrderReads = {
  reportOrders: (db, scope, range) =>
    db
      .select({
        linkType: orderRollups.linkType,
        day: orderRollups.day,
        n: rolled.n,
        cents: rolled.net,
        tax: sql<string>`sum(${orderRollups.taxCents})`,
        attributedN: sql<string>`sum(case when ${orderRollups.attributed} then ${orderRollups.orders} else 0 end)`,
        attributedCents: sql<string>`sum(case when ${orderRollups.attributed} then ${orderRollups.grossCents} - ${orderRollups.refundedCents} else 0 end)`,
      })
      .from(orderRollups)
      .where(and(rollupWhere(scope, range), isNotNull(orderRollups.linkType)))
      .groupBy(orderRollups.linkType, orderRollups.day)
      .having(hasOrders),
  insightOrders: (db, businessId, range, ids) =>
    db
      .select({
        influencerId: orderRollups.influencerId,
        linkType: orderRollups.linkType,
        attributed: orderRollups.attributed,
        n: rolled.n,
        gross: sql<string>`sum(${orderRollups.grossCents})`,
        refunded: sql<string>`sum(${orderRollups.refundedCents})`,
        tax: sql<string>`sum(${orderRollups.taxCents})`,
      })
      .from(orderRollups)
      .where(and(rollupWhere({ businessId }, range), inArray(orderRollups.influencerId, ids)))
      .groupBy(orderRollups.influencerId, orderRollups.linkType, orderRollups.attributed)
      .having(hasOrders),
};

/**
 * Business, influencer or link analytics: one bucket per channel, daily series filled. Events come
 * from their daily rollup (`link_events`), orders from theirs (`order_rollups`).
 */
export async function buildReport(
  db: Db,
  scope: Scope,
  range: DayRange,
  currency: string,
  reads: OrderReads = rollupReads,
): Promise<AnalyticsReport> {
  const [eventRows, orderRows] = await Promise.all([
    db
      .select({
        linkType: links.linkType,
        day: linkEvents.day,
        type: linkEvents.type,
        n: sql<string>`sum(${linkEvents.count})`,
      })
      .from(linkEvents)
      .innerJoin(links, eq(links.id, linkEvents.linkId))
      .where(eventWhere(scope, range))
      .groupBy(links.linkType, linkEvents.day, linkEvents.type),
    reads.reportOrders(db, scope, range),
  ]);
  const firstDay = [...eventRows.map((r) => r.day), ...orderRows.map((r) => r.day)].sort()[0];
  const from = range.from ?? firstDay ?? range.to;
  const bucket = (channel: Channel): Bucket => {
    const type = CHANNELS[channel];
    const points = new Map<string, Record<string, number>>();
    const at = (d: string) => {
      let p = points.get(d);
      if (!p) points.set(d, (p = {}));
      return p;
    };
    const totals = {
      visits: 0,
      checkouts: 0,
      revenue: 0,
      requested_checkouts: 0,
      total_tax: 0,
      influencer_attributed_revenue: 0,
      influencer_attributed_checkouts: 0,
      filtered_bots: 0,
      filtered_repeats: 0,
      qr_scans: 0,
      swapped_visits: 0,
      refused_unsigned: 0,
      refused_rate_limited: 0,
    };
    for (const row of eventRows) {
      if (row.linkType !== type) continue;
      const n = Number(row.n);
      if (row.type === 'visit') {
        totals.visits += n;
        at(row.day).visits = (at(row.day).visits ?? 0) + n;
      } else if (row.type === 'checkout_request') {
        totals.requested_checkouts += n;
      } else if (row.type === FILTERED_VISIT_EVENTS.bot) {
        totals.filtered_bots += n;
      } else if (row.type === FILTERED_VISIT_EVENTS.repeat) {
        totals.filtered_repeats += n;
      } else if (row.type === QR_SCAN_EVENT) {
        totals.qr_scans += n;
      } else if (row.type === SWAP_EVENT) {
        totals.swapped_visits += n;
      } else if (row.type === REFUSED_EVENTS.unsigned) {
        totals.refused_unsigned += n;
      } else if (row.type === REFUSED_EVENTS.rateLimited) {
        totals.refused_rate_limited += n;
      }
    }
    for (const row of orderRows) {
      if (row.linkType !== type) continue;
      const p = at(row.day);
      p.checkouts = (p.checkouts ?? 0) + Number(row.n);
      p.revenue = (p.revenue ?? 0) + Number(row.cents);
      p.total_tax = (p.total_tax ?? 0) + Number(row.tax);
      totals.checkouts += Number(row.n);
      totals.revenue += Number(row.cents);
      totals.total_tax += Number(row.tax);
      totals.influencer_attributed_checkouts += Number(row.attributedN);
      totals.influencer_attributed_revenue += Number(row.attributedCents);
    }
    const filled = fillMissingDays(
      [...points].map(([date, values]) => ({ date, values })),
      from,
      range.to,
      ['visits', 'checkouts', 'revenue', 'total_tax'],
    );
    return {
      data: filled.map((p) => ({
        date: p.date,
        visits: p.values.visits ?? 0,
        checkouts: p.values.checkouts ?? 0,
        revenue: units(p.values.revenue),
        total_tax: units(p.values.total_tax),
      })),
      visits: totals.visits,
      checkouts: totals.checkouts,
      revenue: units(totals.revenue),
      requested_checkouts: totals.requested_checkouts,
      total_tax: units(totals.total_tax),
      influencer_attributed_revenue: units(totals.influencer_attributed_revenue),
      influencer_attributed_checkouts: totals.influencer_attributed_checkouts,
      filtered_bots: totals.filtered_bots,
      filtered_repeats: totals.filtered_repeats,
      qr_scans: totals.qr_scans,
      swapped_visits: totals.swapped_visits,
      refused_unsigned: totals.refused_unsigned,
      refused_rate_limited: totals.refused_rate_limited,
    };
  };
  return {
    looks_analytics: bucket('looks'),
    shorts_analytics: bucket('shorts'),
    shopboard_analytics: scope.influencerId ? null : bucket('shopboard'),
    currency,
    influencers_insights: scope.linkIds ? null : await insights(db, scope, range, currency, reads),
  };
}

/** Insights per influencer (content.md §3), for a business or one influencer. */
export async function insights(
  db: Db,
  scope: Scope,
  range: DayRange,
  currency: string,
  reads: OrderReads = rollupReads,
): Promise<InfluencerInsight[]> {
  const people = await db
    .select({
      id: influencers.id,
      username: influencers.username,
      commission: influencers.commission,
      terms: influencerTerms,
    })
    .from(influencers)
    .leftJoin(influencerTerms, eq(influencerTerms.influencerId, influencers.id))
    .where(
      and(
        eq(influencers.businessId, scope.businessId),
        scope.influencerId ? eq(influencers.id, scope.influencerId) : undefined,
      ),
    )
    .orderBy(influencers.username);
  if (people.length === 0) return [];
  const ids = people.map((p) => p.id);
  const [clickRows, orderRows] = await Promise.all([
    db
      .select({
        influencerId: links.influencerId,
        linkType: links.linkType,
        n: sql<string>`sum(${linkEvents.count})`,
      })
      .from(linkEvents)
      .innerJoin(links, eq(links.id, linkEvents.linkId))
      .where(
        and(
          eventWhere({ businessId: scope.businessId }, range),
          eq(linkEvents.type, 'visit'),
          inArray(links.influencerId, ids),
        ),
      )
      .groupBy(links.influencerId, links.linkType),
    reads.insightOrders(db, scope.businessId, range, ids),
  ]);
  return people.map((person) => {
    const out: InfluencerInsight = {
      influencer_username: person.username,
      currency,
      clicks_looks: 0,
      clicks_shorts: 0,
      commission: 0,
      revenue_external: 0,
      revenue_looks: 0,
      revenue_shorts: 0,
      influencer_attributed_revenue: 0,
      influencer_attributed_revenue_looks: 0,
      influencer_attributed_revenue_shorts: 0,
      sales_external: 0,
      sales_looks: 0,
      sales_shorts: 0,
      influencer_attributed_sales_looks: 0,
      influencer_attributed_sales_shorts: 0,
      total_sales: 0,
      total_refunded: 0,
    };
    for (const row of clickRows) {
      if (row.influencerId !== person.id) continue;
      if (row.linkType === 'SHORT') out.clicks_shorts += Number(row.n);
      else out.clicks_looks += Number(row.n);
    }
    let gross = 0;
    let refunded = 0;
    let tax = 0;
    for (const row of orderRows) {
      if (row.influencerId !== person.id) continue;
      const n = Number(row.n);
      const net = units(Number(row.gross) - Number(row.refunded));
      gross += Number(row.gross);
      refunded += Number(row.refunded);
      tax += Number(row.tax);
      out.total_sales += n;
      if (row.linkType === null) {
        out.sales_external += n;
        out.revenue_external += net;
      } else if (row.linkType === 'SHORT') {
        out.sales_shorts += n;
        out.revenue_shorts += net;
      } else {
        out.sales_looks += n;
        out.revenue_looks += net;
      }
      if (row.attributed) {
        out.influencer_attributed_revenue += net;
        if (row.linkType === 'SHORT') {
          out.influencer_attributed_sales_shorts += n;
          out.influencer_attributed_revenue_shorts += net;
        } else if (row.linkType !== null) {
          out.influencer_attributed_sales_looks += n;
          out.influencer_attributed_revenue_looks += net;
        }
      }
    }
    out.total_refunded = units(refunded);
    out.commission = commissionOf(
      { gross, refunded, tax },
      {
        percent: person.terms?.commission ?? person.commission,
        reduceRefunds: person.terms?.reduceRefunds ?? false,
        reduceVat: person.terms?.reduceVat ?? false,
        netRevenueRatio: person.terms?.netRevenueRatio ?? 100,
      },
    );
    for (const key of Object.keys(out) as (keyof InfluencerInsight)[]) {
      const value = out[key];
      if (typeof value === 'number') (out[key] as number) = Math.round(value * 100) / 100;
    }
    return out;
  });
}

/**
 * Decided (content.md leaves the formula open): the commission base is the gross revenue, less
 * refunds when `reduce_refunds_from_commission`, less tax when `reduce_vat_from_commission`,
 * times the net revenue ratio; the commission is its `commission` percent. Amounts in cents in,
 * currency units out.
 */
export function commissionOf(
  cents: { gross: number; refunded: number; tax: number },
  terms: { percent: number; reduceRefunds: boolean; reduceVat: boolean; netRevenueRatio: number },
): number {
  const base =
    cents.gross - (terms.reduceRefunds ? cents.refunded : 0) - (terms.reduceVat ? cents.tax : 0);
  return units(Math.max(0, base) * (terms.netRevenueRatio / 100) * (terms.percent / 100));
}

/**
 * Hides from an influencer what their permissions do not show (content.md §6): visits need
 * clicks, checkouts need sales, revenue needs revenue; shopboard is for admins.
 */
export function maskReport(principal: Principal, report: AnalyticsReport): AnalyticsReport {
  if (principal.role === 'admin') return report;
  const p = toClientPermissions(principal.influencer.permissions);
  const mask = (b: Bucket): Bucket => ({
    data: b.data.map((point) => ({
      date: point.date,
      visits: p.clicksEnabled ? point.visits : 0,
      checkouts: p.salesEnabled ? point.checkouts : 0,
      revenue: p.revenueEnabled ? point.revenue : 0,
      total_tax: p.revenueEnabled ? point.total_tax : 0,
    })),
    visits: p.clicksEnabled ? b.visits : 0,
    filtered_bots: p.clicksEnabled ? b.filtered_bots : 0,
    filtered_repeats: p.clicksEnabled ? b.filtered_repeats : 0,
    qr_scans: p.clicksEnabled ? b.qr_scans : 0,
    swapped_visits: p.clicksEnabled ? b.swapped_visits : 0,
    refused_unsigned: p.clicksEnabled ? b.refused_unsigned : 0,
    refused_rate_limited: p.clicksEnabled ? b.refused_rate_limited : 0,
    checkouts: p.salesEnabled ? b.checkouts : 0,
    requested_checkouts: p.salesEnabled ? b.requested_checkouts : 0,
    revenue: p.revenueEnabled ? b.revenue : 0,
    total_tax: p.revenueEnabled ? b.total_tax : 0,
    influencer_attributed_revenue: p.revenueEnabled ? b.influencer_attributed_revenue : 0,
    influencer_attributed_checkouts: p.salesEnabled ? b.influencer_attributed_checkouts : 0,
  });
  return {
    looks_analytics: mask(report.looks_analytics),
    shorts_analytics: mask(report.shorts_analytics),
    shopboard_analytics: null,
    currency: report.currency,
    influencers_insights: (report.influencers_insights ?? []).map((row) => ({
      ...row,
      commission: p.commissionEnabled ? row.commission : 0,
    })),
  };
}

/** 403 unless the principal may read analytics at all (an admin, or an influencer with a figure). */
export function requireAnalytics(principal: Principal): void {
  if (principal.role === 'admin') return;
  if (!canSeeAnalytics('influencer', toClientPermissions(principal.influencer.permissions))) {
    throw new ApiError(403, 'This influencer account may not read analytics');
  }
}

/** The experiences of a multilink (link analytics of a multilink id cover both). */
export async function experienceIds(db: Db, multilinkId: string): Promise<string[]> {
  const rows = await db
    .select({ id: links.id })
    .from(links)
    .where(eq(links.multilinkId, multilinkId));
  return rows.map((r) => r.id);
}
