import {
  analyticsReport,
  envelope,
  publicPage,
  type EndpointResponse,
} from '@shoppable/api-contract';
import { SWAP_EVENT } from '@shoppable/domain';
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { maskReport } from '../analytics/report';
import { createSession, type Principal } from '../auth/session';
import { linkEvents, linkProducts } from '../db/content.schema';
import { businesses } from '../db/schema';
import { collectionProducts, products, variants } from '../db/store.schema';
import { SEED } from '../seed';
import { CONTENT_SEED } from '../seed/content';
import { postJson, sharedTestDatabase, testApp, relayedJson } from '../test/setup';
import { isoDay } from './routes';

const database = sharedTestDatabase();
const app = () => testApp(database(), { devRoutes: true });
const ids = CONTENT_SEED.demo;

/** The development routes answer loopback callers only. */
const LOOPBACK = { 'x-test-address': '127.0.0.1' };

type Page = EndpointResponse<typeof publicPage>;

async function page(linkId: string): Promise<Page> {
  const response = await app().request(`/public/v1/pages/demo/${linkId}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: Page };
  expect(v.is(envelope(publicPage.response), body)).toBe(true);
  return body.data;
}

/** The inventory ids of a link, in its order. */
async function linkItems(linkId: string): Promise<string[]> {
  const rows = await database()
    .db.select({ inventoryId: linkProducts.inventoryId })
    .from(linkProducts)
    .where(eq(linkProducts.linkId, linkId))
    .orderBy(linkProducts.position);
  return rows.map((row) => row.inventoryId);
}

/** Sets every variant of a product to `stock` units, through the development route. */
async function setStock(inventoryId: string, stock: number) {
  const response = await app().request(
    '/dev/store/inventory',
    postJson({ inventory_id: inventoryId, stock }, LOOPBACK),
  );
  expect(response.status).toBe(200);
}

async function setAutoSwap(on: boolean) {
  await database()
    .db.update(businesses)
    .set({ autoSwapEnabled: on })
    .where(eq(businesses.id, SEED.demo.businessId));
}

async function stockOf(inventoryId: string): Promise<number> {
  const [row] = await database()
    .db.select({ n: sql<number>`coalesce(sum(${variants.stock}), 0)::int` })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(products.inventoryId, inventoryId));
  return row?.n ?? 0;
}

async function collectionsOf(inventoryId: string): Promise<string[]> {
  const rows = await database()
    .db.select({ id: collectionProducts.collectionId })
    .from(collectionProducts)
    .innerJoin(products, eq(products.id, collectionProducts.productId))
    .where(eq(products.inventoryId, inventoryId));
  return rows.map((row) => row.id);
}

async function swapCount(linkId: string) {
  const [row] = await database()
    .db.select({ n: sql<number>`coalesce(sum(${linkEvents.count}), 0)::int` })
    .from(linkEvents)
    .where(
      and(
        eq(linkEvents.linkId, linkId),
        eq(linkEvents.day, isoDay()),
        eq(linkEvents.type, SWAP_EVENT),
      ),
    );
  return row?.n ?? 0;
}

describe('auto swap on the public page', () => {
  it('keeps a sold-out product marked sold out with auto swap off, and swaps it with it on', async () => {
    const order = await linkItems(ids.adminLink);
    // Restocking the link's products first, so only the one sold out here may swap.
    for (const id of order) await setStock(id, 5);
    const soldOut = order[0]!;
    await setStock(soldOut, 0);

    await setAutoSwap(false);
    const off = await page(ids.adminLink);
    expect(off.products.map((p) => p.inventory_id)).toEqual(order);
    expect(off.products[0]!.total_quantity).toBe(0);
    expect(off.swaps ?? []).toEqual([]);

    await setAutoSwap(true);
    const on = await page(ids.adminLink);
    const alternative = on.products[0]!;
    expect(alternative.inventory_id).not.toBe(soldOut);
    expect(order).not.toContain(alternative.inventory_id);
    expect(alternative.total_quantity).toBeGreaterThan(0);
    expect(on.products.slice(1).map((p) => p.inventory_id)).toEqual(order.slice(1));
    expect(on.swaps).toEqual([
      {
        sold_out: { inventory_id: soldOut, title: off.products[0]!.title },
        alternative_inventory_id: alternative.inventory_id,
      },
    ]);
    // The seeded catalogue has in-stock products in every collection: the first rule decides.
    const shared = await collectionsOf(soldOut);
    if (shared.length > 0) {
      const own = await collectionsOf(alternative.inventory_id);
      expect(own.some((id) => shared.includes(id))).toBe(true);
    }

    // The alternative can be bought through the link; the sold-out product cannot.
    const bought = await app().request(
      '/public/v1/checkout',
      postJson({
        link_id: ids.adminLink,
        items: [{ inventory_id: alternative.inventory_id, quantity: 1 }],
      }),
    );
    expect(bought.status).toBe(200);
    const refused = await app().request(
      '/public/v1/checkout',
      postJson({ link_id: ids.adminLink, items: [{ inventory_id: soldOut, quantity: 1 }] }),
    );
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toMatch(/is out of stock$/);
    expect(await stockOf(soldOut)).toBe(0);
    await setAutoSwap(false);
  });

  it('refuses to check out a sold-out variant with auto swap off, saying so', async () => {
    const [first] = await linkItems(ids.adminLink);
    await setStock(first!, 0);
    await setAutoSwap(false);
    const response = await app().request(
      '/public/v1/checkout',
      postJson({ link_id: ids.adminLink, items: [{ inventory_id: first!, quantity: 1 }] }),
    );
    const body = (await response.json()) as { status: boolean; error: string };
    expect(response.status).toBe(409);
    expect(body.status).toBe(false);
    expect(body.error).toMatch(/^".+" \(.+\) is out of stock$/);
    expect(body.error).not.toMatch(/at .+\.ts/);
  });

  it('counts a counted visit of a page showing a swap in the explained counts', async () => {
    const [first] = await linkItems(ids.adminLink);
    await setStock(first!, 0);
    await setAutoSwap(true);
    const before = await swapCount(ids.adminLink);
    const visit = await app().request(
      '/public/v1/events',
      relayedJson({ link_id: ids.adminLink, type: 'visit' }),
    );
    expect(visit.status).toBe(200);
    expect(await swapCount(ids.adminLink)).toBe(before + 1);

    await setAutoSwap(false);
    await app().request(
      '/public/v1/events',
      relayedJson({ link_id: ids.adminLink, type: 'visit' }),
    );
    expect(await swapCount(ids.adminLink)).toBe(before + 1);
  });
});

describe('swapped visits in the analytics', () => {
  type Report = v.InferOutput<typeof analyticsReport>;

  async function report(path: string, token: string): Promise<Report> {
    const response = await app().request(path, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: Report };
    expect(v.is(envelope(analyticsReport), body)).toBe(true);
    return body.data;
  }

  it('counts the counted visits that saw a swap, in the link and business reports', async () => {
    const db = database().db;
    const admin = await createSession(db, {
      businessId: SEED.demo.businessId,
      userId: SEED.demo.userId,
    });
    const linkReport = () => report(`/admin/v1/analytics/links/${ids.adminLink}`, admin);
    const businessReport = () =>
      report(`/admin/v1/analytics/${SEED.demo.businessId}/lifetime`, admin);
    const order = await linkItems(ids.adminLink);
    for (const id of order) await setStock(id, 5);
    await setStock(order[0]!, 0);
    await setAutoSwap(true);
    const before = {
      link: (await linkReport()).looks_analytics,
      business: (await businessReport()).looks_analytics,
    };
    expect(before.link.swapped_visits).toBe(await swapCount(ids.adminLink));

    await app().request(
      '/public/v1/events',
      relayedJson({ link_id: ids.adminLink, type: 'visit' }),
    );
    const after = (await linkReport()).looks_analytics;
    expect(after.swapped_visits! - before.link.swapped_visits!).toBe(1);
    expect(after.visits - before.link.visits).toBe(1);
    const business = (await businessReport()).looks_analytics;
    expect(business.swapped_visits! - before.business.swapped_visits!).toBe(1);

    // With auto swap off a visit is counted and nothing is swapped.
    await setAutoSwap(false);
    await app().request(
      '/public/v1/events',
      relayedJson({ link_id: ids.adminLink, type: 'visit' }),
    );
    const off = (await linkReport()).looks_analytics;
    expect(off.visits - after.visits).toBe(1);
    expect(off.swapped_visits).toBe(after.swapped_visits);
    await setStock(order[0]!, 5);
  });

  it('shows the swapped visits to an influencer only with clicks', async () => {
    const db = database().db;
    const admin = await createSession(db, {
      businessId: SEED.demo.businessId,
      userId: SEED.demo.userId,
    });
    const full = await report(`/admin/v1/analytics/links/${ids.adminLink}`, admin);
    expect(full.looks_analytics.swapped_visits).toBeGreaterThan(0);
    const influencer = (permissions: Record<string, boolean>) =>
      ({
        role: 'influencer',
        token: '',
        businessId: SEED.demo.businessId,
        influencer: { permissions },
        contentVersion: null,
      }) as unknown as Principal;
    const salesOnly = maskReport(influencer({ analytics_sales_enabled: true }), full);
    expect(salesOnly.looks_analytics.swapped_visits).toBe(0);
    const clicks = maskReport(influencer({ analytics_clicks_enabled: true }), full);
    expect(clicks.looks_analytics.swapped_visits).toBe(full.looks_analytics.swapped_visits);
  });
});

describe('auto swap on a short', () => {
  it('redirects a short to a sold-out product to its alternative with auto swap on', async () => {
    const [product] = await linkItems(ids.productShort);
    await setStock(product!, 3);
    await setAutoSwap(true);
    const inStock = await page(ids.productShort);
    expect(inStock.swaps ?? []).toEqual([]);
    const original = inStock.redirect_url!;
    expect(original).toContain('/products/');

    await setStock(product!, 0);
    const swapped = await page(ids.productShort);
    expect(swapped.swaps).toHaveLength(1);
    const alternative = swapped.products[0]!;
    expect(alternative.inventory_id).toBe(swapped.swaps![0]!.alternative_inventory_id);
    const target = new URL(swapped.redirect_url!);
    expect(`${target.origin}${target.pathname}`).toBe(alternative.url);
    // The short's promocode and UTM parameters still apply.
    expect(target.search).toBe(new URL(original).search);

    await setAutoSwap(false);
    expect((await page(ids.productShort)).redirect_url).toBe(original);
  });
});

describe('the stock development route', () => {
  it('refuses a bad body and an unknown product with clear messages', async () => {
    const bad = await app().request(
      '/dev/store/inventory',
      postJson({ inventory_id: 'x', stock: -1 }, LOOPBACK),
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toContain('"stock"');
    const unknown = await app().request(
      '/dev/store/inventory',
      postJson({ inventory_id: 'inv-nope', stock: 1 }, LOOPBACK),
    );
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: string }).error).toBe('Unknown product "inv-nope"');
  });
});
