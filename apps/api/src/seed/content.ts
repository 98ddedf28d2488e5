/**
 * The content and commerce seed: influencers, links of every type, multilinks, a year of shopper
 * events and orders for `demo` (relative to the seeding day, so "Last 30 days" has data) and a
 * little for `acme` (isolation). Deterministic: a seeded PRNG, fixed ids, batched inserts.
 */
import { ALL_PERMISSIONS, toServerPermissions } from '@shoppable/domain';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  linkEvents,
  linkProductEvents,
  linkProducts,
  links,
  multilinks,
  orderItems,
  orders,
  publicIds,
} from '../db/content.schema';
import { influencers } from '../db/schema';
import { collections, products, socialPosts, variants } from '../db/store.schema';

/** Fixed ids of seeded content that tests and e2e rely on. */
export const CONTENT_SEED = {
  demo: {
    /** An Instant of maya's with several products and her promocode. */
    mayaLink: 'lk-demo-01',
    /** An Instant of the admin's (no influencer). */
    adminLink: 'lk-demo-02',
    /** A product short of maya's. */
    productShort: 'sh-demo-01',
    /** A collection short. */
    collectionShort: 'sh-demo-02',
    /** A custom-URL short. */
    customShort: 'sh-demo-03',
    /** An organic (promocode only) short. */
    organicShort: 'sh-demo-04',
    /** A 50/50 multilink (Instant vs product short). */
    multilink: 'ml-demo-01',
    /**
     * A 70/30 multilink (B on phones) with hundreds of seeded visits and a few orders a side: the
     * A/B verdict's API test and e2e.
     */
    splitMultilink: 'ml-demo-02',
    /** An Instant of noa's (another influencer than maya). */
    noaLink: 'lk-demo-03',
    /** An expired Instant. */
    expiredLink: 'lk-demo-12',
  },
  acme: { link: 'lk-acme-01', short: 'sh-acme-01', multilink: 'ml-acme-01' },
  influencers: {
    noa: { id: 'inf-noa', username: 'noa', password: 'noa1234' },
    /** Active, may create links, holds no analytics permission. */
    liam: { id: 'inf-liam', username: 'liam', password: 'liam1234' },
    /** Deactivated. */
    dana: { id: 'inf-dana', username: 'dana', password: 'dana1234' },
    acme: { id: 'inf-acme-zoe', username: 'zoe', password: 'zoe1234' },
  },
} as const;

/**
 * scrypt hashes of the seeded influencers' passwords (`{username}1234`, see `CONTENT_SEED`),
 * computed once with `hashPassword`: hashing on every seed would cost more than the rest of the
 * content seed, and every test file seeds.
 */
const SEED_HASHES: Record<string, string> = {
  noa: 'scrypt$16384$8$1$6jJepOBSDcazEx+QHDWX8w==$ENqCqH9ksXfwGhUL+VkzmF5+h3V+ZyaqjBPXJ4t2xyc=',
  liam: 'scrypt$16384$8$1$5AtmYKn0/8qsjtl02Q4XzA==$3h0wcALdTWKpIu2ISyhigH2rcyLe0qG2FSO1PQDDGuA=',
  dana: 'scrypt$16384$8$1$IbK3nsqWbetgPGWPlhlyjA==$ofuufQp0i1NWpycJdI0HT3N5kT0ISRTqnz/RDHx8zyw=',
  zoe: 'scrypt$16384$8$1$h7FQZ2hfyxm5SQkSqDdPOw==$yXb+7GnZ0kb84TZZNI7mpO1kjMKSs177fecfw0GaxQs=',
};

