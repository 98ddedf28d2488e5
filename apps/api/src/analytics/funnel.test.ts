import { and, asc, eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/session';
import { linkProducts, links, publicIds } from '../db/content.schema';
import { influencers } from '../db/schema';
import { products, variants } from '../db/store.schema';
import { SEED } from '../seed';
import { CONTENT_SEED } from '../seed/content';
import { apiCalls, postJson, sharedTestDatabase, testApp, relayedJson } from '../test/setup';
import { today } from './report';

const database = sharedTestDatabase();
const app = () => testApp(database());
const { get } = apiCalls(app);
const DEMO = SEED.demo.businessId;

interface Funnel {
  products: {
    product_id: string;
    inventory_id: string;
    title: string;
    views: number | null;
    adds_to_cart: number | null;
    checkouts: number | null;
  }[];
}

let admin: string;
let linkId: string;
let inventory: string[];

/** A fresh Instant of demo with two products in stock, owned by `influencerId`. */
async function freshLink(id: string, influencerId: string | null) {
  const db = database().db;
  const rows = await db
    .selectDistinct({
      id: products.id,
      inventoryId: products.inventoryId,
      title: products.title,
      position: products.position,
    })
    .from(products)
    .innerJoin(variants, eq(variants.productId, products.id))
    .where(and(eq(products.businessId, DEMO), eq(products.status, 'active'), gt(variants.stock, 5)))
    .orderBy(asc(products.position))
    .limit(2);
  await db.insert(publicIds).values({ id, businessId: DEMO, kind: 'link' });
  await db.insert(links).values({ id, businessId: DEMO, influencerId, linkType: 'LOOK' });
  // The second product first: the funnel keeps the link's order, not the store's.
  await db.insert(linkProducts).values(
    [rows[1]!, rows[0]!].map((row, position) => ({
      linkId: id,
      position,
      productId: row.id,
      inventoryId: row.inventoryId,
      title: row.title,
    })),
  );
  return [rows[1]!.inventoryId, rows[0]!.inventoryId];
}

const event = (body: Record<string, unknown>) =>
  app().request('/public/v1/events', relayedJson({ link_id: linkId, ...body }));

beforeAll(async () => {
  admin = await createSession(database().db, { businessId: DEMO, userId: SEED.demo.userId });
  linkId = 'lk-funnel-test';
  inventory = await freshLink(linkId, 'inf-maya');
});

describe('product events', () => {
  it('refuses a product that is not on the link, one on a visit, and an unbounded id, recording nothing', async () => {
    const stranger = await event({ type: 'add_to_cart', inventory_id: 'inv-not-here' });
    expect(stranger.status).toBe(400);
    expect(((await stranger.json()) as { error: string }).error).toBe(
      'Product "inv-not-here" is not on this link',
    );
    const onVisit = await event({ type: 'visit', inventory_id: inventory[0] });
    expect(onVisit.status).toBe(400);
    const long = await event({ type: 'add_to_cart', inventory_id: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    const funnel = await get<Funnel>(`/admin/v1/analytics/links/${linkId}/funnel`, admin);
    expect(funnel.body.data.products.map((p) => [p.views, p.adds_to_cart])).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });
});

describe('the link funnel', () => {
  it('answers views, adds to cart and checkouts per product in the link order', async () => {
    for (let i = 0; i < 4; i += 1) expect((await event({ type: 'visit' })).status).toBe(200);
    await event({ type: 'add_to_cart', inventory_id: inventory[0] });
    await event({ type: 'add_to_cart', inventory_id: inventory[0] });
    await event({ type: 'add_to_cart', inventory_id: inventory[1] });
    // An add to cart without a product (an older page) counts for the link, not for a product.
    await event({ type: 'add_to_cart' });
    const order = await app().request(
      '/public/v1/checkout',
      postJson({ link_id: linkId, items: [{ inventory_id: inventory[0], quantity: 2 }] }),
    );
    expect(order.status).toBe(200);

    const { status, body } = await get<Funnel>(
      `/admin/v1/analytics/links/${linkId}/funnel?from_date=2023-01-01&to_date=${today()}`,
      admin,
    );
    expect(status).toBe(200);
    expect(
      body.data.products.map((p) => [p.inventory_id, p.views, p.adds_to_cart, p.checkouts]),
    ).toEqual([
      [inventory[0], 4, 2, 1],
      [inventory[1], 4, 1, 0],
    ]);
    expect(body.data.products[0]!.title).not.toBe('');
    // The top-performing products count the same adds to cart.
    const top = await get<{ products: { product_id: string; add: number }[] }>(
      `/admin/v1/analytics/links/${linkId}/products`,
      admin,
    );
    const addsOf = (id: string) => top.body.data.products.find((p) => p.product_id === id)?.add;
    expect(body.data.products.map((p) => addsOf(p.product_id))).toEqual([2, 1]);
  });

  it('answers the seeded year of a demo Instant: every product seen, adds named per product', async () => {
    const { body } = await get<Funnel>(
      `/admin/v1/analytics/links/${CONTENT_SEED.demo.mayaLink}/funnel`,
      admin,
    );
    const steps = body.data.products;
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.every((s) => s.views! > s.adds_to_cart!)).toBe(true);
    expect(steps.reduce((sum, s) => sum + s.adds_to_cart!, 0)).toBeGreaterThan(0);
    expect(steps.reduce((sum, s) => sum + s.checkouts!, 0)).toBeGreaterThan(0);
  });

  it('counts only what falls in the range', async () => {
    const { body } = await get<Funnel>(
      `/admin/v1/analytics/links/${linkId}/funnel?from_date=2023-01-01&to_date=2023-12-31`,
      admin,
    );
    expect(body.data.products.map((p) => [p.views, p.adds_to_cart, p.checkouts])).toEqual([
      [0, 0, 0],
      [0, 0, 0],
    ]);
  });

  it('refuses a range outside 2023-01-01 to tomorrow', async () => {
    const early = await get(
      `/admin/v1/analytics/links/${linkId}/funnel?from_date=2022-12-31`,
      admin,
    );
    expect(early.status).toBe(400);
    expect(early.body.error).toBe('Invalid query: "from_date" must not be before 2023-01-01');
    const late = await get(`/admin/v1/analytics/links/${linkId}/funnel?to_date=9999-12-31`, admin);
    expect(late.body.error).toBe('Invalid query: "to_date" must not be after tomorrow');
  });

  it("gives the owning influencer the steps their permissions show, and nobody else's link", async () => {
    const db = database().db;
    const maya = await createSession(db, {
      businessId: DEMO,
      influencerId: SEED.maya.influencerId,
    });
    const own = await get<Funnel>(`/admin/v1/analytics/links/${linkId}/funnel`, maya);
    expect(own.body.data.products[0]?.checkouts).toBe(1);

    await db.insert(influencers).values({
      id: 'inf-funnel-clicks',
      businessId: DEMO,
      username: 'funnelclicks',
      name: 'Funnel Clicks',
      passwordHash: 'unusable',
      permissions: { analytics_clicks_enabled: true },
    });
    const clicksOnly = await createSession(db, {
      businessId: DEMO,
      influencerId: 'inf-funnel-clicks',
    });
    expect((await get(`/admin/v1/analytics/links/${linkId}/funnel`, clicksOnly)).status).toBe(404);
    await freshLink('lk-funnel-clicks', 'inf-funnel-clicks');
    const masked = await get<Funnel>(
      '/admin/v1/analytics/links/lk-funnel-clicks/funnel',
      clicksOnly,
    );
    expect(masked.status).toBe(200);
    expect(masked.body.data.products.map((p) => [p.views, p.adds_to_cart, p.checkouts])).toEqual([
      [0, null, null],
      [0, null, null],
    ]);
    const acme = await get(`/admin/v1/analytics/links/${CONTENT_SEED.acme.link}/funnel`, admin);
    expect(acme.status).toBe(404);
  });
});
