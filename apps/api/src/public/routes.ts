import { publicCheckout, publicPage, shopperEvent } from '@shoppable/api-contract';
import {
  claimsRelay,
  classifyVisit,
  FILTERED_VISIT_EVENTS,
  isQrScan,
  REFUSED_EVENTS,
} from '@shoppable/domain';
import { createHash } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import type { Throttle } from '../auth/throttle';
import type { Db } from '../db/client';
import {
  linkProducts,
  links,
  multilinks,
  orderItems,
  orders,
  publicIds,
} from '../db/content.schema';
import { businesses, influencers, users } from '../db/schema';
import { variants } from '../db/store.schema';
import { ApiError, readBodyText, route, SerializedData } from '../http';
import { collectionsByIds, inventoryItems, pickVariant, storeBaseUrl } from '../links/catalog';
import {
  newPublicId,
  serializeLinks,
  serializeMultilinks,
  type LinkOut,
  type LinkRow,
} from '../links/model';
import { serializeOrders } from '../orders/model';
import { enqueueEvent, orderData } from '../webhooks/outbox';
import { swapsOfInventory, swapsOf, type PageSwap } from './autoSwap';
import { EventIngest, type ShopperEventInput } from './ingest';
import { checkRelay, type RelayCheck } from './relay';
import { pageBrand } from './brand';
import { PageCache, pageState, totalsKey, withFreshTotals, type PageData } from './pageCache';
import { feedInventoryIds, isFeedLink, registerShopboardFeedRoute } from './shopboardFeed';

/** Decided: the simulated store's promocodes take 10% off. */
export const PROMOCODE_DISCOUNT = 0.1;
/** Decided: prices include 8% tax, reported as `total_tax`. */
export const TAX_RATE = 0.08;

/** Today as an ISO day (UTC): events are rolled up per day. */
export const isoDay = (date = new Date()) => date.toISOString().slice(0, 10);

/** Appends UTM parameters (and more) to a URL, keeping what it already holds. */
function withParams(url: string, params: Record<string, string | null | undefined>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) {
    if (value) target.searchParams.set(key, value);
  }
  return target.toString();
}

/**
 * Where a short sends the shopper (content.md §1: product, collection, custom URL or organic); a
 * short to a sold-out product goes to its alternative when auto swap found one (`swaps`).
 */
async function shortDestination(
  db: Db,
  row: LinkRow,
  link: LinkOut,
  swaps: readonly PageSwap[],
): Promise<string> {
  const base = await storeBaseUrl(db, row.businessId);
  let url = base;
  if (row.urlType === 'product' && link.products[0]) {
    const inventoryId = link.products[0].inventory_id;
    const swap = swaps.find((s) => s.soldOut === inventoryId);
    const items = await inventoryItems(db, row.businessId, [inventoryId]);
    url = swap?.item.product.url ?? items.get(inventoryId)?.product.url ?? base;
  } else if (row.urlType === 'collection' && row.collections[0]) {
    const found = await collectionsByIds(db, row.businessId, [row.collections[0].collection_id]);
    url = found.get(row.collections[0].collection_id)?.url ?? base;
  } else if (row.urlType === 'custom' && row.shoppingRedirectUrl) {
    url = row.shoppingRedirectUrl;
  } else if (row.urlType === 'organic' && row.promocode) {
    // The store's discount route applies the code and lands on the home page.
    url = `${base}/discount/${encodeURIComponent(row.promocode)}`;
  }
  // The organic discount route carries the code in its path already.
  const discount = row.urlType === 'organic' ? null : row.promocode;
  return withParams(url, { ...(row.utmParams ?? {}), discount });
}

/**
 * Picks a multilink experience: those for every device or the shopper's device, drawn at random
 * with their traffic shares as weights (`random` in [0, 1)). Null when none applies.
 */