/** mulberry32: a small deterministic PRNG in [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

const PERMISSIONS_ALL = { ...toServerPermissions(ALL_PERMISSIONS) };
const PERMISSIONS_NO_ANALYTICS = {
  analytics_commission_enabled: false,
  analytics_clicks_enabled: false,
  analytics_revenue_enabled: false,
  analytics_sales_enabled: false,
  analytics_cr_enabled: false,
  analytics_aov_enabled: false,
  allow_creating_and_editing_links: true,
};

interface Catalogue {
  products: { id: string; inventoryId: string; title: string; image: string | null }[];
  prices: Map<string, { cents: number; title: string; image: string | null }>;
  collections: { id: string; title: string }[];
}

async function catalogue(db: Db, businessId: string): Promise<Catalogue> {
  const rows = await db
    .select({
      id: products.id,
      inventoryId: products.inventoryId,
      title: products.title,
      image: products.imageUrl,
    })
    .from(products)
    .where(eq(products.businessId, businessId))
    .orderBy(asc(products.position));
  const variantRows =
    rows.length === 0
      ? []
      : await db
          .select({
            productId: variants.productId,
            price: variants.price,
            title: variants.title,
            image: variants.imageUrl,
            position: variants.position,
          })
          .from(variants)
          .where(inArray(variants.businessId, [businessId]))
          .orderBy(asc(variants.productId), asc(variants.position));
  const prices = new Map<string, { cents: number; title: string; image: string | null }>();
  for (const v of variantRows) {
    if (!prices.has(v.productId)) {
      prices.set(v.productId, { cents: Math.round(v.price * 100), title: v.title, image: v.image });
    }
  }
  const collectionRows = await db
    .select({ id: collections.id, title: collections.title })
    .from(collections)
    .where(eq(collections.businessId, businessId))
    .orderBy(asc(collections.position));
  return { products: rows, prices, collections: collectionRows };
}

/** Inserts rows in batches (the driver's parameter limit and one round trip per batch). */
async function insertBatched<T extends Record<string, unknown>>(
  db: Db,
  table: Parameters<Db['insert']>[0],
  rows: T[],
  size = 1000,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size) as never);
  }
}

type LinkSeed = typeof links.$inferInsert;

interface Plan {
  business: string;
  /** The store's domain (custom short URLs point at it). */
  domain: string;
  currency: string;
  now: Date;
  random: () => number;
  cat: Catalogue;
}

/** Builds the links of one business: Instants, shorts of every URL type, shopboard links. */
function buildLinks(
  p: Plan,
  prefix: string,
  counts: { looks: number; shorts: number; shopboard: number },
  owners: (string | null)[],
  promos: Map<string | null, string | null>,
) {
  const rows: LinkSeed[] = [];
  const items: (typeof linkProducts.$inferInsert)[] = [];
  const { random, cat } = p;
  const pick = (n: number, offset: number) =>
    Array.from({ length: n }, (_, i) => cat.products[(offset + i * 7) % cat.products.length]!);
  // The first Instant is a year old (a full year of history); the others 20 to 350 days.
  const ageDays = (i: number) => (i === 0 ? 364 : 20 + ((i * 37) % 330));
  const created = (i: number) => new Date(p.now.getTime() - ageDays(i) * DAY_MS);
  for (let i = 0; i < counts.looks; i += 1) {
    const id = `lk-${prefix}-${String(i + 1).padStart(2, '0')}`;
    const owner = owners[i % owners.length] ?? null;
    const n = i === 0 ? 6 : 1 + Math.floor(random() * 15);
    const chosen = pick(n, i * 11);
    rows.push({
      id,
      businessId: p.business,
      influencerId: owner,
      linkType: 'LOOK',
      description: `${['Summer', 'Weekend', 'Office', 'Gift', 'Travel', 'Studio'][i % 6]} picks ${i + 1}`,
      images: chosen[0]?.image ? [{ src: chosen[0].image, id: null }] : [],
      promocode: promos.get(owner) ?? null,
      utmParams:
        i % 3 === 0
          ? { utm_source: 'instagram', utm_medium: 'social', utm_campaign: `look${i + 1}` }
          : null,
      isExpired: i === counts.looks - 1 && counts.looks > 2,
      createdAt: created(i),
    });
    chosen.forEach((product, position) =>
      items.push({
        linkId: id,
        position,
        productId: product.id,
        inventoryId: product.inventoryId,
        title: product.title,
      }),
    );
  }
  const urlTypes = ['product', 'collection', 'custom', 'organic'] as const;
  for (let i = 0; i < counts.shorts; i += 1) {
    const id = `sh-${prefix}-${String(i + 1).padStart(2, '0')}`;
    const owner = owners[i % owners.length] ?? null;
    const urlType = urlTypes[i % 4]!;
    const product = pick(1, 3 + i * 5)[0]!;
    const collection = cat.collections[i % Math.max(1, cat.collections.length)];
    rows.push({
      id,
      businessId: p.business,
      influencerId: owner,
      linkType: 'SHORT',
      urlType: urlType === 'collection' && !collection ? 'organic' : urlType,
      title: `${urlType[0]!.toUpperCase()}${urlType.slice(1)} short ${i + 1}`,
      shoppingRedirectUrl: urlType === 'custom' ? `https://${p.domain}/pages/sale` : null,
      promocode: promos.get(owner) ?? (urlType === 'organic' ? 'WELCOME10' : null),
      collections:
        urlType === 'collection' && collection
          ? [{ collection_id: collection.id, title: collection.title }]
          : [],
      images: [],
      createdAt: created(i + 3),
    });
    if (urlType === 'product') {
      items.push({
        linkId: id,
        position: 0,
        productId: product.id,
        inventoryId: product.inventoryId,
        title: product.title,
      });
    }
  }
  for (let i = 0; i < counts.shopboard; i += 1) {
    const id = `sb-${prefix}-${String(i + 1).padStart(2, '0')}`;
    const chosen = pick(3, 40 + i * 9);
    rows.push({
      id,
      businessId: p.business,
      linkType: 'SHOPBOARD',
      urlType: 'organic',
      description: `Shop the Feed ${i + 1}`,
      images: chosen[0]?.image ? [{ src: chosen[0].image, id: null }] : [],
      createdAt: created(i + 7),
    });
    chosen.forEach((product, position) =>
      items.push({
        linkId: id,
        position,
        productId: product.id,
        inventoryId: product.inventoryId,
        title: product.title,
      }),
    );
  }
  return { rows, items };
}

