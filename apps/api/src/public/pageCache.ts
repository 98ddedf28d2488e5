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
import { eq, sql } from 'drizzle-orm';
import { contentVersions } from '../db/cache.schema';
import type { Db } from '../db/client';
import { links } from '../db/content.schema';
import { linkAnalytics, totalsOf, withTotals, type LinkTotalsRow } from '../links/model';

/** The page data the public endpoint answers. */
export type PageData = EndpointResponse<typeof publicPage>;

/** A cached page: its business, kind, the content version it was built at, and its data. */
export interface PageEntry {
  businessId: string;
  kind: 'link' | 'multilink';
  version: string;
  data: PageData;
}

/** The content version of a business and the totals of a page's link rows, read together. */
export interface PageState {
  version: string;
  totals: Map<string, LinkTotalsRow>;
}

function stateQuery(db: Db, kind: 'link' | 'multilink') {
  return db
    .select({
      // No row yet: nothing was changed since the migration, version "0".
      version: sql<string>`coalesce((select ${contentVersions.version} from ${contentVersions} where ${contentVersions.businessId} = ${sql.placeholder('businessId')}), 0)::text`,
      id: links.id,
      totalVisits: links.totalVisits,
      totalCheckoutRequests: links.totalCheckoutRequests,
      totalOrders: links.totalOrders,
      totalRevenueCents: links.totalRevenueCents,
      totalTaxCents: links.totalTaxCents,
    })
    .from(links)
    .where(eq(kind === 'link' ? links.id : links.multilinkId, sql.placeholder('id')))
    .prepare(`page_state_${kind}`);
}

const stateQueries = new WeakMap<Db, Record<'link' | 'multilink', ReturnType<typeof stateQuery>>>();

/**
 * The content version of `businessId` and the totals of the link `id` (or of the experiences of
 * the multilink `id`), in one query; null when there is no such row (deleted).
 */
export async function pageState(
  db: Db,
  businessId: string,
  id: string,
  kind: 'link' | 'multilink',
): Promise<PageState | null> {
  let queries = stateQueries.get(db);
  if (!queries) {
    queries = { link: stateQuery(db, 'link'), multilink: stateQuery(db, 'multilink') };
    stateQueries.set(db, queries);
  }
  const rows = await queries[kind].execute({ businessId, id });
  if (rows.length === 0) return null;
  return { version: rows[0]!.version, totals: new Map(rows.map((row) => [row.id, row])) };
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

/** A bounded map of page entries, least recently used first out. */
export class PageCache {
  private readonly entries = new Map<string, PageEntry>();

  constructor(private readonly max = 1000) {}

  get(key: string): PageEntry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: PageEntry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.max) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
