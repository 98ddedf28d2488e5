/**
 * The report and the influencer insights as they were computed before the rollups: every order of
 * the range read and summed. Kept only as the tests' oracle (`rollups.test.ts`): the rollups must
 * answer exactly this.
 */
import {
  FILTERED_VISIT_EVENTS,
  QR_SCAN_EVENT,
  REFUSED_EVENTS,
  SWAP_EVENT,
  fillMissingDays,
} from '@shoppable/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { influencerTerms, linkEvents, links, orders } from '../../db/content.schema';
import { influencers } from '../../db/schema';
import { units } from '../../links/model';
import {
  commissionOf,
  eventWhere,
  orderWhere,
  type AnalyticsReport,
  type DayRange,
  type InfluencerInsight,
  type Scope,
} from '../report';

type Bucket = AnalyticsReport['looks_analytics'];
const CHANNELS = { looks: 'LOOK', shorts: 'SHORT', shopboard: 'SHOPBOARD' } as const;
type Channel = keyof typeof CHANNELS;
const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;

/** Business, influencer or link analytics: one bucket per channel, daily series filled. */
export async function oracleReport(
  db: Db,
  scope: Scope,
  range: DayRange,
  currency: string,
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
    influencers_insights: scope.linkIds ? null : await oracleInsights(db, scope, range, currency),
  };
}

/** Insights per influencer (content.md §3), for a business or one influencer. */
export async function oracleInsights(
  db: Db,
  scope: Scope,
  range: DayRange,
  currency: string,
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
      .where(
        and(orderWhere({ businessId: scope.businessId }, range), inArray(orders.influencerId, ids)),
      )
      .groupBy(orders.influencerId, orders.linkType, orders.attributed),
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