/** A year (from each link's creation) of daily events and the orders they led to. */
function buildHistory(
  p: Plan,
  prefix: string,
  linkRows: LinkSeed[],
  itemsByLink: Map<string, string[]>,
  promoOwners: Map<string, string>,
  traffic: number,
) {
  const events: (typeof linkEvents.$inferInsert)[] = [];
  const productEvents: (typeof linkProductEvents.$inferInsert)[] = [];
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const lines: (typeof orderItems.$inferInsert)[] = [];
  const { random, cat } = p;
  const today = Date.UTC(p.now.getUTCFullYear(), p.now.getUTCMonth(), p.now.getUTCDate());
  let orderNo = 0;
  /** Stochastic rounding: keeps small expected counts (0.3 orders a day) honest. */
  const round = (x: number) => Math.floor(x) + (random() < x - Math.floor(x) ? 1 : 0);
  const addOrder = (link: LinkSeed | null, code: string | null, at: Date, productIds: string[]) => {
    orderNo += 1;
    const id = `ord-${prefix}-${String(orderNo).padStart(4, '0')}`;
    const count = 1 + Math.floor(random() * Math.min(3, Math.max(1, productIds.length)));
    let total = 0;
    let quantityTotal = 0;
    for (let k = 0; k < count; k += 1) {
      const productId =
        productIds[(k + Math.floor(random() * productIds.length)) % productIds.length]!;
      const product = cat.products.find((x) => x.id === productId);
      const price = cat.prices.get(productId);
      if (!product || !price) continue;
      const quantity = random() < 0.8 ? 1 : 2;
      const discounted = code ? Math.round(price.cents * 0.9) : price.cents;
      total += discounted * quantity;
      quantityTotal += quantity;
      lines.push({
        orderId: id,
        position: k,
        productId,
        inventoryId: product.inventoryId,
        title: product.title,
        variantTitle: price.title,
        imageSrc: price.image ?? product.image,
        priceCents: discounted,
        quantity,
      });
    }
    const roll = random();
    const status = roll < 0.9 ? 'PAID' : roll < 0.96 ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    const promoOwner = code ? (promoOwners.get(code) ?? null) : null;
    const influencerId = link?.influencerId ?? promoOwner;
    orderRows.push({
      id,
      businessId: p.business,
      linkId: link?.id ?? null,
      linkType: link?.linkType ?? null,
      influencerId,
      attributed: promoOwner !== null && promoOwner === influencerId,
      promocode: code,
      status,
      currency: p.currency,
      totalCents: total,
      taxCents: Math.round(total - total / 1.08),
      refundedCents:
        status === 'REFUNDED' ? total : status === 'PARTIALLY_REFUNDED' ? Math.round(total / 3) : 0,
      productsCount: quantityTotal,
      createdAt: new Date(Math.min(at.getTime(), p.now.getTime() - 60_000)),
    });
  };

  for (const [index, link] of linkRows.entries()) {
    const createdDay = Math.floor((link.createdAt as Date).getTime() / DAY_MS) * DAY_MS;
    const productIds = itemsByLink.get(link.id) ?? [];
    const sellable = productIds.length > 0 ? productIds : cat.products.slice(0, 8).map((x) => x.id);
    const inventoryIds = productIds.flatMap((id) => {
      const product = cat.products.find((x) => x.id === id);
      return product ? [product.inventoryId] : [];
    });
    const base = traffic * (0.5 + ((index * 13) % 10) / 10);
    for (let day = Math.max(createdDay, today - 364 * DAY_MS); day <= today; day += DAY_MS) {
      const recency = 0.6 + 0.4 * (1 - (today - day) / (365 * DAY_MS));
      const visits = round(base * recency * (0.4 + random() * 1.2));
      if (visits <= 0) continue;
      const iso = new Date(day).toISOString().slice(0, 10);
      events.push({
        businessId: p.business,
        linkId: link.id,
        day: iso,
        type: 'visit',
        count: visits,
      });
      const adds = round(visits * (0.1 + random() * 0.1));
      if (adds > 0) {
        events.push({
          businessId: p.business,
          linkId: link.id,
          day: iso,
          type: 'add_to_cart',
          count: adds,
        });
        // Each add names its product (the funnel), spread over the link's products in turn
        // without drawing from the PRNG, so the rest of the history stays as it was.
        const perProduct = new Map<string, number>();
        for (let k = 0; k < adds && inventoryIds.length > 0; k += 1) {
          const inventoryId = inventoryIds[(day / DAY_MS + k) % inventoryIds.length]!;
          perProduct.set(inventoryId, (perProduct.get(inventoryId) ?? 0) + 1);
        }
        for (const [inventoryId, count] of perProduct) {
          productEvents.push({
            businessId: p.business,
            linkId: link.id,
            inventoryId,
            day: iso,
            type: 'add_to_cart',
            count,
          });
        }
      }
      const requests = round(adds * (0.4 + random() * 0.2));
      if (requests > 0) {
        events.push({
          businessId: p.business,
          linkId: link.id,
          day: iso,
          type: 'checkout_request',
          count: requests,
        });
      }
      const sold = round(requests * 0.35);
      for (let k = 0; k < sold; k += 1) {
        addOrder(
          link,
          link.promocode ?? null,
          new Date(day + Math.floor(random() * 20) * 3600_000),
          sellable,
        );
      }
    }
  }
  // Organic orders with an influencer's promocode (the "external" figures), one a week.
  const codes = [...promoOwners.keys()];
  for (let day = today - 364 * DAY_MS; codes.length > 0 && day <= today; day += 7 * DAY_MS) {
    const code = codes[Math.floor(random() * codes.length)]!;
    addOrder(
      null,
      code,
      new Date(day + 12 * 3600_000),
      cat.products.slice(0, 12).map((x) => x.id),
    );
  }
  return { events, productEvents, orders: orderRows, lines };
}

