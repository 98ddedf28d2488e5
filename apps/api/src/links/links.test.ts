import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/session';
import { publicIds } from '../db/content.schema';
import { influencers } from '../db/schema';
import { products } from '../db/store.schema';
import { SEED } from '../seed';
import { CONTENT_SEED } from '../seed/content';
import { postJson, sharedTestDatabase, testApp } from '../test/setup';

const database = sharedTestDatabase();
const app = () => testApp(database());
const DEMO = SEED.demo.businessId;
const C = CONTENT_SEED.demo;

let admin: string;
let maya: string;
let liam: string;
let inventory: string[];

beforeAll(async () => {
  const db = database().db;
  admin = await createSession(db, { businessId: DEMO, userId: SEED.demo.userId });
  maya = await createSession(db, { businessId: DEMO, influencerId: SEED.maya.influencerId });
  liam = await createSession(db, {
    businessId: DEMO,
    influencerId: CONTENT_SEED.influencers.liam.id,
  });
  const rows = await db
    .select({ inventoryId: products.inventoryId })
    .from(products)
    .where(eq(products.businessId, DEMO))
    .orderBy(products.position)
    .limit(16);
  inventory = rows.map((r) => r.inventoryId);
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function call<T = unknown>(path: string, token: string, init: RequestInit = {}) {
  const response = await app().request(path, {
    ...init,
    headers: { ...auth(token), ...(init.headers as Record<string, string>) },
  });
  const body = (await response.json()) as { data: T; error: string | null };
  return { code: response.status, data: body.data, error: body.error };
}

type Link = { link_id: string; influencer_username: string | null; link_type: string };

const look = (over: Record<string, unknown> = {}) => ({
  images: [{ src: 'https://cdn.shoppable.test/cover.png', id: null }],
  inventory_ids: inventory.slice(0, 3),
  description: 'Beach day',
  business_id: DEMO,
  promocode: 'beach5',
  link_type: 'LOOK',
  ...over,
});

describe('links', () => {
  it('creates an Instant on top of the list with its products in order', async () => {
    const created = await call<Link & { products: { inventory_id: string }[] }>(
      '/admin/v1/links/create',
      admin,
      postJson(look({ influencer_username: 'noa' })),
    );
    expect(created.code).toBe(200);
    expect(created.data.products.map((p) => p.inventory_id)).toEqual(inventory.slice(0, 3));
    expect(created.data.influencer_username).toBe('noa');
    const list = await call<Link[]>(`/admin/v1/links/${DEMO}?count=28`, admin, { method: 'POST' });
    expect(list.data[0]?.link_id).toBe(created.data.link_id);
  });

  it("edits an Instant's fields and products in place, and refuses to edit a short as one", async () => {
    type WithProducts = Link & { description: string; products: { inventory_id: string }[] };
    const created = await call<WithProducts>('/admin/v1/links/create', admin, postJson(look()));
    const edited = await call<WithProducts>(
      `/admin/v1/links/${created.data.link_id}/edit`,
      admin,
      postJson(look({ description: 'Pool day', inventory_ids: [inventory[5], inventory[4]] })),
    );
    expect(edited.code).toBe(200);
    expect(edited.data.link_id).toBe(created.data.link_id);
    expect(edited.data.description).toBe('Pool day');
    expect(edited.data.products.map((p) => p.inventory_id)).toEqual([inventory[5], inventory[4]]);
    const read = await call<WithProducts>(`/admin/v1/links/${created.data.link_id}`, admin);
    expect(read.data.products.map((p) => p.inventory_id)).toEqual([inventory[5], inventory[4]]);
    const short = await call(`/admin/v1/links/${C.productShort}/edit`, admin, postJson(look()));
    expect(short.code).toBe(400);
    expect(short.error).toBe('Edit shorts through /admin/v1/links/short/{id}/edit');
  });

  it('refuses 0 or 16 products and a deactivated influencer with a specific message', async () => {
    const none = await call('/admin/v1/links/create', admin, postJson(look({ inventory_ids: [] })));
    expect(none.code).toBe(400);
    expect(none.error).toBe('An Instant needs 1 to 15 products');
    const many = await call(
      '/admin/v1/links/create',
      admin,
      postJson(look({ inventory_ids: inventory })),
    );
    expect(many.code).toBe(400);
    const dana = await call(
      '/admin/v1/links/create',
      admin,
      postJson(look({ influencer_username: 'dana' })),
    );
    expect(dana.code).toBe(400);
    expect(dana.error).toContain('deactivated');
  });

  it("credits an influencer's link to themself whatever username they send", async () => {
    const created = await call<Link>(
      '/admin/v1/links/create',
      maya,
      postJson(look({ influencer_username: 'noa' })),
    );
    expect(created.data.influencer_username).toBe('maya');
  });

  it('lists only an influencer’s own links, and filters by type and search', async () => {
    const mine = await call<Link[]>(`/admin/v1/links/${DEMO}?count=100`, maya, { method: 'POST' });
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((l) => l.influencer_username === 'maya')).toBe(true);
    const shorts = await call<Link[]>(`/admin/v1/links/${DEMO}?link_type=SHORT`, admin, {
      method: 'POST',
    });
    expect(shorts.data.every((l) => l.link_type === 'SHORT')).toBe(true);
    const found = await call<Link[]>(`/admin/v1/links/${DEMO}?q=beach`, admin, { method: 'POST' });
    expect(found.data.length).toBeGreaterThan(0);
  });

  it('pages 28 at a time by default, newest first, and by count and skip', async () => {
    const all = await call<Link[]>(`/admin/v1/links/${DEMO}?count=200`, admin, { method: 'POST' });
    const first = await call<Link[]>(`/admin/v1/links/${DEMO}`, admin, { method: 'POST' });
    expect(first.data).toHaveLength(Math.min(28, all.data.length));
    const second = await call<Link[]>(`/admin/v1/links/${DEMO}?count=5&skip=5`, admin, {
      method: 'POST',
    });
    expect(second.data.map((l) => l.link_id)).toEqual(all.data.slice(5, 10).map((l) => l.link_id));
  });

  it('refuses link writes to an influencer without the permission', async () => {
    const db = database().db;
    await db.insert(influencers).values({
      id: 'inf-readonly',
      businessId: DEMO,
      username: 'readonly',
      name: 'Read Only',
      passwordHash: 'unusable',
      permissions: { analytics_clicks_enabled: true, allow_creating_and_editing_links: false },
    });
    const token = await createSession(db, { businessId: DEMO, influencerId: 'inf-readonly' });
    const refused = await call('/admin/v1/links/create', token, postJson(look()));
    expect(refused.code).toBe(403);
    expect(refused.error).toContain('allow_creating_and_editing_links');
    const read = await call(`/admin/v1/links/${DEMO}`, token, { method: 'POST' });
    expect(read.code).toBe(200);
  });

  it('closes and deletes a link; a deleted id frees its public id', async () => {
    const created = await call<Link>('/admin/v1/links/create', admin, postJson(look()));
    const id = created.data.link_id;
    const closed = await call(`/admin/v1/links/${id}/close`, admin, { method: 'POST' });
    expect(closed.code).toBe(200);
    const read = await call<{ is_expired: boolean }>(`/admin/v1/links/${id}`, admin);
    expect(read.data.is_expired).toBe(true);
    expect((await call(`/admin/v1/links/${id}`, admin, { method: 'DELETE' })).code).toBe(200);
    expect((await call(`/admin/v1/links/${id}`, admin)).code).toBe(404);
    const ids = await database().db.select().from(publicIds).where(eq(publicIds.id, id));
    expect(ids).toHaveLength(0);
  });
});

describe('shorts', () => {
  const short = (over: Record<string, unknown>) => ({
    business_id: DEMO,
    title: 'Promo',
    url_type: 'product',
    inventory_ids: inventory.slice(0, 1),
    ...over,
  });

  it('creates a short with a custom id unique across links, shorts and multilinks', async () => {
    const created = await call<Link>(
      '/admin/v1/links/short/create',
      liam,
      postJson(short({ link_id: 'liam-deal' })),
    );
    expect(created.code).toBe(200);
    expect(created.data.link_id).toBe('liam-deal');
    expect(created.data.link_type).toBe('SHORT');
    for (const taken of ['liam-deal', C.mayaLink, C.multilink]) {
      const again = await call(
        '/admin/v1/links/short/create',
        admin,
        postJson(short({ link_id: taken })),
      );
      expect(again.code).toBe(409);
    }
  });

  it('checks each URL type: one product, one collection, a URL on the store domain, a promocode', async () => {
    const two = await call(
      '/admin/v1/links/short/create',
      admin,
      postJson(short({ inventory_ids: inventory.slice(0, 2) })),
    );
    expect(two.code).toBe(400);
    const foreign = await call(
      '/admin/v1/links/short/create',
      admin,
      postJson(short({ url_type: 'custom', shopping_redirect_url: 'https://elsewhere.example/a' })),
    );
    expect(foreign.code).toBe(400);
    expect(foreign.error).toBe("The URL must be on your store's domain (demo-store.example)");
    const custom = await call<{ shopping_redirect_url: string }>(
      '/admin/v1/links/short/create',
      admin,
      postJson(short({ url_type: 'custom', shopping_redirect_url: 'demo-store.example/sale' })),
    );
    expect(custom.data.shopping_redirect_url).toBe('https://demo-store.example/sale');
    const organic = await call(
      '/admin/v1/links/short/create',
      admin,
      postJson(short({ url_type: 'organic', promocode: '' })),
    );
    expect(organic.code).toBe(400);
  });

  it('edits a short and refuses to edit an Instant as a short', async () => {
    const edited = await call<{ title: string }>(
      `/admin/v1/links/short/${C.productShort}/edit`,
      admin,
      postJson(short({ title: 'Renamed' })),
    );
    expect(edited.data.title).toBe('Renamed');
    const wrong = await call(
      `/admin/v1/links/short/${C.mayaLink}/edit`,
      admin,
      postJson(short({})),
    );
    expect(wrong.code).toBe(404);
  });
});

describe('multilinks', () => {
  const body = (values: [number, number]) => ({
    business_id: DEMO,
    title: 'Hero test',
    splitter_type: 'PERCENTAGE',
    links_options: [
      {
        value: values[0],
        device_option: 'ALL',
        link_resource: { images: [], inventory_ids: inventory.slice(0, 2), link_type: 'LOOK' },
      },
      {
        value: values[1],
        device_option: 'PC',
        link_resource: {
          images: [],
          inventory_ids: [],
          link_type: 'SHORT',
          shopping_redirect_url: 'https://demo-store.example/x',
        },
      },
    ],
  });
  type Multi = {
    multilink_id: string;
    links_options: { link_id: string; value: number; link_data: { url_type: string | null } }[];
  };

  it('creates two experiences and keeps their ids (and figures) on edit', async () => {
    const created = await call<Multi>(
      '/admin/v1/links/multi/create',
      admin,
      postJson(body([70, 30])),
    );
    expect(created.code).toBe(200);
    expect(created.data.links_options.map((o) => o.value)).toEqual([70, 30]);
    expect(created.data.links_options[1]?.link_data.url_type).toBe('custom');
    const [a, b] = created.data.links_options;
    const next = body([40, 60]);
    const options = next.links_options.map((o, i) => ({ ...o, link_id: [a, b][i]!.link_id }));
    const edited = await call<Multi>(
      `/admin/v1/links/multi/${created.data.multilink_id}/edit`,
      admin,
      postJson({ ...next, links_options: options }),
    );
    expect(edited.data.links_options.map((o) => o.link_id)).toEqual([a!.link_id, b!.link_id]);
    expect(edited.data.links_options.map((o) => o.value)).toEqual([40, 60]);
  });

  it('refuses shares that do not add up to 100', async () => {
    const bad = await call('/admin/v1/links/multi/create', admin, postJson(body([70, 20])));
    expect(bad.code).toBe(400);
    expect(bad.error).toBe('Traffic shares must be whole percentages adding up to 100');
  });

  it('lists in the field multilinks, and deletes with its experiences', async () => {
    const created = await call<Multi>(
      '/admin/v1/links/multi/create',
      admin,
      postJson(body([50, 50])),
    );
    const list = await call<{ multilinks: Multi[] }>(`/admin/v1/links/multi/${DEMO}`, admin, {
      method: 'POST',
    });
    expect(list.data.multilinks.map((m) => m.multilink_id)).toContain(created.data.multilink_id);
    const id = created.data.multilink_id;
    expect((await call(`/admin/v1/links/multi/${id}`, admin, { method: 'DELETE' })).code).toBe(200);
    expect((await call(`/admin/v1/links/multi/${id}`, admin)).code).toBe(404);
    const experience = created.data.links_options[0]!.link_id;
    expect((await call(`/admin/v1/links/${experience}`, admin)).code).toBe(404);
  });
});
