import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses, mailbox, sessions } from '../db/schema';
import { clientLogs, jobs, products, variants } from '../db/store.schema';
import { inventoryItems } from '../links/catalog';
import { STORE_SEED } from '../seed/store';
import {
  apiCalls,
  bearer,
  demoAdminToken,
  type Envelope,
  sharedTestDatabase,
  testApp,
} from '../test/setup';
import { issueStoreCode } from './connect';
import { jobStatus, settleBackgroundWork } from './jobs';

const database = sharedTestDatabase();
const app = () => testApp(database());
const DEMO = STORE_SEED.demo.businessId;

const adminToken = () => demoAdminToken(database());
const { get, post } = apiCalls(app);

interface ProductPage {
  products: {
    product_id: string;
    title: string;
    product_status: string;
    total_quantity: number;
    image: { src: string } | null;
  }[];
  next: string | null;
}

describe('product search', () => {
  it('pages the catalogue by 50 with a next cursor until the end', async () => {
    const token = await adminToken();
    const seen: string[] = [];
    let next: string | null = '';
    let pages = 0;
    while (next !== null) {
      const page: { body: Envelope<ProductPage> } = await get<ProductPage>(
        `/admin/v1/products/search?next=${next}`,
        token,
      );
      const body = page.body;
      expect(body.data.products.length).toBeLessThanOrEqual(50);
      seen.push(...body.data.products.map((p) => p.product_id));
      next = body.data.next;
      pages += 1;
    }
    expect(pages).toBe(4);
    expect(new Set(seen).size).toBe(STORE_SEED.demo.productCount);
  });

  it('leaves drafts out with product_status=active and sold-out products out on request', async () => {
    const token = await adminToken();
    const all = await get<ProductPage>('/admin/v1/products/search?count=50', token);
    expect(all.body.data.products.some((p) => p.product_status === 'draft')).toBe(true);
    const active = await get<ProductPage>(
      '/admin/v1/products/search?product_status=active&include_out_of_stock=false',
      token,
    );
    expect(active.body.data.products.length).toBeGreaterThan(0);
    for (const p of active.body.data.products) {
      expect(p.product_status).toBe('active');
      expect(p.total_quantity).toBeGreaterThan(0);
    }
  });

  it('finds by title, and by tag only with include_search_tags', async () => {
    const token = await adminToken();
    const byTitle = await get<ProductPage>('/admin/v1/products/search?q=linen', token);
    expect(byTitle.body.data.products.length).toBeGreaterThan(0);
    for (const p of byTitle.body.data.products) expect(p.title.toLowerCase()).toContain('linen');
    const withoutTags = await get<ProductPage>('/admin/v1/products/search?q=summer', token);
    expect(withoutTags.body.data.products).toEqual([]);
    const withTags = await get<ProductPage>(
      '/admin/v1/products/search?q=summer&include_search_tags=true',
      token,
    );
    expect(withTags.body.data.products.length).toBeGreaterThan(0);
  });

  it('lists preferred products first, in the given order', async () => {
    const token = await adminToken();
    const first = STORE_SEED.productId('demo', 120);
    const second = STORE_SEED.productId('demo', 7);
    const { body } = await get<ProductPage>(
      `/admin/v1/products/search?prefered_product_ids=${first},${second}`,
      token,
    );
    expect(body.data.products.slice(0, 2).map((p) => p.product_id)).toEqual([first, second]);
  });

  it('answers image URLs the API serves as SVG', async () => {
    const token = await adminToken();
    const { body } = await get<ProductPage>('/admin/v1/products/search?count=5', token);
    const src = body.data.products.find((p) => p.image)?.image?.src ?? '';
    const response = await app().request(new URL(src).pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(await response.text()).toContain('<svg');
  });

  it('answers a product as the link pages do: stock, lowest variant price, storefront URL', async () => {
    const id = STORE_SEED.productId('demo', 3);
    const { body } = await get<ProductPage>(
      `/admin/v1/products/search?prefered_product_ids=${id}&count=1`,
      await adminToken(),
    );
    const found = body.data.products[0]!;
    const [row] = await database()
      .db.select({ inventoryId: products.inventoryId })
      .from(products)
      .where(eq(products.id, id));
    const own = await database().db.select().from(variants).where(eq(variants.productId, id));
    expect(found).toMatchObject({
      product_id: id,
      price: Math.min(...own.map((v) => v.price)),
      total_quantity: own.reduce((sum, v) => sum + v.stock, 0),
      url: expect.stringMatching(/^https:\/\/demo-store\.example\/products\//),
    });
    const forLinks = await inventoryItems(database().db, DEMO, [row!.inventoryId]);
    expect(forLinks.get(row!.inventoryId)?.product).toEqual(found);
  });

  it('refuses a cursor that is not one', async () => {
    const { status, body } = await get('/admin/v1/products/search?next=abc', await adminToken());
    expect(status).toBe(400);
    expect(body.error).toBe('Invalid query: "next" is not a cursor');
  });

  it("never shows another merchant's products", async () => {
    const { body } = await get<ProductPage>(
      `/admin/v1/products/search?prefered_product_ids=${STORE_SEED.productId('acme', 1)}`,
      await adminToken(),
    );
    expect(body.data.products.every((p) => p.product_id.startsWith('prd-demo-'))).toBe(true);
  });
});

describe('collections and preferences', () => {
  it('answers collections with their product counts, paged by skip', async () => {
    const token = await adminToken();
    const { body } = await get<{
      collections: { collection_id: string; products_count: number }[];
      next_skip: number | null;
    }>('/admin/v1/collections/search?count=5', token);
    expect(body.data.collections).toHaveLength(5);
    expect(body.data.next_skip).toBe(5);
    expect(body.data.collections[0]!.products_count).toBeGreaterThan(0);
  });

  it('saves product preferences and refuses unknown ids', async () => {
    const token = await adminToken();
    const path = `/admin/v1/store/${DEMO}/products_preferences`;
    const bad = await app().request(path, {
      method: 'PUT',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ prefered_product_ids: ['nope'], exclude_product_ids: null }),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Envelope<null>).error).toBe('Unknown product id "nope"');
    const id = STORE_SEED.productId('demo', 5);
    const good = await app().request(path, {
      method: 'PUT',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ prefered_product_ids: [id], exclude_product_ids: null }),
    });
    expect(good.status).toBe(200);
    const session = await post<{ brand: { ai_preferences: unknown } }>('/auth/verify', {}, token);
    expect(session.body.data.brand.ai_preferences).toMatchObject({
      products_preferences: { prefered_product_ids: [id], exclude_product_ids: null },
    });
  });

  it('keeps a collection list that is not sent', async () => {
    const token = await adminToken();
    const path = `/admin/v1/store/${DEMO}/collections_preferences`;
    const put = (body: unknown) =>
      app().request(path, {
        method: 'PUT',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const a = STORE_SEED.collectionId('demo', 1);
    const b = STORE_SEED.collectionId('demo', 2);
    expect((await put({ prefered_collection_ids: [a] })).status).toBe(200);
    expect((await put({ exclude_collection_ids: [b] })).status).toBe(200);
    const session = await post<{ brand: { ai_preferences: unknown } }>('/auth/verify', {}, token);
    expect(session.body.data.brand.ai_preferences).toMatchObject({
      collections_preferences: { prefered_collection_ids: [a], exclude_collection_ids: [b] },
    });
  });

  it("answers a variant's image for the chosen options and 404 for options no variant has", async () => {
    const token = await adminToken();
    const [product] = await database()
      .db.select()
      .from(products)
      .where(eq(products.id, STORE_SEED.productId('demo', 1)));
    const color = product!.options[0]!.values[0]!;
    const found = await post<{ src: string }>(
      '/admin/v1/products/options/image',
      { inventory_id: product!.inventoryId, selected_options: { Color: color } },
      token,
    );
    expect(found.status).toBe(200);
    expect(found.body.data.src).toContain(`-${color.toLowerCase()}.svg`);
    const missing = await post(
      '/admin/v1/products/options/image',
      { inventory_id: product!.inventoryId, selected_options: { Color: 'Plaid' } },
      token,
    );
    expect(missing.status).toBe(404);
  });
});