/** Daily clicks and adds to cart of the first posts of each network over the last 120 days. */
async function postClicks(db: Db, p: Plan): Promise<(typeof linkEvents.$inferInsert)[]> {
  const posts = await db
    .select({ id: socialPosts.id, network: socialPosts.network })
    .from(socialPosts)
    .where(eq(socialPosts.businessId, p.business))
    .orderBy(asc(socialPosts.network), desc(socialPosts.postedAt), asc(socialPosts.id));
  const perNetwork = new Map<string, number>();
  const events: (typeof linkEvents.$inferInsert)[] = [];
  const today = Date.UTC(p.now.getUTCFullYear(), p.now.getUTCMonth(), p.now.getUTCDate());
  for (const post of posts) {
    const seen = perNetwork.get(post.network) ?? 0;
    perNetwork.set(post.network, seen + 1);
    if (seen >= 6) continue;
    for (let day = today - 119 * DAY_MS; day <= today; day += DAY_MS) {
      const visits = Math.floor(p.random() * 6);
      if (visits === 0) continue;
      const iso = new Date(day).toISOString().slice(0, 10);
      events.push({
        businessId: p.business,
        linkId: post.id,
        day: iso,
        type: 'visit',
        count: visits,
      });
      if (visits >= 4) {
        events.push({
          businessId: p.business,
          linkId: post.id,
          day: iso,
          type: 'add_to_cart',
          count: 1,
        });
      }
    }
  }
  return events;
}

