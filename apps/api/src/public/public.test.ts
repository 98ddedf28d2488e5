import { envelope, order, publicPage, type EndpointResponse } from '@shoppable/api-contract';
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { callerAddress } from '../address';
import { linkEvents, linkProducts, orders } from '../db/content.schema';
import { variants } from '../db/store.schema';
import { SEED } from '../seed';
import { CONTENT_SEED } from '../seed/content';
import { postJson, sharedTestDatabase, testApp, relayedJson } from '../test/setup';
import { isoDay, pickExperience } from './routes';

const database = sharedTestDatabase();
const app = () => testApp(database());
const ids = CONTENT_SEED.demo;

async function page(linkId: string, username = 'demo', query = '') {
  const response = await app().request(`/public/v1/pages/${username}/${linkId}${query}`);
  const body = (await response.json()) as {
    data: EndpointResponse<typeof publicPage>;
    error: string | null;
  };
  return { response, body };
}

async function eventCount(linkId: string, type: string) {
  const [row] = await database()
    .db.select({ n: sql<number>`coalesce(sum(${linkEvents.count}), 0)::int` })
    .from(linkEvents)
    .where(
      and(eq(linkEvents.linkId, linkId), eq(linkEvents.day, isoDay()), eq(linkEvents.type, type)),
    );
  return row?.n ?? 0;
}

async function firstProduct(linkId: string) {
  const [row] = await database()
    .db.select()
    .from(linkProducts)
    .where(eq(linkProducts.linkId, linkId))
    .orderBy(linkProducts.position)
    .limit(1);
  return row!;
}

