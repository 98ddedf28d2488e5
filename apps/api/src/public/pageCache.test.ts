import { type EndpointResponse, type publicPage } from '@shoppable/api-contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/session';
import { contentVersions } from '../db/cache.schema';
import { linkProducts } from '../db/content.schema';
import { businesses, influencers } from '../db/schema';
import { products, variants } from '../db/store.schema';
import { SEED } from '../seed';
import { CONTENT_SEED } from '../seed/content';
import { bearer, postJson, sharedTestDatabase, testApp, relayedJson } from '../test/setup';

// Two apps over one database stand for two API processes behind a balancer: each keeps its own
// page cache, and a change made through either (or straight in the database) must be answered by
// the other on its very next read.
const database = sharedTestDatabase();
let processA: ReturnType<typeof testApp>;
let processB: ReturnType<typeof testApp>;
let admin: string;
const DEMO = SEED.demo.businessId;
const ids = CONTENT_SEED.demo;

type Page = EndpointResponse<typeof publicPage>;

beforeAll(() => {
  processA = testApp(database());
  processB = testApp(database());
});
beforeAll(async () => {
  admin = await createSession(database().db, { businessId: DEMO, userId: SEED.demo.userId });
});

async function page(app: ReturnType<typeof testApp>, linkId: string, username = 'demo') {
  const response = await app.request(`/public/v1/pages/${username}/${linkId}`);
  const body = (await response.json()) as { data: Page; error: string | null };
  return { status: response.status, data: body.data };
}

const version = async () => {
  const [row] = await database()
    .db.select({ version: contentVersions.version })
    .from(contentVersions)
    .where(eq(contentVersions.businessId, DEMO));
  return row?.version ?? 0;
};

