import type { link as linkSchema, multilink as multilinkSchema } from '@shoppable/api-contract';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Principal } from '../auth/session';
import type { Db } from '../db/client';
import { linkProducts, links, multilinks, publicIds, type StoredUtm } from '../db/content.schema';
import { businesses, influencers } from '../db/schema';
import { ApiError } from '../http';

/** A link as the contract answers it. */
export type LinkOut = v.InferOutput<typeof linkSchema>;
/** A multilink as the contract answers it. */
export type MultilinkOut = v.InferOutput<typeof multilinkSchema>;
export type LinkRow = typeof links.$inferSelect;
export type MultilinkRow = typeof multilinks.$inferSelect;

/** Cents to currency units. */
export const units = (cents: number | string | null | undefined) =>
  Math.round(Number(cents ?? 0)) / 100;

/** The five UTM keys, every one present (null when unset). */
export function utmOut(utm: StoredUtm | null | undefined) {
  if (!utm) return null;
  return {
    utm_source: utm.utm_source ?? null,
    utm_medium: utm.utm_medium ?? null,
    utm_campaign: utm.utm_campaign ?? null,
    utm_term: utm.utm_term ?? null,
    utm_content: utm.utm_content ?? null,
  };
}

/** Stored UTM parameters from a payload (only string values kept). */
export function utmIn(utm: Record<string, string | null | undefined> | null | undefined) {
  if (!utm) return null;
  const out: StoredUtm = {};
  for (const key of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']) {
    const value = utm[key];
    out[key] = typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  }
  return out;
}

/** The currency of a business. */
export async function businessCurrency(db: Db, businessId: string): Promise<string> {
  const [row] = await db
    .select({ currency: businesses.currency })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  return row?.currency ?? 'USD';
}

type ProductRef = { product_id: string; inventory_id: string; title: string };

/** The products of links in their order, keyed by link id. */
export async function productsOf(db: Db, ids: readonly string[]) {
  const byLink = new Map<string, ProductRef[]>();
  if (ids.length === 0) return byLink;
  const rows = await db
    .select()
    .from(linkProducts)
    .where(inArray(linkProducts.linkId, [...ids]))
    .orderBy(asc(linkProducts.linkId), asc(linkProducts.position));
  for (const row of rows) {
    const list = byLink.get(row.linkId) ?? [];
    list.push({ product_id: row.productId, inventory_id: row.inventoryId, title: row.title });
    byLink.set(row.linkId, list);
  }
  return byLink;
}

