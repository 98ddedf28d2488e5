/**
 * The shopboard's analytics bucket: visits and requested checkouts from the events of the
 * business's SHOPBOARD links, completed checkouts, revenue and tax from their orders, per day of
 * the range. Reads the content tables (links, link_events, orders) by name.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ApiError } from '../http';

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A day (YYYY-MM-DD) or a timestamp as a Date at 00:00 UTC of its day; undefined stays undefined. */
function dayOf(text: string | undefined): Date | undefined {
  if (!text) return undefined;
  const date = new Date(text.length === 10 ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Date(`${isoDay(date)}T00:00:00Z`);
}

interface DayRow extends Record<string, unknown> {
  day: string;
  visits: number;
  requested: number;
  checkouts: number;
  revenue: number;
  tax: number;
}

/** Shopboard figures between `from_date` and `to_date` (default: the last 30 days), in units. */
export async function shopboardBucket(
  db: Db,
  businessId: string,
  range: { from_date?: string | undefined; to_date?: string | undefined },
) {
  const to = dayOf(range.to_date) ?? dayOf(new Date().toISOString())!;
  const from = dayOf(range.from_date) ?? new Date(to.getTime() - 29 * DAY_MS);
  if (from > to) {
    throw new ApiError(400, 'Invalid query: "from_date" is after "to_date"');
  }
  const fromDay = isoDay(from);
  const toDay = isoDay(to);
  const result: unknown = await db.execute(sql`
    with events as (
      select e.day::text as day,
        sum(e.count) filter (where e.type = 'visit')::int as visits,
        sum(e.count) filter (where e.type = 'checkout_request')::int as requested
      from link_events e join links l on l.id = e.link_id
      where l.business_id = ${businessId} and l.link_type = 'SHOPBOARD'
        and e.day between ${fromDay}::date and ${toDay}::date
      group by e.day
    ), sales as (
      select (o.created_at at time zone 'UTC')::date::text as day,
        count(*)::int as checkouts,
        sum(o.total_cents - o.refunded_cents)::int as revenue,
        sum(o.tax_cents)::int as tax
      from orders o
      where o.business_id = ${businessId} and o.link_type = 'SHOPBOARD'
        and (o.created_at at time zone 'UTC')::date between ${fromDay}::date and ${toDay}::date
      group by 1
    )
    select coalesce(events.day, sales.day) as day,
      coalesce(events.visits, 0) as visits, coalesce(events.requested, 0) as requested,
      coalesce(sales.checkouts, 0) as checkouts, coalesce(sales.revenue, 0) as revenue,
      coalesce(sales.tax, 0) as tax
    from events full join sales on sales.day = events.day
    order by 1`);
  // node-postgres and PGlite answer `{ rows }`.
  const rows = (result as { rows: DayRow[] }).rows;
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const data = [];
  const totals = { visits: 0, requested: 0, checkouts: 0, revenue: 0, tax: 0 };
  for (let t = from.getTime(); t <= to.getTime(); t += DAY_MS) {
    const day = isoDay(new Date(t));
    const row = byDay.get(day);
    const point = {
      date: day,
      visits: Number(row?.visits ?? 0),
      checkouts: Number(row?.checkouts ?? 0),
      revenue: Number(row?.revenue ?? 0) / 100,
      total_tax: Number(row?.tax ?? 0) / 100,
    };
    totals.visits += point.visits;
    totals.requested += Number(row?.requested ?? 0);
    totals.checkouts += point.checkouts;
    totals.revenue += Number(row?.revenue ?? 0);
    totals.tax += Number(row?.tax ?? 0);
    data.push(point);
  }
  return {
    data,
    visits: totals.visits,
    checkouts: totals.checkouts,
    revenue: totals.revenue / 100,
    requested_checkouts: totals.requested,
    total_tax: totals.tax / 100,
    influencer_attributed_revenue: null,
    influencer_attributed_checkouts: null,
  };
}
