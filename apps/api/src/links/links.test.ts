import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/session';
import { links, publicIds } from '../db/content.schema';
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
      postJson(
        look({ description: 'Pool day', inventory_ids: [inventory[5], inventory[4]], version: 1 }),
      ),
    );
    expect(edited.code).toBe(200);
    expect(edited.data.link_id).toBe(created.data.link_id);
    expect(edited.data.description).toBe('Pool day');
    expect(edited.data.products.map((p) => p.inventory_id)).toEqual([inventory[5], inventory[4]]);
    const read = await call<WithProducts>(`/admin/v1/links/${created.data.link_id}`, admin);
    expect(read.data.products.map((p) => p.inventory_id)).toEqual([inventory[5], inventory[4]]);
    const short = await call(
      `/admin/v1/links/${C.productShort}/edit`,
      admin,
      postJson(look({ version: 1 })),
    );
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
    const all = await call<Link[]>(`/admin/v1/links/${DEMO}?count=100`, admin, { method: 'POST' });
    const first = await call<Link[]>(`/admin/v1/links/${DEMO}`, admin, { method: 'POST' });
    expect(first.data).toHaveLength(Math.min(28, all.data.length));
    const second = await call<Link[]>(`/admin/v1/links/${DEMO}?count=5&skip=5`, admin, {
      method: 'POST',
    });
    expect(second.data.map((l) => l.link_id)).toEqual(all.data.slice(5, 10).map((l) => l.link_id));
  });

  it('refuses a count that would answer the whole table', async () => {
    const answer = await call<null>(`/admin/v1/links/${DEMO}?count=1000000000`, admin, {
      method: 'POST',
    });
    expect({ code: answer.code, error: answer.error }).toEqual({
      code: 400,
      error: 'Invalid query: "count" must be at most 100',
    });
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

  it('refuses the ids the Shop the Feed page uses', async () => {
    for (const reserved of ['shopboard', 'ShopBoard', 'feed-biz_demo', 'FEED-x']) {
      const refused = await call(
        '/admin/v1/links/short/create',
        admin,
        postJson(short({ link_id: reserved })),
      );
      expect(refused.code).toBe(400);
      expect(refused.error).toBe(`The short id "${reserved}" is reserved: choose another`);
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

  it('takes the store domain written with a trailing dot or a port as the same host', async () => {
    for (const url of ['https://demo-store.example./sale', 'demo-store.example:8443/sale']) {
      const custom = await call<{ shopping_redirect_url: string }>(
        '/admin/v1/links/short/create',
        admin,
        postJson(short({ url_type: 'custom', shopping_redirect_url: url })),
      );
      expect({ code: custom.code, url: custom.data.shopping_redirect_url }).toEqual({
        code: 200,
        url: url.startsWith('https://') ? url : `https://${url}`,
      });
    }
  });

  it("keeps an Instant's shopping redirect URL on the store's domain only", async () => {
    for (const url of ['javascript:alert(1)', 'https://evil.example/', 'data:text/html,x']) {
      const refused = await call(
        '/admin/v1/links/create',
        admin,
        postJson(look({ shopping_redirect_url: url })),
      );
      expect({ code: refused.code, error: refused.error }).toEqual({
        code: 400,
        error: "The URL must be on your store's domain (demo-store.example)",
      });
    }
    const kept = await call<{ shopping_redirect_url: string | null }>(
      '/admin/v1/links/create',
      admin,
      postJson(look({ shopping_redirect_url: 'demo-store.example/sale' })),
    );
    expect(kept.data.shopping_redirect_url).toBe('https://demo-store.example/sale');
    const none = await call<{ shopping_redirect_url: string | null }>(
      '/admin/v1/links/create',
      admin,
      postJson(look({ shopping_redirect_url: ' ' })),
    );
    expect(none.data.shopping_redirect_url).toBeNull();
  });

  it('edits a short and refuses to edit an Instant as a short', async () => {
    const edited = await call<{ title: string }>(
      `/admin/v1/links/short/${C.productShort}/edit`,
      admin,
      postJson(short({ title: 'Renamed', version: 1 })),
    );
    expect(edited.data.title).toBe('Renamed');
    const wrong = await call(
      `/admin/v1/links/short/${C.mayaLink}/edit`,
      admin,
      postJson(short({ version: 1 })),
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
      postJson({ ...next, links_options: options, version: 1 }),
    );
    expect(edited.data.links_options.map((o) => o.link_id)).toEqual([a!.link_id, b!.link_id]);
    expect(edited.data.links_options.map((o) => o.value)).toEqual([40, 60]);
  });

  it('refuses shares that do not add up to 100', async () => {
    const bad = await call('/admin/v1/links/multi/create', admin, postJson(body([70, 20])));
    expect(bad.code).toBe(400);
    expect(bad.error).toBe('Traffic shares must be whole percentages adding up to 100');
  });

  it('refuses a promocode over 20 characters', async () => {
    const long = await call(
      '/admin/v1/links/multi/create',
      admin,
      postJson({ ...body([50, 50]), promocode: 'x'.repeat(21) }),
    );
    expect({ code: long.code, error: long.error }).toEqual({
      code: 400,
      error: 'Invalid body: "promocode" Invalid length: Expected <=20 but received 21',
    });
  });

  it("keeps an Instant experience's redirect and never drops one silently", async () => {
    const withRedirect = body([50, 50]);
    const [lookOption, shortOption] = withRedirect.links_options;
    const created = await call<{
      links_options: { link_data: { shopping_redirect_url: string | null } }[];
    }>(
      '/admin/v1/links/multi/create',
      admin,
      postJson({
        ...withRedirect,
        links_options: [
          {
            ...lookOption!,
            link_resource: {
              ...lookOption!.link_resource,
              shopping_redirect_url: 'demo-store.example/a',
            },
          },
          shortOption,
        ],
      }),
    );
    expect(created.data.links_options[0]?.link_data.shopping_redirect_url).toBe(
      'https://demo-store.example/a',
    );
    const productWithUrl = await call(
      '/admin/v1/links/multi/create',
      admin,
      postJson({
        ...withRedirect,
        links_options: [
          lookOption,
          {
            ...shortOption!,
            link_resource: { ...shortOption!.link_resource, inventory_ids: inventory.slice(0, 1) },
          },
        ],
      }),
    );
    expect({ code: productWithUrl.code, error: productWithUrl.error }).toEqual({
      code: 400,
      error: 'A product or collection experience takes no custom URL',
    });
  });

  it("answers each experience's visits, completed checkouts and revenue (the A/B verdict's figures)", async () => {
    const id = C.splitMultilink;
    const read = await call<{
      links_options: {
        value: number;
        link_id: string;
        link_data: { link_analytics: { visits: number; checkouts: number; revenue: number } };
      }[];
    }>(`/admin/v1/links/multi/${id}`, admin);
    const rows = await database()
      .db.select()
      .from(links)
      .where(eq(links.multilinkId, id))
      .orderBy(links.position);
    expect(read.data.links_options.map((o) => o.value)).toEqual([70, 30]);
    expect(
      read.data.links_options.map(({ link_id, link_data: { link_analytics: a } }) => ({
        link_id,
        visits: a.visits,
        checkouts: a.checkouts,
        revenue: a.revenue,
      })),
    ).toEqual(
      rows.map((r) => ({
        link_id: r.id,
        visits: r.totalVisits,
        checkouts: r.totalOrders,
        revenue: r.totalRevenueCents / 100,
      })),
    );
    // Seeded traffic on both sides: the preview's verdict has figures to work on.
    for (const r of rows) expect(r.totalVisits).toBeGreaterThanOrEqual(100);
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

describe('edit versions', () => {
  type Versioned = Link & { version: number; description: string | null; title: string | null };
  const shortBody = (title: string) => ({
    business_id: DEMO,
    title,
    url_type: 'organic',
    promocode: 'SALE5',
  });
  const multiBody = (title: string) => ({
    business_id: DEMO,
    title,
    splitter_type: 'PERCENTAGE',
    links_options: [50, 50].map((value) => ({
      value,
      device_option: 'ALL',
      link_resource: { images: [], inventory_ids: inventory.slice(0, 1), link_type: 'LOOK' },
    })),
  });

  /** Sends both edits at once (neither waits for the other's answer). */
  const race = (path: string, bodies: [unknown, unknown]) =>
    Promise.all(bodies.map((body) => call<Versioned>(path, admin, postJson(body))));

  it('starts an Instant at 1, takes it one up per edit, and refuses a stale edit with 409 changing nothing', async () => {
    const created = await call<Versioned>('/admin/v1/links/create', admin, postJson(look()));
    expect(created.data.version).toBe(1);
    const path = `/admin/v1/links/${created.data.link_id}/edit`;
    const first = await call<Versioned>(
      path,
      admin,
      postJson(look({ description: 'A', version: 1 })),
    );
    expect({ code: first.code, version: first.data.version }).toEqual({ code: 200, version: 2 });
    const stale = await call(path, admin, postJson(look({ description: 'B', version: 1 })));
    expect({ code: stale.code, data: stale.data, error: stale.error }).toEqual({
      code: 409,
      data: null,
      error:
        'This link was changed elsewhere since you opened it: reload to see the changes, or save again on the current version',
    });
    const read = await call<Versioned>(`/admin/v1/links/${created.data.link_id}`, admin);
    expect({ description: read.data.description, version: read.data.version }).toEqual({
      description: 'A',
      version: 2,
    });
  });

  it('refuses an edit without its version with a 400 naming the field', async () => {
    const created = await call<Versioned>('/admin/v1/links/create', admin, postJson(look()));
    const missing = await call(
      `/admin/v1/links/${created.data.link_id}/edit`,
      admin,
      postJson(look()),
    );
    expect(missing.code).toBe(400);
    expect(missing.error).toMatch(/^Invalid body: "version" /);
  });

  it('lets exactly one of two concurrent Instant edits on one version through, and keeps the winner', async () => {
    const created = await call<Versioned>('/admin/v1/links/create', admin, postJson(look()));
    const id = created.data.link_id;
    const answers = await race(`/admin/v1/links/${id}/edit`, [
      look({ description: 'Mine', version: 1 }),
      look({ description: 'Theirs', version: 1 }),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.code === 200)!;
    const read = await call<Versioned & { products: unknown[] }>(`/admin/v1/links/${id}`, admin);
    expect({ description: read.data.description, version: read.data.version }).toEqual({
      description: winner.data.description,
      version: 2,
    });
    expect(read.data.products).toHaveLength(3);
  });

  it('lets exactly one of two concurrent short edits on one version through', async () => {
    const created = await call<Versioned>(
      '/admin/v1/links/short/create',
      admin,
      postJson(shortBody('Start')),
    );
    const id = created.data.link_id;
    const answers = await race(`/admin/v1/links/short/${id}/edit`, [
      { ...shortBody('Mine'), version: 1 },
      { ...shortBody('Theirs'), version: 1 },
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.code === 200)!;
    const loser = answers.find((a) => a.code === 409)!;
    expect(loser.error).toMatch(/^This short was changed elsewhere since you opened it/);
    const read = await call<Versioned>(`/admin/v1/links/${id}`, admin);
    expect({ title: read.data.title, version: read.data.version }).toEqual({
      title: winner.data.title,
      version: 2,
    });
  });

  it('lets exactly one of two concurrent multilink edits through; the loser writes no experience', async () => {
    type Multi = { multilink_id: string; title: string; version: number; links_options: unknown[] };
    const created = await call<Multi>(
      '/admin/v1/links/multi/create',
      admin,
      postJson(multiBody('Start')),
    );
    expect(created.data.version).toBe(1);
    const id = created.data.multilink_id;
    const answers = await Promise.all(
      (['Mine', 'Theirs'] as const).map((title) =>
        call<Multi>(
          `/admin/v1/links/multi/${id}/edit`,
          admin,
          postJson({ ...multiBody(title), version: 1 }),
        ),
      ),
    );
    expect(answers.map((a) => a.code).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.code === 200)!;
    const read = await call<Multi>(`/admin/v1/links/multi/${id}`, admin);
    expect({ title: read.data.title, version: read.data.version }).toEqual({
      title: winner.data.title,
      version: 2,
    });
    // The edits sent new experiences (no link_id): the winner's two replaced the first two.
    expect(read.data.links_options).toHaveLength(2);
    const stale = await call(
      `/admin/v1/links/multi/${id}/edit`,
      admin,
      postJson({ ...multiBody('Late'), version: 1 }),
    );
    expect(stale.code).toBe(409);
    expect((await call<Multi>(`/admin/v1/links/multi/${id}`, admin)).data.title).toBe(
      winner.data.title,
    );
  });
});