describe('cached page data', () => {
  it('answers a cached page exactly as a freshly built one', async () => {
    const first = await page(processA, ids.mayaLink);
    const again = await page(processA, ids.mayaLink);
    const elsewhere = await page(processB, ids.mayaLink);
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect(elsewhere).toEqual(first);
  });

  it("answers an edit made on another process at once (the link's fields and products)", async () => {
    const before = await page(processA, ids.adminLink);
    expect(before.status).toBe(200);
    const read = await processB.request(`/admin/v1/links/${ids.adminLink}`, {
      headers: bearer(admin),
    });
    const current = ((await read.json()) as { data: Record<string, unknown> }).data;
    const inventory = (
      await database()
        .db.select({ id: products.inventoryId })
        .from(products)
        .where(eq(products.businessId, DEMO))
        .orderBy(products.position)
        .limit(2)
    ).map((r) => r.id);
    const edited = await processB.request(
      `/admin/v1/links/${ids.adminLink}/edit`,
      postJson(
        {
          business_id: DEMO,
          link_type: 'LOOK',
          description: 'Edited on process B',
          images: [{ src: 'https://cdn.shoppable.test/edited.png', id: null }],
          inventory_ids: inventory,
          // The edit version, once edits carry one.
          ...(typeof current.version === 'number' ? { version: current.version } : {}),
        },
        bearer(admin),
      ),
    );
    expect(edited.status).toBe(200);

    const after = await page(processA, ids.adminLink);
    expect(after.data.link?.description).toBe('Edited on process B');
    expect(after.data.link?.link_default_image).toBe('https://cdn.shoppable.test/edited.png');
    expect(after.data.products.map((p) => p.inventory_id)).toEqual(inventory);
  });

  it('answers a change written straight to the database by any writer (brand, catalogue)', async () => {
    await page(processA, ids.mayaLink);
    const db = database().db;
    const [original] = await db
      .select({ name: businesses.name })
      .from(businesses)
      .where(eq(businesses.id, DEMO));
    await db.update(businesses).set({ name: 'Renamed Store' }).where(eq(businesses.id, DEMO));
    expect((await page(processA, ids.mayaLink)).data.business_name).toBe('Renamed Store');
    await db.update(businesses).set({ name: original!.name }).where(eq(businesses.id, DEMO));
    expect((await page(processA, ids.mayaLink)).data.business_name).toBe(original!.name);

    // Stock: one product of the page sold out in the store.
    const [first] = await db
      .select({ productId: linkProducts.productId, inventoryId: linkProducts.inventoryId })
      .from(linkProducts)
      .where(eq(linkProducts.linkId, ids.mayaLink))
      .orderBy(linkProducts.position)
      .limit(1);
    await db.update(variants).set({ stock: 0 }).where(eq(variants.productId, first!.productId));
    const soldOut = await page(processA, ids.mayaLink);
    const product = soldOut.data.products.find((p) => p.inventory_id === first!.inventoryId);
    expect(product?.total_quantity).toBe(0);
  });

  it("answers a checkout's stock on another process", async () => {
    const [row] = await database()
      .db.select({ inventoryId: linkProducts.inventoryId, productId: linkProducts.productId })
      .from(linkProducts)
      .innerJoin(variants, eq(variants.productId, linkProducts.productId))
      .where(and(eq(linkProducts.linkId, ids.noaLink), sql`${variants.stock} >= 1`))
      .limit(1);
    const stockOf = async (app: ReturnType<typeof testApp>) =>
      (await page(app, ids.noaLink)).data.products.find((p) => p.inventory_id === row!.inventoryId)
        ?.total_quantity;
    const before = await stockOf(processA);
    const [variant] = await database()
      .db.select()
      .from(variants)
      .where(and(eq(variants.productId, row!.productId), sql`${variants.stock} >= 1`))
      .limit(1);
    const bought = await processB.request(
      '/public/v1/checkout',
      postJson({
        link_id: ids.noaLink,
        items: [
          {
            inventory_id: row!.inventoryId,
            quantity: 1,
            selected_options: variant!.selectedOptions,
          },
        ],
      }),
    );
    expect(bought.status).toBe(200);
    expect(await stockOf(processA)).toBe(before! - 1);
    // The order's totals are on the page too.
    expect((await page(processA, ids.noaLink)).data.link?.checkouts).toBeGreaterThan(0);
  });

  it('reads the totals fresh without rebuilding the page: a visit bumps no version', async () => {
    const before = await page(processA, ids.mayaLink);
    const at = await version();
    const visited = await processB.request(
      '/public/v1/events',
      relayedJson({ link_id: ids.mayaLink, type: 'visit' }),
    );
    expect(visited.status).toBe(200);
    expect(await version()).toBe(at);
    const after = await page(processA, ids.mayaLink);
    expect(after.data.link?.visits).toBe((before.data.link?.visits ?? 0) + 1);
    expect(after.data.link?.link_analytics?.visits).toBe(
      (before.data.link?.link_analytics?.visits ?? 0) + 1,
    );
  });

  it('answers 404 once the link or the username is gone', async () => {
    const db = database().db;
    await db.insert(influencers).values({
      id: 'inf-cache-temp',
      businessId: DEMO,
      username: 'cachetemp',
      name: 'Temp',
      passwordHash: 'x',
      permissions: {},
    });
    expect((await page(processA, ids.mayaLink, 'cachetemp')).status).toBe(200);
    await db.delete(influencers).where(eq(influencers.id, 'inf-cache-temp'));
    expect((await page(processA, ids.mayaLink, 'cachetemp')).status).toBe(404);

    const created = await processB.request(
      '/admin/v1/links/create',
      postJson(
        {
          business_id: DEMO,
          link_type: 'LOOK',
          description: 'Short-lived',
          images: [{ src: 'https://cdn.shoppable.test/x.png', id: null }],
          inventory_ids: (await page(processA, ids.mayaLink)).data.products
            .slice(0, 1)
            .map((p) => p.inventory_id),
        },
        bearer(admin),
      ),
    );
    const linkId = ((await created.json()) as { data: { link_id: string } }).data.link_id;
    expect((await page(processA, linkId)).status).toBe(200);
    const deleted = await processB.request(`/admin/v1/links/${linkId}`, {
      method: 'DELETE',
      headers: bearer(admin),
    });
    expect(deleted.status).toBe(200);
    expect((await page(processA, linkId)).status).toBe(404);
  });

  it("draws a cached multilink's experience per request", async () => {
    const seen = new Set<unknown>();
    for (let i = 0; i < 40 && seen.size < 2; i += 1) {
      seen.add((await page(processA, ids.multilink)).data.experience_id);
    }
    expect(seen.size).toBe(2);
  });
});