/** Multilinks of one business: two experiences each (an Instant and a product short). */
function buildMultilinks(p: Plan, prefix: string, count: number) {
  const rows: (typeof multilinks.$inferInsert)[] = [];
  const experiences: LinkSeed[] = [];
  const items: (typeof linkProducts.$inferInsert)[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = `ml-${prefix}-${String(i + 1).padStart(2, '0')}`;
    const createdAt = new Date(p.now.getTime() - (40 + i * 30) * DAY_MS);
    const shares = i === 0 ? [50, 50] : [70, 30];
    rows.push({
      id,
      businessId: p.business,
      title: i === 0 ? 'Spring A/B' : `Campaign split ${i + 1}`,
      promocode: i === 0 ? 'SPRING15' : null,
      createdAt,
    });
    const look = p.cat.products.slice(i * 4, i * 4 + 4);
    const single = p.cat.products[20 + i] ?? p.cat.products[0]!;
    const a = `${id}-a`;
    const b = `${id}-b`;
    experiences.push(
      {
        id: a,
        businessId: p.business,
        multilinkId: id,
        position: 0,
        share: shares[0],
        deviceOption: 'ALL',
        linkType: 'LOOK',
        description: 'Experience A',
        images: look[0]?.image ? [{ src: look[0].image, id: null }] : [],
        promocode: i === 0 ? 'SPRING15' : null,
        createdAt,
      },
      {
        id: b,
        businessId: p.business,
        multilinkId: id,
        position: 1,
        share: shares[1],
        deviceOption: i === 0 ? 'ALL' : 'MOBILE',
        linkType: 'SHORT',
        urlType: 'product',
        images: [],
        promocode: i === 0 ? 'SPRING15' : null,
        createdAt,
      },
    );
    look.forEach((product, position) =>
      items.push({
        linkId: a,
        position,
        productId: product.id,
        inventoryId: product.inventoryId,
        title: product.title,
      }),
    );
    items.push({
      linkId: b,
      position: 0,
      productId: single.id,
      inventoryId: single.inventoryId,
      title: single.title,
    });
  }
  return { rows, experiences, items };
}

async function seedBusiness(
  db: Db,
  p: Plan,
  prefix: string,
  counts: { looks: number; shorts: number; shopboard: number; multilinks: number },
  owners: (string | null)[],
  promoOwners: Map<string, string>,
  traffic: number,
) {
  if (p.cat.products.length === 0) return;
  const promos = new Map<string | null, string | null>();
  for (const [code, owner] of promoOwners) promos.set(owner, code);
  const built = buildLinks(p, prefix, counts, owners, promos);
  const multi = buildMultilinks(p, prefix, counts.multilinks);
  const allLinks = [...built.rows, ...multi.experiences];
  const allItems = [...built.items, ...multi.items];
  const itemsByLink = new Map<string, string[]>();
  for (const item of allItems) {
    itemsByLink.set(item.linkId, [...(itemsByLink.get(item.linkId) ?? []), item.productId]);
  }
  const history = buildHistory(p, prefix, allLinks, itemsByLink, promoOwners, traffic);
  // Lifetime totals kept on the link rows (see `links.totalVisits`).
  const byId = new Map(allLinks.map((l) => [l.id, l]));
  for (const e of history.events) {
    const link = byId.get(e.linkId);
    if (!link) continue;
    if (e.type === 'visit') link.totalVisits = (link.totalVisits ?? 0) + (e.count ?? 0);
    if (e.type === 'checkout_request') {
      link.totalCheckoutRequests = (link.totalCheckoutRequests ?? 0) + (e.count ?? 0);
    }
  }
  for (const o of history.orders) {
    const link = o.linkId ? byId.get(o.linkId) : undefined;
    if (!link) continue;
    link.totalOrders = (link.totalOrders ?? 0) + 1;
    link.totalRevenueCents = (link.totalRevenueCents ?? 0) + o.totalCents - (o.refundedCents ?? 0);
    link.totalTaxCents = (link.totalTaxCents ?? 0) + (o.taxCents ?? 0);
  }
  await insertBatched(db, publicIds, [
    ...allLinks.map((l) => ({ id: l.id, businessId: p.business, kind: 'link' })),
    ...multi.rows.map((m) => ({ id: m.id, businessId: p.business, kind: 'multilink' })),
  ]);
  if (multi.rows.length > 0) await insertBatched(db, multilinks, multi.rows);
  await insertBatched(db, links, allLinks, 500);
  await insertBatched(db, linkProducts, allItems);
  await insertBatched(db, linkEvents, [...history.events, ...(await postClicks(db, p))], 2000);
  await insertBatched(db, linkProductEvents, history.productEvents, 2000);
  await insertBatched(db, orders, history.orders, 1000);
  await insertBatched(db, orderItems, history.lines, 1000);
}