describe('store connection', () => {
  it('syncs in the background: the job runs, then reports COMPLETE', async () => {
    const token = await adminToken();
    const { body } = await post<{ job_id: string; job_status: string }>(
      '/admin/v1/store/products/sync',
      { business_id: DEMO },
      token,
    );
    expect(body.data.job_status).toBe('RUNNING');
    await settleBackgroundWork();
    const [job] = await database().db.select().from(jobs).where(eq(jobs.id, body.data.job_id));
    expect(jobStatus(job!, new Date(job!.completesAt.getTime() + 1))).toBe('COMPLETE');
  });

  it('disconnects: the catalogue empties and sync is refused until a code reconnects it', async () => {
    const token = await adminToken();
    const off = await post('/admin/v1/store/integration/disconnect', { business_id: DEMO }, token);
    expect(off.status).toBe(200);
    const empty = await get<ProductPage>('/admin/v1/products/search', token);
    expect(empty.body.data).toEqual({ products: [], next: null });
    const sync = await post('/admin/v1/store/products/sync', { business_id: DEMO }, token);
    expect(sync.status).toBe(409);

    const code = await issueStoreCode(database().db, { shop: 'demo-store.example', email: null });
    const on = await post('/admin/v1/store/auth/connect', { auth: code }, token);
    expect(on.status).toBe(200);
    await settleBackgroundWork();
    const again = await post('/admin/v1/store/auth/connect', { auth: code }, token);
    expect(again.status).toBe(401);
    expect(again.body.error).toBe('The store authorisation code is invalid, used or expired');
    const back = await get<ProductPage>('/admin/v1/products/search', token);
    expect(back.body.data.products).toHaveLength(50);
  });

  it('registers a merchant from the store: connected, verified, with a synced catalogue', async () => {
    const db = database().db;
    const code = await issueStoreCode(db, {
      shop: 'linen-loft.example',
      email: 'owner@linen.test',
    });
    const wrongEmail = await post('/auth/register/connect', {
      auth: code,
      username: 'linenloft',
      email: 'someone@else.test',
      password: 'secret123',
    });
    expect(wrongEmail.status).toBe(400);
    const { status, body } = await post<{ token: string }>('/auth/register/connect', {
      auth: code,
      username: 'linenloft',
      email: 'owner@linen.test',
      password: 'secret123',
    });
    expect(status).toBe(200);
    await settleBackgroundWork();
    const session = await post<{ brand: { business_id: string; subscription_plan: string } }>(
      '/auth/verify',
      {},
      body.data.token,
    );
    expect(session.body.data.brand.subscription_plan).toBe('FREE');
    const [business] = await db
      .select()
      .from(businesses)
      .where(eq(businesses.id, session.body.data.brand.business_id));
    expect(business).toMatchObject({ storeConnected: true, storeDomain: 'linen-loft.example' });
    const catalogue = await get<ProductPage>('/admin/v1/products/search', body.data.token);
    expect(catalogue.body.data.products.length).toBeGreaterThan(0);
    const reuse = await post('/auth/register/connect', {
      auth: code,
      username: 'linenloft2',
      email: 'owner@linen.test',
      password: 'secret123',
    });
    expect(reuse.status).toBe(401);
  });

  it('signs in from the store with the same answer for a wrong password as for nobody', async () => {
    const db = database().db;
    const code = await issueStoreCode(db, { shop: 'demo-store.example', email: null });
    const wrong = await post('/auth/login/connect', {
      auth: code,
      username: 'demo',
      password: 'nope12345',
    });
    const nobody = await post('/auth/login/connect', {
      auth: code,
      username: 'nobody-at-all',
      password: 'nope12345',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(nobody.body);
    const good = await post<{ token: string }>('/auth/login/connect', {
      auth: code,
      username: 'demo',
      password: 'demo1234',
    });
    expect(good.status).toBe(200);
    await settleBackgroundWork();
  });
});

describe('account', () => {
  it('logs out: the token is revoked and refused afterwards', async () => {
    const token = await adminToken();
    expect((await post('/auth/logout', {}, token)).status).toBe(200);
    const after = await post('/auth/verify', {}, token);
    expect(after.status).toBe(401);
    const rows = await database().db.select().from(sessions);
    expect(rows.some((r) => r.revokedAt !== null)).toBe(true);
  });

  it('keeps the last 50 log lines and mails registration requests to sales', async () => {
    const db = database().db;
    const logs = Array.from({ length: 60 }, (_, i) => `line ${i}`);
    const { body } = await post<{ kept: number }>('/api/logs/commit', { logs });
    expect(body.data.kept).toBe(50);
    const stored = await db.select().from(clientLogs);
    expect(stored.at(-1)!.lines[0]).toBe('line 10');

    const bad = await post('/auth/register/request', {
      name: 'Dana',
      email: 'not-an-email',
      description: 'Shoes',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("That email doesn't look right");
    await post('/auth/register/request', {
      name: 'Dana',
      email: 'dana@example.com',
      description: 'Shoes',
    });
    const mails = await db.select().from(mailbox).where(eq(mailbox.to, 'sales@shoppable.test'));
    expect(mails.at(-1)!.subject).toBe('Registration request from Dana');
  });

  it('serves the OpenAPI document of the contract', async () => {
    const response = await app().request('/openapi.json');
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain('/admin/v1/products/search');
    expect(Object.keys(document.paths)).toContain('/auth/logout');
  });
});
