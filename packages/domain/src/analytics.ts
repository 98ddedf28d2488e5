import { LIMITS } from './constants';

/** A missing or non-finite number read as 0, never NaN (safe meaning of a missing number). */
export function safeNumber(n: number | null | undefined): number {
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}

/** Conversion rate in percent (content.md §9): checkouts / views × 100; 0 when views is 0. */
export function conversionRate(checkouts: number, views: number): number {
  const v = safeNumber(views);
  return v === 0 ? 0 : (safeNumber(checkouts) / v) * 100;
}

/** Influencer CR in percent (content.md §9): attributed checkouts / clicks × 100; 0 when clicks is 0. */
export function influencerConversionRate(attributedCheckouts: number, clicks: number): number {
  return conversionRate(attributedCheckouts, clicks);
}

/** Cart average (content.md §9): revenue / checkouts; 0 when there are no checkouts (safe meaning of a division by zero). */
export function cartAverage(revenue: number, checkouts: number): number {
  const c = safeNumber(checkouts);
  return c === 0 ? 0 : safeNumber(revenue) / c;
}

/** Views shown (content.md §9): the largest of views, checkout requests and checkouts. */
export function displayedViews(v: {
  views: number;
  checkoutRequests: number;
  checkouts: number;
}): number {
  return Math.max(safeNumber(v.views), safeNumber(v.checkoutRequests), safeNumber(v.checkouts));
}

/** A product row's counts as shown (content.md §9): views = max of view, add and buy; adds = max of add and buy. */
export function productRowCounts(row: { view: number; add: number; buy: number }): {
  views: number;
  adds: number;
  buys: number;
} {
  const buys = safeNumber(row.buy);
  const adds = Math.max(safeNumber(row.add), buys);
  return { views: Math.max(safeNumber(row.view), adds), adds, buys };
}

/**
 * The sales and revenue a role sees (content.md §6): influencers see influencer-attributed
 * checkouts and revenue, admins the totals.
 */
export function visibleFigures(
  isAdmin: boolean,
  b: {
    checkouts: number;
    revenue: number;
    influencerAttributedCheckouts: number;
    influencerAttributedRevenue: number;
  },
): { sales: number; revenue: number } {
  return isAdmin
    ? { sales: safeNumber(b.checkouts), revenue: safeNumber(b.revenue) }
    : {
        sales: safeNumber(b.influencerAttributedCheckouts),
        revenue: safeNumber(b.influencerAttributedRevenue),
      };
}

/** The lifetime revenue tile shows only when lifetime revenue is at least 1000 (content.md §6, §9). */
export function showRevenueTile(lifetimeRevenue: number): boolean {
  return safeNumber(lifetimeRevenue) >= LIMITS.revenueTileThreshold;
}

/** The colour band of a product rank 0–100 (content.md §9): 0–20 red, 21–40 light blue, 41–60 amber, 61–80 orange, 81–100 green. */
export function rankBand(rank: number): 'red' | 'lightBlue' | 'amber' | 'orange' | 'green' {
  const r = safeNumber(rank);
  const b = LIMITS.rankBands;
  if (r <= b.red) return 'red';
  if (r <= b.lightBlue) return 'lightBlue';
  if (r <= b.amber) return 'amber';
  if (r <= b.orange) return 'orange';
  return 'green';
}

/** The availability tag colour of a variant ratio 0..1 (content.md §9): 0.75 or more green, 0.5 or more amber, lower red. */
export function availabilityTone(ratio: number): 'green' | 'amber' | 'red' {
  const r = safeNumber(ratio);
  if (r >= LIMITS.availability.green) return 'green';
  if (r >= LIMITS.availability.amber) return 'amber';
  return 'red';
}

/** A product with zero or fewer units in stock is out of stock (content.md §3); a missing quantity counts as 0. */
export function isOutOfStock(totalQuantity: number | null | undefined): boolean {
  return safeNumber(totalQuantity) <= 0;
}

function statusKey(status: string): string {
  return status
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
}

/**
 * The order status label (content.md §4): paid → PAID, refunded → REFUNDED, partially refunded →
 * PARTIALLY REFUNDED, anything else blank; the server value is read in any case, with _ or - as spaces.
 */
export function orderStatusLabel(status: string): 'PAID' | 'REFUNDED' | 'PARTIALLY REFUNDED' | '' {
  switch (statusKey(status)) {
    case 'paid':
      return 'PAID';
    case 'refunded':
      return 'REFUNDED';
    case 'partially refunded':
      return 'PARTIALLY REFUNDED';
    default:
      return '';
  }
}

/** The order status tag colour (content.md §4): green paid, orange refunded, yellow otherwise. */
export function orderStatusTone(status: string): 'green' | 'orange' | 'yellow' {
  const label = orderStatusLabel(status);
  if (label === 'PAID') return 'green';
  if (label === 'REFUNDED') return 'orange';
  return 'yellow';
}

/** One day of a chart series: a yyyy-mm-dd date and its numbers. */
export interface ChartPoint {
  date: string;
  values: Readonly<Record<string, number>>;
}

function addDay(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Chart data with the missing days filled with zeros (content.md §9), from `from` to `to`
 * inclusive (yyyy-mm-dd), every point carrying every key of `keys`; missing numbers are 0.
 */
export function fillMissingDays(
  points: readonly ChartPoint[],
  from: string,
  to: string,
  keys: readonly string[],
): ChartPoint[] {
  const byDate = new Map(points.map((p) => [p.date.slice(0, 10), p.values]));
  const out: ChartPoint[] = [];
  for (let day = from; day <= to; day = addDay(day)) {
    const values = byDate.get(day) ?? {};
    out.push({
      date: day,
      values: Object.fromEntries(keys.map((k) => [k, safeNumber(values[k])])),
    });
  }
  return out;
}

/** Whether another page may exist (content.md §2): a page returning exactly the page size means more. */
export function hasMorePages(returned: number, pageSize: number): boolean {
  return returned === pageSize;
}

/**
 * The default main product for complementary products (content.md §9): one of the first 3 top
 * products, picked with the given `random()` in [0, 1) so the rule stays pure; null when there are none.
 */
export function defaultMainProduct<T>(topProducts: readonly T[], random: () => number): T | null {
  const pool = topProducts.slice(0, LIMITS.complementaryMainProductPool);
  if (pool.length === 0) return null;
  const i = Math.min(pool.length - 1, Math.floor(Math.max(0, safeNumber(random())) * pool.length));
  return pool[i] ?? null;
}

/** Infinite scroll loads more when the visible item is within 7 items of the end (3 on mobile) (content.md §9). */
export function shouldLoadMore(index: number, loaded: number, isMobile: boolean): boolean {
  const trigger = isMobile
    ? LIMITS.infiniteScrollTrigger.mobile
    : LIMITS.infiniteScrollTrigger.desktop;
  return loaded > 0 && index >= loaded - trigger;
}

/** Paged tables fetch in chunks of twice the page size, the first fetch included (content.md §4, §9). */
export function tableFetchSize(pageSize: number): number {
  return 2 * Math.max(1, Math.trunc(safeNumber(pageSize)));
}