export function pickExperience<T extends { id: string; share: number; device: string }>(
  experiences: readonly T[],
  device: 'MOBILE' | 'PC' | undefined,
  random: number,
): T | null {
  const eligible = experiences.filter(
    (e) => e.device === 'ALL' || device === undefined || e.device === device,
  );
  const pool = eligible.length > 0 ? eligible : experiences;
  const total = pool.reduce((sum, e) => sum + Math.max(0, e.share), 0);
  if (pool.length === 0) return null;
  if (total <= 0) return pool[Math.floor(random * pool.length)] ?? pool[0]!;
  let point = random * total;
  for (const e of pool) {
    point -= Math.max(0, e.share);
    if (point < 0) return e;
  }
  return pool[pool.length - 1]!;
}

/** A link's inventory ids in the link's order. */
async function linkInventoryIds(db: Db, linkId: string): Promise<string[]> {
  const rows = await db
    .select({ inventoryId: linkProducts.inventoryId })
    .from(linkProducts)
    .where(eq(linkProducts.linkId, linkId))
    .orderBy(linkProducts.position);
  return rows.map((product) => product.inventoryId);
}

/**
 * The inventory ids a page offers: a link's products and the alternatives auto swap shows for its
 * sold-out ones, or on the Shop the Feed page (`feed`) the products tagged on its visible posts.
 */
async function offeredInventoryIds(
  db: Db,
  link: { id: string; businessId: string },
  feed: boolean,
): Promise<Set<string>> {
  if (feed) return feedInventoryIds(db, link.businessId);
  const ids = await linkInventoryIds(db, link.id);
  const swaps = await swapsOfInventory(db, link.businessId, ids);
  return new Set([...ids, ...swaps.map((swap) => swap.alternative)]);
}

/** The owner of a public id (404 for an unknown one: nothing else is said). */
async function publicTarget(db: Db, id: string) {
  const [row] = await db.select().from(publicIds).where(eq(publicIds.id, id)).limit(1);
  if (!row) throw new ApiError(404, 'Link not found');
  return row;
}

/** Whether `username` is the merchant admin's or one of its influencers' (case-insensitive). */
async function isBusinessUsername(db: Db, businessId: string, username: string): Promise<boolean> {
  const name = username.toLowerCase();
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.businessId, businessId), eq(users.username, name)))
    .limit(1);
  if (admin) return true;
  const [influencer] = await db
    .select({ id: influencers.id })
    .from(influencers)
    .where(and(eq(influencers.businessId, businessId), eq(influencers.username, name)))
    .limit(1);
  return influencer !== undefined;
}

/**
 * The page data of a public id under a username (404 unless the username is the merchant's or one
 * of its influencers'); a multilink's `experience_id` is left null (drawn per request).
 */
async function pageData(
  db: Db,
  target: typeof publicIds.$inferSelect,
  params: { username: string },
): Promise<PageData> {
  // The path names the merchant or one of its influencers (the influencer's own link address).
  if (!(await isBusinessUsername(db, target.businessId, params.username))) {
    throw new ApiError(404, 'Page not found');
  }
  const common = await pageBrand(db, target.businessId);

  if (target.kind === 'multilink') {
    const [row] = await db.select().from(multilinks).where(eq(multilinks.id, target.id));
    if (!row) throw new ApiError(404, 'Page not found');
    const [multilink] = await serializeMultilinks(db, [row], common.currency);
    // The experience is drawn per request (answerPage), never cached.
    return {
      kind: 'multilink' as const,
      link: null,
      multilink: multilink!,
      products: [],
      ...common,
      redirect_url: null,
      experience_id: null,
    };
  }

  const [row] = await db.select().from(links).where(eq(links.id, target.id));
  if (!row) throw new ApiError(404, 'Page not found');
  const [link] = await serializeLinks(db, [row], common.currency);
  const refs = link!.products;
  const items = await inventoryItems(
    db,
    target.businessId,
    refs.map((r) => r.inventory_id),
  );
  const swaps = await swapsOf(
    db,
    target.businessId,
    refs.map((r) => r.inventory_id),
    items,
  );
  // A swapped product's alternative takes its place, so the page keeps the merchant's order.
  const products = refs.flatMap((r) => {
    const swap = swaps.find((s) => s.soldOut === r.inventory_id);
    const item = swap?.item ?? items.get(r.inventory_id);
    return item ? [item.product] : [];
  });
  const isShort = row.linkType === 'SHORT';
  return {
    kind: isShort ? ('short' as const) : ('link' as const),
    link: link!,
    multilink: null,
    products,
    ...common,
    redirect_url: isShort ? await shortDestination(db, row, link!, swaps) : null,
    experience_id: null,
    swaps: swaps.map((swap) => ({
      sold_out: { inventory_id: swap.soldOut, title: swap.soldOutTitle },
      alternative_inventory_id: swap.alternative,
    })),
  };
}