/**
 * Seeds content for `demo` and `acme` over the store part A seeded (products, variants,
 * collections). `now` is the seeding instant; everything is dated relative to it.
 */
export async function seedContent(
  db: Db,
  ids: { demo: string; acme: string; maya: string },
  now = new Date(),
): Promise<void> {
  const { noa, liam, dana, acme } = CONTENT_SEED.influencers;
  const hashes = [noa, liam, dana, acme].map((person) => SEED_HASHES[person.username]);
  const created = new Date(now.getTime() - 300 * DAY_MS);
  await db.insert(influencers).values([
    {
      id: noa.id,
      businessId: ids.demo,
      username: noa.username,
      name: 'Noa Levi',
      email: 'noa@shoppable.test',
      passwordHash: hashes[0]!,
      promocode: 'NOA15',
      commission: 12,
      permissions: PERMISSIONS_ALL,
      createdAt: created,
    },
    {
      id: liam.id,
      businessId: ids.demo,
      username: liam.username,
      name: 'Liam Park',
      email: 'liam@shoppable.test',
      passwordHash: hashes[1]!,
      promocode: 'LIAM5',
      commission: 5,
      permissions: PERMISSIONS_NO_ANALYTICS,
      createdAt: created,
    },
    {
      id: dana.id,
      businessId: ids.demo,
      username: dana.username,
      name: 'Dana Shore',
      email: 'dana@shoppable.test',
      passwordHash: hashes[2]!,
      promocode: 'DANA20',
      commission: 20,
      active: false,
      permissions: PERMISSIONS_ALL,
      createdAt: created,
    },
    {
      id: acme.id,
      businessId: ids.acme,
      username: acme.username,
      name: 'Zoe Acme',
      email: 'zoe@acme.test',
      passwordHash: hashes[3]!,
      promocode: 'ZOE10',
      commission: 8,
      permissions: PERMISSIONS_ALL,
      createdAt: created,
    },
  ]);
  const random = prng(20260101);
  const [demoCat, acmeCat] = await Promise.all([catalogue(db, ids.demo), catalogue(db, ids.acme)]);
  await seedBusiness(
    db,
    {
      business: ids.demo,
      domain: 'demo-store.example',
      currency: 'USD',
      now,
      random,
      cat: demoCat,
    },
    'demo',
    { looks: 12, shorts: 8, shopboard: 2, multilinks: 2 },
    [ids.maya, null, noa.id, liam.id, ids.maya, null],
    new Map([
      ['MAYA10', ids.maya],
      ['NOA15', noa.id],
      ['LIAM5', liam.id],
    ]),
    6,
  );
  await seedBusiness(
    db,
    { business: ids.acme, domain: 'acme.example', currency: 'EUR', now, random, cat: acmeCat },
    'acme',
    { looks: 2, shorts: 1, shopboard: 0, multilinks: 1 },
    [acme.id, null],
    new Map([['ZOE10', acme.id]]),
    2,
  );
}