/** Usernames and images of influencers, keyed by id. */
async function influencersOf(db: Db, ids: readonly (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const out = new Map<string, { username: string; image: string | null }>();
  if (wanted.length === 0) return out;
  const rows = await db
    .select({
      id: influencers.id,
      username: influencers.username,
      image: influencers.profileImageUrl,
    })
    .from(influencers)
    .where(inArray(influencers.id, wanted));
  for (const row of rows) out.set(row.id, { username: row.username, image: row.image });
  return out;
}

/** The products and influencers of link rows, when already loaded (see `linkPageOf`). */
export interface LinkDetails {
  products: Map<string, ProductRef[]>;
  people: Map<string, { username: string; image: string | null }>;
}

/** A link's products in their order as JSON (a correlated subquery of a links query). */
const productsJson = sql<
  ProductRef[]
>`coalesce((select json_agg(json_build_object('product_id', lp.product_id, 'inventory_id', lp.inventory_id, 'title', lp.title) order by lp.position) from ${linkProducts} lp where lp.link_id = ${links.id}), '[]'::json)`;

/**
 * A page of links matching `where`, newest first, in the contract's shape (`data`), with their
 * rows: one query (the rows with their products as JSON, their influencer and their business's
 * currency) instead of four.
 */
export async function linkPageOf(
  db: Db,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<{ data: LinkOut[]; rows: LinkRow[] }> {
  const rows = await db
    .select({
      link: links,
      products: productsJson,
      username: influencers.username,
      image: influencers.profileImageUrl,
      currency: businesses.currency,
    })
    .from(links)
    .innerJoin(businesses, eq(businesses.id, links.businessId))
    .leftJoin(influencers, eq(influencers.id, links.influencerId))
    .where(where)
    .orderBy(desc(links.createdAt), desc(links.id))
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length === 0) return { data: [], rows: [] };
  const details: LinkDetails = { products: new Map(), people: new Map() };
  for (const row of rows) {
    details.products.set(row.link.id, row.products);
    if (row.link.influencerId && row.username !== null) {
      details.people.set(row.link.influencerId, { username: row.username, image: row.image });
    }
  }
  const linkRows = rows.map((row) => row.link);
  return { data: await serializeLinks(db, linkRows, rows[0]!.currency, details), rows: linkRows };
}

/** Serialises link rows (2 queries whatever their number; totals are kept on the rows). */
export async function serializeLinks(
  db: Db,
  rows: readonly LinkRow[],
  currency: string,
  details?: LinkDetails,
): Promise<LinkOut[]> {
  const ids = rows.map((r) => r.id);
  const [products, people] = details
    ? [details.products, details.people]
    : await Promise.all([
        productsOf(db, ids),
        influencersOf(
          db,
          rows.map((r) => r.influencerId),
        ),
      ]);
  return rows.map((row) => {
    const t = totalsOf(row);
    const person = row.influencerId ? people.get(row.influencerId) : undefined;
    return {
      link_id: row.id,
      description: row.description,
      title: row.title,
      created_at: row.createdAt.toISOString(),
      images: row.images.map((image) => ({ src: image.src, id: image.id ?? null })),
      link_default_image: row.images[0]?.src ?? null,
      currency,
      revenue: t.revenue,
      visits: t.visits,
      checkouts: t.checkouts,
      influencer_username: person?.username ?? null,
      influencer_profile_image_url: person?.image ?? null,
      shopping_redirect_url: row.shoppingRedirectUrl,
      url_type: (row.urlType as LinkOut['url_type']) ?? null,
      link_type: row.linkType as LinkOut['link_type'],
      promocode: row.promocode ? { code: row.promocode } : null,
      utm_params: utmOut(row.utmParams),
      selected_options: row.selectedOptions ?? null,
      products: products.get(row.id) ?? [],
      collections: row.collections.map((c) => ({ collection_id: c.collection_id, title: c.title })),
      link_analytics: linkAnalytics(t, currency),
      is_expired: row.isExpired,
      version: row.version,
    };
  });
}

/** The lifetime totals kept on a link row. */
export type LinkTotalsRow = Pick<
  LinkRow,
  'totalVisits' | 'totalCheckoutRequests' | 'totalOrders' | 'totalRevenueCents' | 'totalTaxCents'
>;

/** A link row's lifetime totals in wire units. */
export function totalsOf(row: LinkTotalsRow) {
  return {
    visits: row.totalVisits,
    requested: row.totalCheckoutRequests,
    checkouts: row.totalOrders,
    revenue: units(row.totalRevenueCents),
    tax: units(row.totalTaxCents),
  };
}

/** The contract's `link_analytics` of a link's totals. */
export function linkAnalytics(t: ReturnType<typeof totalsOf>, currency: string) {
  return {
    visits: t.visits,
    checkouts: t.checkouts,
    revenue: t.revenue,
    requested_checkouts: t.requested,
    total_tax: t.tax,
    currency,
  };
}

/**
 * A serialized link with other lifetime totals (`revenue`, `visits`, `checkouts`,
 * `link_analytics`), e.g. cached page data with the totals read fresh.
 */
export function withTotals(link: LinkOut, row: LinkTotalsRow): LinkOut {
  const t = totalsOf(row);
  return {
    ...link,
    revenue: t.revenue,
    visits: t.visits,
    checkouts: t.checkouts,
    link_analytics: linkAnalytics(t, link.currency),
  };
}

/** Serialises multilinks with their experiences. */
export async function serializeMultilinks(
  db: Db,
  rows: readonly MultilinkRow[],
  currency: string,
): Promise<MultilinkOut[]> {
  if (rows.length === 0) return [];
  const experiences = await db
    .select()
    .from(links)
    .where(
      inArray(
        links.multilinkId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(links.position));
  const serialized = await serializeLinks(db, experiences, currency);
  const byId = new Map(serialized.map((l) => [l.link_id, l]));
  return rows.map((row) => ({
    multilink_id: row.id,
    title: row.title,
    created_at: row.createdAt.toISOString(),
    currency,
    splitter_type: 'PERCENTAGE' as const,
    promocode: row.promocode,
    utm_params: utmOut(row.utmParams),
    is_expired: row.isExpired,
    version: row.version,
    links_options: experiences
      .filter((e) => e.multilinkId === row.id)
      .map((e) => {
        const l = byId.get(e.id)!;
        return {
          value: e.share ?? 0,
          device_option: (e.deviceOption ?? 'ALL') as 'ALL' | 'MOBILE' | 'PC',
          link_id: e.id,
          link_data: {
            shopping_redirect_url: l.shopping_redirect_url,
            description: l.description,
            link_type: l.link_type,
            url_type: l.url_type,
            link_default_image: l.link_default_image,
            products: l.products,
            collections: l.collections,
            selected_options: l.selected_options,
            utm_params: l.utm_params,
            promocode: l.promocode,
            link_analytics: l.link_analytics,
          },
        };
      }),
  }));
}

/**
 * A link the principal may read: another business's link, a multilink experience read as a link
 * by an influencer who does not own it, or another influencer's link are all 404 (never confirmed).
 */
export async function findLink(db: Db, principal: Principal, id: string): Promise<LinkRow> {
  const [row] = await db
    .select()
    .from(links)
    .where(and(eq(links.id, id), eq(links.businessId, principal.businessId)))
    .limit(1);
  if (!row || !ownsContent(principal, row.influencerId)) throw new ApiError(404, 'Link not found');
  return row;
}

/** A multilink the principal may read (see {@link findLink}). */
export async function findMultilink(
  db: Db,
  principal: Principal,
  id: string,
): Promise<MultilinkRow> {
  const [row] = await db
    .select()
    .from(multilinks)
    .where(and(eq(multilinks.id, id), eq(multilinks.businessId, principal.businessId)))
    .limit(1);
  if (!row || !ownsContent(principal, row.influencerId)) {
    throw new ApiError(404, 'Multilink not found');
  }
  return row;
}

/** Admins own every item of their business; influencers only their own. */
export function ownsContent(principal: Principal, influencerId: string | null): boolean {
  return principal.role === 'admin' || influencerId === principal.influencer.id;
}

/** A new public id: `prefix` + 8 random base-36 characters. */
export function newPublicId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return prefix + Array.from(bytes, (b) => (b % 36).toString(36)).join('');
}

/** Reserves a public id (unique across links, shorts and multilinks) or answers 409. */
export async function reserveId(
  db: Pick<Db, 'insert'>,
  businessId: string,
  id: string,
  kind: 'link' | 'multilink',
): Promise<void> {
  const inserted = await db
    .insert(publicIds)
    .values({ id, businessId, kind })
    .onConflictDoNothing()
    .returning({ id: publicIds.id });
  if (inserted.length === 0) throw new ApiError(409, `The link id "${id}" is already taken`);
}