/** The answer of page data: a multilink's experience drawn for the device (per request). */
function answerPage(data: PageData, device: 'MOBILE' | 'PC' | undefined): PageData {
  if (data.kind !== 'multilink' || !data.multilink) return data;
  const picked = pickExperience(
    data.multilink.links_options.map((o) => ({
      id: o.link_id,
      share: o.value,
      device: o.device_option,
    })),
    device,
    Math.random(),
  );
  return { ...data, experience_id: picked?.id ?? null };
}

/**
 * The headers the link-page server relays a shopper's page request with (explained counts): their
 * user agent, the method (HEAD never counts) and the prefetch purpose (`Sec-Purpose`/`Purpose`);
 * the shopper's address comes as `X-Forwarded-For` from the trusted link-page server.
 */
export const SHOPPER_HEADERS = {
  userAgent: 'x-shopper-user-agent',
  method: 'x-shopper-method',
  purpose: 'x-shopper-purpose',
  /** The `utm_medium` of the page request: `qr` counts the visit as a QR scan too (issue 19). */
  utmMedium: 'x-shopper-utm-medium',
} as const;

/**
 * The event a visit is recorded as, as far as its request tells (domain's `classifyVisit`):
 * `visit` when it may count, else the filtered event it is kept under (bots, HEAD requests and
 * prefetches); repeats of the same shopper within 30 minutes are judged in the batch. A signed
 * relay is judged by the shopper's request it relays (`x-shopper-*`; without them it has no shopper
 * to judge and counts), any other call by its own request: its address and user agent.
 */
function judgeVisit(
  c: Context,
  clientAddress: (c: Context) => string,
  relayed: boolean,
): Pick<ShopperEventInput, 'visitType' | 'shopper' | 'qr'> {
  const qr = relayed && isQrScan(c.req.header(SHOPPER_HEADERS.utmMedium));
  const userAgent = relayed ? c.req.header(SHOPPER_HEADERS.userAgent) : c.req.header('user-agent');
  if (relayed && userAgent === undefined) return { visitType: 'visit', shopper: null, qr };
  const verdict = classifyVisit({
    method: relayed ? (c.req.header(SHOPPER_HEADERS.method) ?? 'GET') : c.req.method,
    userAgent,
    purpose: relayed
      ? (c.req.header(SHOPPER_HEADERS.purpose) ?? null)
      : (c.req.header('sec-purpose') ?? c.req.header('purpose') ?? null),
    now: Date.now(),
  });
  if (verdict !== 'counted') return { visitType: FILTERED_VISIT_EVENTS[verdict], qr };
  const shopper = createHash('sha256')
    .update(`${clientAddress(c)}\n${userAgent ?? ''}`)
    .digest('base64url');
  return { visitType: 'visit', shopper, qr };
}

/** How the public routes record shopper events and tell who is calling. */
export interface PublicRouteOptions {
  /** The batcher shopper events are recorded through (default: one of this app's own). */
  ingest?: EventIngest;
  /** The caller's address (the per-address limit and the repeat window's shopper). */
  clientAddress?: (c: Context) => string;
  /** The secret relays are signed with (see ./relay.ts). */
  relaySecret: string;
  /** The clock relays' timestamps are checked against (tests). */
  now?: () => number;
}

