/**
 * Public page data kept in memory, checked against the database before every answer.
 *
 * The rule (apps/api/README.md, "Caching"): an entry is answered only when its business's content
 * version (`content_versions`, bumped by triggers in the same transaction as any change to what a
 * page shows) still equals the version read before the entry was built. The check is one indexed
 * query that also reads the link's (or the multilink experiences') lifetime totals, which change
 * with every shopper event and are therefore never cached. So an edit committed by any API process
 * is seen by every other one on its next answer: no TTL, no staleness.
 */
import type { EndpointResponse, publicPage } from '@shoppable/api-contract';
import type { Db } from '../db/client';
import { LruCache } from '../db/contentCache';
import { hot, runHot } from '../db/hot';
import type { SerializedData } from '../http';
import { linkAnalytics, totalsOf, withTotals, type LinkTotalsRow } from '../links/model';

/** The page data the public endpoint answers. */
export type PageData = EndpointResponse<typeof publicPage>;

/** A cached page: its business, kind, the content version it was built at, and its data. */
export interface PageEntry {
  businessId: string;
  kind: 'link' | 'multilink';
  version: string;
  data: PageData;
  /** A link's answer serialized with the totals it was serialized with (`totalsKey`). */
  serialized?: { totals: string; answer: SerializedData };
}

/** The totals of a page's link rows as one comparable string. */
export function totalsKey(totals: Map<string, LinkTotalsRow>): string {
  return [...totals]
    .map(
      ([id, t]) =>
        `${id}:${t.totalVisits}:${t.totalCheckoutRequests}:${t.totalOrders}:${t.totalRevenueCents}:${t.totalTaxCents}`,
    )
    .join(',');
}

/** The content version of a business and the totals of a page's link rows, read together. */
export interface PageState {
  version: string;
  totals: Map<string, LinkTotalsRow>;
}

/** The version and totals of a link (by id) or of a multilink's experiences (by multilink id). */
const stateStatement = (kind: 'link' | 'multilink') =>
  hot(
    `page_state_${kind}`,
    ['text', 'text'],
    // No row yet: nothing was changed since the migration, version "0".
    `select coalesce((select version from content_versions where business_id = $1), 0)::text
       as version, id, total_visits, total_checkout_requests, total_orders, total_revenue_cents,
       total_tax_cents
     from links where ${kind === 'link' ? 'id' : 'multilink_id'} = $2`,
  );
const STATE = { link: stateStatement('link'), multilink: stateStatement('multilink') };

interface StateRow extends Record<string, unknown> {
  version: string;
  id: string;
  total_visits: number;
  total_checkout_requests: number;
  total_orders: number;
  total_revenue_cents: number;
  total_tax_cents: number;
}

/**
 * The content version of `businessId` and the totals of the link `id` (or of the experiences of
 * the multilink `id`), in one hot query; null when there is no such row (deleted).
 */
export async function pageState(
  db: Db,
  businessId: string,
  id: string,
  kind: 'link' | 'multilink',
): Promise<PageState | null> {
  const rows = await runHot<StateRow>(db, STATE[kind], [businessId, id]);
  if (rows.length === 0) return null;
  return {
    version: rows[0]!.version,
    totals: new Map(
      rows.map((row) => [
        row.id,
        {
          totalVisits: row.total_visits,
          totalCheckoutRequests: row.total_checkout_requests,
          totalOrders: row.total_orders,
          totalRevenueCents: row.total_revenue_cents,
          totalTaxCents: row.total_tax_cents,
        },
      ]),
    ),
  };
}

/** Page data with the link's (or experiences') totals replaced by fresh ones. */
export function withFreshTotals(data: PageData, totals: Map<string, LinkTotalsRow>): PageData {
  const linkTotals = data.link ? totals.get(data.link.link_id) : undefined;
  const multilink = data.multilink;
  return {
    ...data,
    link: data.link && linkTotals ? withTotals(data.link, linkTotals) : data.link,
    multilink: multilink
      ? {
          ...multilink,
          links_options: multilink.links_options.map((option) => {
            const row = totals.get(option.link_id);
            if (!row) return option;
            const analytics = linkAnalytics(totalsOf(row), multilink.currency);
            return { ...option, link_data: { ...option.link_data, link_analytics: analytics } };
          }),
        }
      : multilink,
  };
}

/** The page cache: at most 1000 pages per process, least recently used first out. */
export class PageCache extends LruCache<PageEntry> {}