describe('public page data', () => {
  it("answers an Instant's page with its products in order, theme, option map and brand", async () => {
    const { response, body } = await page(ids.mayaLink);
    expect(response.status).toBe(200);
    expect(v.is(envelope(publicPage.response), body)).toBe(true);
    expect(body.data.kind).toBe('link');
    expect(body.data.link?.link_id).toBe(ids.mayaLink);
    expect(body.data.business_name).toBe('Demo Store');
    expect(body.data.products.map((p) => p.inventory_id)).toEqual(
      body.data.link?.products.map((p) => p.inventory_id),
    );
    expect(body.data.products.length).toBeGreaterThan(0);
    expect(body.data.currency).toBe('USD');
    for (const product of body.data.products) expect(product.price).toBeGreaterThan(0);
    expect(body.data.redirect_url).toBeNull();
  });

  it('answers a short with its destination, promocode and UTM parameters applied', async () => {
    const product = await page(ids.productShort);
    expect(product.body.data.kind).toBe('short');
    expect(product.body.data.redirect_url).toMatch(/^https:\/\/demo-store\.example\/products\//);
    expect(product.body.data.redirect_url).toContain('discount=MAYA10');

    const custom = await page(ids.customShort);
    expect(custom.body.data.redirect_url).toMatch(/^https:\/\/demo-store\.example\/pages\/sale/);

    const collection = await page(ids.collectionShort);
    expect(collection.body.data.redirect_url).toMatch(/\/collections\//);

    const organic = await page(ids.organicShort);
    expect(organic.body.data.redirect_url).toMatch(/\/discount\/LIAM5/);
    // The organic discount route carries the code once, in its path.
    expect(organic.body.data.redirect_url).not.toContain('discount=');
  });

  it('answers a multilink with an experience picked for the device', async () => {
    const { body } = await page(ids.multilink, 'demo', '?device=MOBILE');
    expect(body.data.kind).toBe('multilink');
    expect(body.data.multilink?.links_options).toHaveLength(2);
    const experienceIds = body.data.multilink?.links_options.map(
      (o: { link_id: string }) => o.link_id,
    );
    expect(experienceIds).toContain(body.data.experience_id);
    const experience = await page(body.data.experience_id as string);
    expect(experience.response.status).toBe(200);
  });

  it('is 404 under another merchant, for an unknown id, and for an unknown merchant', async () => {
    expect((await page(ids.mayaLink, 'acme')).response.status).toBe(404);
    expect((await page(CONTENT_SEED.acme.link, 'demo')).response.status).toBe(404);
    expect((await page('nope-123')).response.status).toBe(404);
    expect((await page(ids.mayaLink, 'nobody')).response.status).toBe(404);
    expect((await page(ids.mayaLink, 'zoe')).response.status).toBe(404);
    expect((await page(ids.mayaLink)).response.status).toBe(200);
  });

  it("answers under an influencer's username of the same merchant too", async () => {
    expect((await page(ids.mayaLink, 'maya')).response.status).toBe(200);
    expect((await page(ids.mayaLink, 'MAYA')).response.status).toBe(200);
  });
});

describe('pickExperience', () => {
  const options = [
    { id: 'a', share: 70, device: 'ALL' },
    { id: 'b', share: 30, device: 'MOBILE' },
  ];
  it('splits by traffic share', () => {
    expect(pickExperience(options, 'MOBILE', 0.69)?.id).toBe('a');
    expect(pickExperience(options, 'MOBILE', 0.7)?.id).toBe('b');
  });
  it('leaves out experiences for another device', () => {
    expect(pickExperience(options, 'PC', 0.99)?.id).toBe('a');
  });
});

describe('shopper events', () => {
  it('counts visits, adds to cart and checkout requests per link and day', async () => {
    const before = await eventCount(ids.adminLink, 'visit');
    for (let i = 0; i < 3; i += 1) {
      const response = await app().request(
        '/public/v1/events',
        relayedJson({ link_id: ids.adminLink, type: 'visit' }),
      );
      expect(response.status).toBe(200);
    }
    expect(await eventCount(ids.adminLink, 'visit')).toBe(before + 3);
    const cart = await eventCount(ids.adminLink, 'add_to_cart');
    await app().request(
      '/public/v1/events',
      postJson({ link_id: ids.adminLink, type: 'add_to_cart' }),
    );
    expect(await eventCount(ids.adminLink, 'add_to_cart')).toBe(cart + 1);
  });

  it('refuses an unknown link and an unknown type without recording anything', async () => {
    const unknown = await app().request(
      '/public/v1/events',
      postJson({ link_id: 'nope-1', type: 'visit' }),
    );
    expect(unknown.status).toBe(404);
    const badType = await app().request(
      '/public/v1/events',
      postJson({ link_id: ids.adminLink, type: 'purchase' }),
    );
    expect(badType.status).toBe(400);
  });
});

describe('public checkout', () => {
  it('refuses to sell through an expired link', async () => {
    const item = await firstProduct(ids.expiredLink);
    const response = await app().request(
      '/public/v1/checkout',
      postJson({
        link_id: ids.expiredLink,
        items: [{ inventory_id: item.inventoryId, quantity: 1 }],
      }),
    );
    expect(response.status).toBe(410);
    expect(((await response.json()) as { error: string }).error).toBe('This link has expired');
  });

  it('refuses to check out on a multilink itself (only on the experience it picked)', async () => {
    const item = await firstProduct(ids.mayaLink);
    const response = await app().request(
      '/public/v1/checkout',
      postJson({
        link_id: ids.multilink,
        items: [{ inventory_id: item.inventoryId, quantity: 1 }],
      }),
    );
    expect(response.status).toBe(400);
  });

  it('creates a paid order attributed to the link, its influencer and promocode, taking stock', async () => {
    const [row] = await database()
      .db.select({ item: linkProducts, variant: variants })
      .from(linkProducts)
      .innerJoin(variants, eq(variants.productId, linkProducts.productId))
      .where(and(eq(linkProducts.linkId, ids.mayaLink), sql`${variants.stock} >= 2`))
      .limit(1);
    const { item, variant: before } = row!;
    const response = await app().request(
      '/public/v1/checkout',
      postJson({
        link_id: ids.mayaLink,
        items: [
          { inventory_id: item.inventoryId, quantity: 2, selected_options: before.selectedOptions },
        ],
        promocode: 'maya10',
      }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { order_id: string; total_price: number } };
    expect(v.is(envelope(order), body)).toBe(true);
    const [stored] = await database()
      .db.select()
      .from(orders)
      .where(eq(orders.id, body.data.order_id));
    expect(stored).toMatchObject({
      linkId: ids.mayaLink,
      influencerId: SEED.maya.influencerId,
      attributed: true,
      promocode: 'MAYA10',
      status: 'PAID',
      productsCount: 2,
    });
    expect(body.data.total_price).toBeCloseTo((Math.round(before.price * 90) / 100) * 2, 2);
    const [after] = await database().db.select().from(variants).where(eq(variants.id, before.id));
    expect(after!.stock).toBe(before.stock - 2);
  });

  it('refuses an invalid promocode, an unknown product or variant and an empty cart, creating nothing', async () => {
    const item = await firstProduct(ids.adminLink);
    const count = async () =>
      (
        await database()
          .db.select({ n: sql<number>`count(*)::int` })
          .from(orders)
      )[0]!.n;
    const before = await count();
    const badCode = await app().request(
      '/public/v1/checkout',
      postJson({
        link_id: ids.adminLink,
        items: [{ inventory_id: item.inventoryId, quantity: 1 }],
        promocode: 'FAKE',
      }),
    );
    expect(badCode.status).toBe(400);
    expect(((await badCode.json()) as { error: string }).error).toContain('FAKE');
    const unknown = await app().request(
      '/public/v1/checkout',
      postJson({ link_id: ids.adminLink, items: [{ inventory_id: 'inv-nope', quantity: 1 }] }),
    );
    expect(unknown.status).toBe(400);
    const noVariant = await app().request(
      '/public/v1/checkout',
      postJson({
        link_id: ids.adminLink,
        items: [
          { inventory_id: item.inventoryId, quantity: 1, selected_options: { Size: 'XXXL' } },
        ],
      }),
    );
    expect(noVariant.status).toBe(400);
    expect(((await noVariant.json()) as { error: string }).error).toContain('Size: XXXL');
    const empty = await app().request(
      '/public/v1/checkout',
      postJson({ link_id: ids.adminLink, items: [] }),
    );
    expect(empty.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('sells only the products on the link', async () => {
    const onLink = await database()
      .db.select({ inventoryId: linkProducts.inventoryId })
      .from(linkProducts)
      .where(eq(linkProducts.linkId, ids.adminLink));
    const offered = new Set(onLink.map((p) => p.inventoryId));
    const elsewhere = await database().db.select().from(linkProducts);
    const other = elsewhere.find((p) => !offered.has(p.inventoryId))!;
    const response = await app().request(
      '/public/v1/checkout',
      postJson({
        link_id: ids.adminLink,
        items: [{ inventory_id: other.inventoryId, quantity: 1 }],
      }),
    );
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 400,
      body: {
        status: false,
        data: null,
        error: `Product "${other.inventoryId}" is not on this link`,
      },
    });
  });

  it('limits checkouts per shopper, as forwarded by the link-page server', async () => {
    const shop = testApp(database(), { clientAddress: callerAddress([], () => '127.0.0.1') });
    const item = await firstProduct(ids.adminLink);
    const buy = (shopper: string) =>
      shop.request(
        '/public/v1/checkout',
        postJson(
          // An unknown promocode: refused after the limit is counted, so no stock is taken.
          {
            link_id: ids.adminLink,
            items: [{ inventory_id: item.inventoryId, quantity: 1 }],
            promocode: 'NOPE',
          },
          { 'x-forwarded-for': shopper },
        ),
      );
    for (let i = 0; i < 20; i += 1) expect((await buy('192.0.2.50')).status).toBe(400);
    const refused = await buy('192.0.2.50');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await buy('192.0.2.51')).status).toBe(400);
  });
});

describe('caller address', () => {
  const address = (socket: string, forwarded?: string, trusted: string[] = []) =>
    callerAddress(
      trusted,
      () => socket,
    )({
      req: { header: () => forwarded },
    } as unknown as Context);

  it('believes X-Forwarded-For from loopback and trusted proxies only', () => {
    expect(address('127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    expect(address('::1', 'spoofed, 203.0.113.8')).toBe('203.0.113.8');
    expect(address('10.0.0.2', '203.0.113.9', ['10.0.0.2'])).toBe('203.0.113.9');
    expect(address('198.51.100.4', '127.0.0.1')).toBe('198.51.100.4');
    expect(address('127.0.0.1')).toBe('127.0.0.1');
  });
});