/** The link page's public calls: page data, shopper events and the store checkout. */
export function registerPublicRoutes(
  app: Hono,
  db: Db,
  throttle: Throttle,
  options: PublicRouteOptions,
): void {
  const ingest = options.ingest ?? new EventIngest(db, options.now ? { now: options.now } : {});
  const clientAddress = options.clientAddress ?? (() => 'unknown');
  // Page data is cached per process and re-checked against the business's content version
  // before every answer (./pageCache.ts; the rule is in apps/api/README.md, "Caching").
  const pages = new PageCache();
  route(app, publicPage, async (_c, { params, query }) => {
    const key = `${params.username.toLowerCase()}/${params.linkId}`;
    const cached = pages.get(key);
    if (cached) {
      const state = await pageState(db, cached.businessId, params.linkId, cached.kind);
      if (state?.version === cached.version) {
        // A multilink's experience is drawn per request; a link's answer is serialized once per
        // change of its totals.
        if (cached.kind === 'multilink') {
          return answerPage(withFreshTotals(cached.data, state.totals), query.device);
        }
        const totals = totalsKey(state.totals);
        if (cached.serialized?.totals !== totals) {
          const answer = new SerializedData(withFreshTotals(cached.data, state.totals));
          cached.serialized = { totals, answer };
        }
        return cached.serialized.answer;
      }
      pages.delete(key);
    }
    const target = await publicTarget(db, params.linkId);
    const kind = target.kind === 'multilink' ? 'multilink' : 'link';
    // The version is read before the data: a change committed meanwhile makes the entry miss next
    // time (never the other way round).
    const state = await pageState(db, target.businessId, target.id, kind);
    const data = await pageData(db, target, params);
    if (state) {
      pages.set(key, { businessId: target.businessId, kind, version: state.version, data });
    }
    return answerPage(data, query.device);
  });

  registerShopboardFeedRoute(app, db);

  // A request claiming to be a relay is checked against its body's exact text, read here once
  // (the route parses the same read).
  const relays = new WeakMap<Request, RelayCheck>();
  const now = options.now ?? Date.now;
  app.use(shopperEvent.path, async (c, next) => {
    if (c.req.method !== 'POST' || !claimsRelay((name) => c.req.header(name))) return next();
    const text = (await readBodyText(c)) ?? '';
    relays.set(
      c.req.raw,
      checkRelay(options.relaySecret, (name) => c.req.header(name), text, now()),
    );
    await next();
  });

  // Events are recorded in batches (./ingest.ts): the answer waits for the batch's commit.
  route(app, shopperEvent, async (c, { body }) => {
    const relay = relays.get(c.req.raw);
    const event: ShopperEventInput = {
      linkId: body.link_id,
      type: body.type,
      inventoryId: body.inventory_id,
      address: clientAddress(c),
    };
    if (relay === 'unsigned' || relay === 'stale') {
      // Counted as refused on its link (explained counts), whatever became of that.
      await ingest
        .record({ ...event, inventoryId: undefined, refusedAs: REFUSED_EVENTS.unsigned })
        .catch(() => undefined);
      throw new ApiError(
        401,
        relay === 'stale'
          ? 'The relay is too old: its timestamp is more than 5 minutes away'
          : 'The relay is not signed with the relay secret',
      );
    }
    await ingest.record({
      ...event,
      ...(body.type === 'visit' ? judgeVisit(c, clientAddress, relay === 'signed') : {}),
    });
    return null;
  });

  route(app, publicCheckout, async (c, { body }) => {
    await throttle.checkout(c);
    const target = await publicTarget(db, body.link_id);
    if (target.kind !== 'link') {
      throw new ApiError(400, 'Check out through the experience the multilink picked');
    }
    const [row] = await db.select().from(links).where(eq(links.id, target.id));
    if (!row) throw new ApiError(404, 'Link not found');
    if (row.isExpired) throw new ApiError(410, 'This link has expired');
    const [business] = await db
      .select({ currency: businesses.currency })
      .from(businesses)
      .where(eq(businesses.id, row.businessId));

    // Promocode: the one typed, else the link's; it must be the link's or an influencer's code.
    const code = (body.promocode?.trim() || row.promocode || '').toUpperCase() || null;
    let creditedTo = row.influencerId;
    let attributed = false;
    if (code) {
      const [owner] = await db
        .select({ id: influencers.id })
        .from(influencers)
        .where(
          and(
            eq(influencers.businessId, row.businessId),
            eq(influencers.active, true),
            sql`upper(${influencers.promocode}) = ${code}`,
          ),
        )
        .limit(1);
      const linkCode = row.promocode?.toUpperCase() ?? null;
      if (!owner && code !== linkCode) {
        throw new ApiError(400, `The promocode "${body.promocode ?? code}" is not valid`);
      }
      if (owner && (creditedTo === null || creditedTo === owner.id)) {
        creditedTo = owner.id;
        attributed = true;
      }
    }

    // Only what the page offers can be bought through it (and credited to it).
    const feed = isFeedLink(row);
    const offered = await offeredInventoryIds(db, row, feed);
    const stranger = body.items.find((item) => !offered.has(item.inventory_id));
    if (stranger) {
      throw new ApiError(
        400,
        `Product "${stranger.inventory_id}" is not on this ${feed ? 'shopboard' : 'link'}`,
      );
    }
    const items = await inventoryItems(
      db,
      row.businessId,
      body.items.map((item) => item.inventory_id),
    );
    const lines = body.items.map((item, position) => {
      const found = items.get(item.inventory_id);
      if (!found) throw new ApiError(400, `Unknown product "${item.inventory_id}"`);
      const variant = pickVariant(found.variants, item.selected_options);
      if (!variant) {
        const chosen = Object.entries(item.selected_options ?? {})
          .map(([name, value]) => `${name}: ${value}`)
          .join(', ');
        throw new ApiError(
          400,
          chosen
            ? `"${found.product.title}" has no variant with ${chosen}`
            : `"${found.product.title}" has no variant to sell`,
        );
      }
      if (variant.stock < item.quantity) {
        throw new ApiError(
          409,
          variant.stock <= 0
            ? `"${found.product.title}" (${variant.title}) is out of stock`
            : `Only ${variant.stock} of "${found.product.title}" (${variant.title}) left`,
        );
      }
      const unitCents = Math.round(variant.price * 100 * (code ? 1 - PROMOCODE_DISCOUNT : 1));
      return {
        position,
        variantId: variant.id,
        productId: found.product.product_id,
        inventoryId: item.inventory_id,
        title: found.product.title,
        variantTitle: variant.title,
        imageSrc: variant.imageUrl ?? found.product.image?.src ?? null,
        priceCents: unitCents,
        quantity: item.quantity,
      };
    });
    const totalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
    const id = newPublicId('ord_');
    const created = await db.transaction(async (tx) => {
      for (const line of lines) {
        const updated = await tx
          .update(variants)
          .set({ stock: sql`${variants.stock} - ${line.quantity}` })
          .where(and(eq(variants.id, line.variantId), gte(variants.stock, line.quantity)))
          .returning({ id: variants.id });
        if (updated.length === 0) throw new ApiError(409, `"${line.title}" just sold out`);
      }
      const [order] = await tx
        .insert(orders)
        .values({
          id,
          businessId: row.businessId,
          linkId: row.id,
          linkType: row.linkType,
          influencerId: creditedTo,
          attributed,
          promocode: code,
          status: 'PAID',
          currency: business?.currency ?? 'USD',
          totalCents,
          taxCents: Math.round(totalCents - totalCents / (1 + TAX_RATE)),
          productsCount: lines.reduce((sum, line) => sum + line.quantity, 0),
        })
        .returning();
      // The lines before the link: the rollup triggers lock the trend window on the lines, and a
      // refund locks it before the link too, so the two never wait on each other in a circle.
      await tx.insert(orderItems).values(
        lines.map((line) => ({
          orderId: id,
          position: line.position,
          productId: line.productId,
          inventoryId: line.inventoryId,
          title: line.title,
          variantTitle: line.variantTitle,
          imageSrc: line.imageSrc,
          priceCents: line.priceCents,
          quantity: line.quantity,
        })),
      );
      await tx
        .update(links)
        .set({
          totalOrders: sql`${links.totalOrders} + 1`,
          totalRevenueCents: sql`${links.totalRevenueCents} + ${order!.totalCents}`,
          totalTaxCents: sql`${links.totalTaxCents} + ${order!.taxCents}`,
        })
        .where(eq(links.id, row.id));
      await enqueueEvent(tx, row.businessId, 'order.created', orderData(order!));
      return order!;
    });
    const [out] = await serializeOrders(db, [created], await storeBaseUrl(db, row.businessId));
    return out!;
  });
}
