/**
 * What the in-process caches of content share (the rule is in apps/api/README.md, "Caching"): a
 * bounded least-recently-used map, and the check of a cached list of links — the business's
 * content version (`content_versions`, bumped by the database at the commit of any change to
 * content) and a fingerprint of the listed links' lifetime totals (which change with every shopper
 * event without bumping the version), read in one hot query.
 */
import { createHash } from 'node:crypto';
import type { Db } from './client';
import { hot, runHot } from './hot';

/** A bounded map, least recently used first out. */
export class LruCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly max = 1000) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: V): void {
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

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** A link row's lifetime totals, as stored (cents). */
export interface StoredTotals {
  id: string;
  totalVisits: number;
  totalCheckoutRequests: number;
  totalOrders: number;
  totalRevenueCents: number;
  totalTaxCents: number;
}

/**
 * The fingerprint of links' totals: md5 of `id:visits:requests:orders:revenue:tax` per link,
 * ordered by id (code-unit order, the database's `collate "C"`), joined with commas — the very
 * text LIST_STATE builds in SQL.
 */
export function totalsFingerprint(rows: readonly StoredTotals[]): string {
  const text = [...rows]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map(
      (r) =>
        `${r.id}:${r.totalVisits}:${r.totalCheckoutRequests}:${r.totalOrders}:${r.totalRevenueCents}:${r.totalTaxCents}`,
    )
    .join(',');
  return createHash('md5').update(text).digest('hex');
}

const LIST_STATE = hot(
  'list_state',
  ['text', 'text[]'],
  // No row yet: nothing was changed since the migration, version "0".
  `select coalesce((select version from content_versions where business_id = $1), 0)::text
     as version,
   (select md5(coalesce(string_agg(concat_ws(':', id, total_visits, total_checkout_requests,
       total_orders, total_revenue_cents, total_tax_cents), ',' order by id collate "C"), ''))
     from links where id = any($2)) as totals`,
);

/** The content version of a business and the totals fingerprint of links (by id), now. */
export async function listState(
  db: Db,
  businessId: string,
  ids: readonly string[],
): Promise<{ version: string; totals: string }> {
  const [row] = await runHot<{ version: string; totals: string }>(db, LIST_STATE, [
    businessId,
    ids,
  ]);
  return { version: row?.version ?? '', totals: row?.totals ?? '' };
}
