import {
  envelope,
  previewSwaps,
  SOLD_OUT_LINKS_LISTED,
  soldOutLinks,
} from '@shoppable/api-contract';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/session';
import { linkProducts, links } from '../db/content.schema';
import { businesses } from '../db/schema';
import { SEED } from '../seed';
import { CONTENT_SEED } from '../seed/content';
import { postJson, sharedTestDatabase, testApp } from '../test/setup';

const database = sharedTestDatabase();
const app = () => testApp(database(), { devRoutes: true });
const DEMO = SEED.demo.businessId;
const C = CONTENT_SEED.demo;
/** The development routes answer loopback callers only. */
const LOOPBACK = { 'x-test-address': '127.0.0.1' };

type Answer = v.InferOutput<typeof soldOutLinks.response>;

let admin: string;

beforeAll(async () => {
  admin = await createSession(database().db, { businessId: DEMO, userId: SEED.demo.userId });
});

async function soldOut(token = admin, businessId: string = DEMO) {
  const response = await app().request(`/admin/v1/links/${businessId}/sold_out`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: Answer };
  return { code: response.status, body };
}

async function answer(): Promise<Answer> {
  const { code, body } = await soldOut();
  expect(code).toBe(200);
  expect(v.is(envelope(soldOutLinks.response), body)).toBe(true);
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
    .where(eq(businesses.id, DEMO));
}

describe('links with sold-out products', () => {
  it('names an Instant once one of its products sells out, with that product', async () => {
    const order = await linkItems(C.adminLink);
    for (const id of order) await setStock(id, 4);
    expect((await answer()).links.map((l) => l.link_id)).not.toContain(C.adminLink);

    await setStock(order[1]!, 0);
    await setAutoSwap(false);
    const off = await answer();
    expect(off.auto_swap_enabled).toBe(false);
    const listed = off.links.find((l) => l.link_id === C.adminLink);
    expect(listed).toMatchObject({ link_type: 'LOOK', sold_out: [{ inventory_id: order[1] }] });
    expect(listed!.name).toEqual(expect.any(String));
    expect(off.total).toBeGreaterThanOrEqual(off.links.length);
    expect(off.links.length).toBeLessThanOrEqual(SOLD_OUT_LINKS_LISTED);

    // Auto swap changes what shoppers see, not which links hold sold-out products.
    await setAutoSwap(true);
    const on = await answer();
    expect(on.auto_swap_enabled).toBe(true);
    expect(on.links.map((l) => l.link_id)).toContain(C.adminLink);

    await setStock(order[1]!, 2);
    expect((await answer()).links.map((l) => l.link_id)).not.toContain(C.adminLink);
    await setAutoSwap(false);
  });

  it('names a short to a sold-out product, and leaves a closed link out', async () => {
    const [product] = await linkItems(C.productShort);
    await setStock(product!, 0);
    const listed = (await answer()).links.find((l) => l.link_id === C.productShort);
    expect(listed).toMatchObject({ link_type: 'SHORT', sold_out: [{ inventory_id: product }] });

    const db = database().db;
    await db.update(links).set({ isExpired: true }).where(eq(links.id, C.productShort));
    expect((await answer()).links.map((l) => l.link_id)).not.toContain(C.productShort);
    await db.update(links).set({ isExpired: false }).where(eq(links.id, C.productShort));
    await setStock(product!, 3);
  });

  it('is for the merchant admin of the business only', async () => {
    const maya = await createSession(database().db, {
      businessId: DEMO,
      influencerId: SEED.maya.influencerId,
    });
    expect((await soldOut(maya)).code).toBe(403);
    expect((await soldOut(admin, SEED.other.businessId)).code).toBe(404);
  });
});

describe('the editor preview of a draft’s products', () => {
  type Preview = v.InferOutput<typeof previewSwaps.response>;

  async function preview(ids: readonly string[], token = admin) {
    const query = new URLSearchParams({ inventory_ids: ids.join(',') });
    const response = await app().request(`/admin/v1/links/${DEMO}/swaps?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { data: Preview };
    return { code: response.status, body };
  }

  async function publicPage(linkId: string) {
    const response = await app().request(`/public/v1/pages/demo/${linkId}`);
    return ((await response.json()) as { data: Preview }).data;
  }

  it('answers what the public page shows: the alternative in place with auto swap on', async () => {
    const order = await linkItems(C.adminLink);
    for (const id of order) await setStock(id, 4);
    await setStock(order[0]!, 0);

    await setAutoSwap(false);
    const off = await preview(order);
    expect(off.code).toBe(200);
    expect(v.is(envelope(previewSwaps.response), off.body)).toBe(true);
    expect(off.body.data.auto_swap_enabled).toBe(false);
    expect(off.body.data.products.map((p) => p.inventory_id)).toEqual(order);
    expect(off.body.data.products[0]!.total_quantity).toBe(0);
    expect(off.body.data.swaps).toEqual([]);

    await setAutoSwap(true);
    const on = (await preview(order)).body.data;
    const page = await publicPage(C.adminLink);
    expect(on.swaps).toEqual(page.swaps);
    expect(on.products.map((p) => p.inventory_id)).toEqual(
      page.products.map((p) => p.inventory_id),
    );
    expect(on.swaps).toHaveLength(1);
    expect(on.products[0]!.inventory_id).toBe(on.swaps[0]!.alternative_inventory_id);
    expect(on.products[0]!.total_quantity).toBeGreaterThan(0);
    await setStock(order[0]!, 4);
    await setAutoSwap(false);
  });

  it('refuses an empty or oversized list, leaves unknown ids out', async () => {
    expect((await preview([])).code).toBe(400);
    const many = Array.from({ length: 16 }, (_, i) => `inv-${i}`);
    expect((await preview(many)).code).toBe(400);
    const [first] = await linkItems(C.adminLink);
    const answer = await preview([first!, 'no-such-product', first!]);
    expect(answer.code).toBe(200);
    expect(answer.body.data.products.map((p) => p.inventory_id)).toEqual([first]);
  });
});
