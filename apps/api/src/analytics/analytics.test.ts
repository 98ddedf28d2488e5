import { analyticsReport, envelope } from '@shoppable/api-contract';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/session';
import { linkProducts, orderItems, orders } from '../db/content.schema';
import { businesses, influencers } from '../db/schema';
import { socialPosts, variants } from '../db/store.schema';
import { SEED } from '../seed';
import { CONTENT_SEED } from '../seed/content';
import { postJson, sharedTestDatabase, testApp, relayedJson } from '../test/setup';
import { commissionOf, parseRange, today } from './report';
import { TREND_WINDOW_DAYS } from './trends';

const database = sharedTestDatabase();
const app = () => testApp(database());
const DEMO = SEED.demo.businessId;
const C = CONTENT_SEED.demo;

let admin: string;
let maya: string;

beforeAll(async () => {
  const db = database().db;
  admin = await createSession(db, { businessId: DEMO, userId: SEED.demo.userId });
  maya = await createSession(db, { businessId: DEMO, influencerId: SEED.maya.influencerId });
});

async function call<T>(path: string, token: string | null, init: RequestInit = {}) {
  const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await app().request(path, { ...init, headers });
  const body = (await response.json()) as { data: T; error: string | null };
  return { code: response.status, data: body.data, error: body.error, raw: body };
}

type Report = v.InferOutput<typeof analyticsReport>;

const last30 = () => {
  const to = today();
  const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  return `from_date=${from}&to_date=${to}`;
};

describe('date ranges', () => {
  it('reads from_date and to_date as days, lifetime without from_date', () => {
    expect(parseRange({ from_date: '2026-01-01', to_date: '2026-01-31' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(parseRange({}).from).toBeNull();
    expect(() => parseRange({ from_date: '2026-13-01' })).toThrow('"from_date"');
    expect(() => parseRange({ from_date: '2026-02-01', to_date: '2026-01-01' })).toThrow('after');
  });

  it('refuses, quickly and for anyone, a range outside 2023-01-01 to tomorrow', async () => {
    // This request once ran the heap out and stopped the API.
    const huge = await call(
      `/admin/v1/analytics/${DEMO}?from_date=1000-01-01&to_date=9999-12-31`,
      maya,
    );
    expect({ code: huge.code, error: huge.error }).toEqual({
      code: 400,
      error: 'Invalid query: "from_date" must not be before 2023-01-01',
    });
    const late = await call(`/admin/v1/analytics/${DEMO}?to_date=9999-12-31`, admin);
    expect(late.error).toBe('Invalid query: "to_date" must not be after tomorrow');
    const links = await call(
      `/admin/v1/analytics/links/${C.adminLink}?from_date=2023-01-01&to_date=${today()}`,
      admin,
    );
    expect(links.code).toBe(200);
  });
});

describe('commission', () => {
  it('takes refunds and tax off when the rules say so, then the net revenue ratio', () => {
    const cents = { gross: 100_000, refunded: 10_000, tax: 5_000 };
    const terms = { percent: 10, reduceRefunds: false, reduceVat: false, netRevenueRatio: 100 };
    expect(commissionOf(cents, terms)).toBe(100);
    expect(commissionOf(cents, { ...terms, reduceRefunds: true })).toBe(90);
    expect(commissionOf(cents, { ...terms, reduceRefunds: true, reduceVat: true })).toBe(85);
    expect(commissionOf(cents, { ...terms, netRevenueRatio: 50 })).toBe(50);
  });
});

describe('business analytics', () => {
  it('has seeded data in the last 30 days, a filled daily series and every channel', async () => {
    const { code, raw, data } = await call<Report>(
      `/admin/v1/analytics/${DEMO}?${last30()}`,
      admin,
    );
    expect(code).toBe(200);
    expect(v.is(envelope(analyticsReport), raw)).toBe(true);
    expect(data.looks_analytics.data).toHaveLength(30);
    expect(data.looks_analytics.visits).toBeGreaterThan(0);
    expect(data.looks_analytics.checkouts).toBeGreaterThan(0);
    expect(data.shorts_analytics.visits).toBeGreaterThan(0);
    expect(data.shopboard_analytics).not.toBeNull();
    expect(data.currency).toBe('USD');
    const sum = data.looks_analytics.data.reduce((s, p) => s + (p.visits ?? 0), 0);
    expect(sum).toBe(data.looks_analytics.visits);
    expect(data.influencers_insights?.map((i) => i.influencer_username)).toContain('maya');
  });

  it('moves when a shopper visits and buys through a link', async () => {
    const before = await call<Report>(`/admin/v1/analytics/${DEMO}?${last30()}`, admin);
    const link = await call<Report>(`/admin/v1/analytics/links/${C.mayaLink}?${last30()}`, admin);
    await app().request('/public/v1/events', relayedJson({ link_id: C.mayaLink, type: 'visit' }));
    const [row] = await database()
      .db.select({ inventoryId: linkProducts.inventoryId, options: variants.selectedOptions })
      .from(linkProducts)
      .innerJoin(variants, eq(variants.productId, linkProducts.productId))
      .where(and(eq(linkProducts.linkId, C.mayaLink), gt(variants.stock, 0)))
      .limit(1);
    const bought = await call<{ total_price: number }>(
      '/public/v1/checkout',
      null,
      postJson({
        link_id: C.mayaLink,
        items: [{ inventory_id: row!.inventoryId, quantity: 1, selected_options: row!.options }],
        promocode: 'MAYA10',
      }),
    );
    expect(bought.code).toBe(200);
    const after = await call<Report>(`/admin/v1/analytics/${DEMO}?${last30()}`, admin);
    const b = before.data.looks_analytics;
    const a = after.data.looks_analytics;
    expect(a.visits).toBe(b.visits + 1);
    expect(a.checkouts).toBe(b.checkouts + 1);
    expect(a.influencer_attributed_checkouts).toBe((b.influencer_attributed_checkouts ?? 0) + 1);
    expect(a.revenue).toBeCloseTo(b.revenue + bought.data.total_price, 2);
    const linkAfter = await call<Report>(
      `/admin/v1/analytics/links/${C.mayaLink}?${last30()}`,
      admin,
    );
    expect(linkAfter.data.looks_analytics.checkouts).toBe(link.data.looks_analytics.checkouts + 1);
    const latest = await call<{ order_id: string; link_details: { link_id: string } }[]>(
      '/admin/v1/orders?count=1',
      admin,
    );
    expect(latest.data[0]?.link_details.link_id).toBe(C.mayaLink);
  });

  it('gives an influencer only their own figures, hiding what they may not see', async () => {
    const db = database().db;
    const mine = await call<Report>(`/admin/v1/analytics/${DEMO}`, maya);
    const all = await call<Report>(`/admin/v1/analytics/${DEMO}`, admin);
    expect(mine.code).toBe(200);
    expect(mine.data.looks_analytics.visits).toBeLessThan(all.data.looks_analytics.visits);
    expect(mine.data.shopboard_analytics).toBeNull();
    await db.insert(influencers).values({
      id: 'inf-clicks-only',
      businessId: DEMO,
      username: 'clicksonly',
      name: 'Clicks Only',
      passwordHash: 'unusable',
      permissions: { analytics_clicks_enabled: true },
    });
    const token = await createSession(db, { businessId: DEMO, influencerId: 'inf-clicks-only' });
    const masked = await call<Report>(`/admin/v1/analytics/${DEMO}/lifetime`, token);
    expect(masked.code).toBe(200);
    expect(masked.data.looks_analytics.revenue).toBe(0);
    expect(masked.data.looks_analytics.checkouts).toBe(0);
  });

  it('answers 404 for another business and 400 for a malformed day', async () => {
    expect((await call(`/admin/v1/analytics/${SEED.other.businessId}`, admin)).code).toBe(404);
    const bad = await call(`/admin/v1/analytics/${DEMO}?from_date=yesterday`, admin);
    expect(bad.code).toBe(400);
    expect(bad.error).toContain('from_date');
  });
});

describe('insights', () => {
  it('splits each influencer’s sales by channel, external sales included', async () => {
    const { data } = await call<
      {
        influencer_username: string;
        total_sales: number;
        sales_looks: number;
        sales_shorts: number;
        sales_external: number;
      }[]
    >('/admin/v1/insights/overview', admin);
    const mayaRow = data.find((row) => row.influencer_username === 'maya')!;
    expect(mayaRow.total_sales).toBe(
      mayaRow.sales_looks + mayaRow.sales_shorts + mayaRow.sales_external,
    );
    expect(mayaRow.total_sales).toBeGreaterThan(0);
    expect((await call('/admin/v1/insights/overview', maya)).code).toBe(403);
  });
});

describe('link products and orders', () => {
  it('ranks a link’s products from 0 to 100 with next_skip paging', async () => {
    const count = await call<{ count: number }>(
      `/admin/v1/analytics/links/${C.mayaLink}/products/count`,
      admin,
    );
    const page = await call<{ products: { rank: number }[]; next_skip: number | null }>(
      `/admin/v1/analytics/links/${C.mayaLink}/products?count=2`,
      admin,
    );
    expect(page.data.products).toHaveLength(2);
    expect(page.data.next_skip).toBe(count.data.count > 2 ? 2 : null);
    expect(page.data.products[0]!.rank).toBeLessThanOrEqual(100);
  });

  it('lists a link’s orders for admins only, with their items', async () => {
    const list = await call<{ order_id: string }[]>(
      `/admin/v1/analytics/links/${C.mayaLink}/orders`,
      admin,
    );
    expect(list.data.length).toBeGreaterThan(0);
    const id = list.data[0]!.order_id;
    const items = await call<{ quantity: number }[]>(
      `/admin/v1/analytics/links/${C.mayaLink}/orders/${id}/details`,
      admin,
    );
    const stored = await database()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(orderItems)
      .where(eq(orderItems.orderId, id));
    expect(items.data).toHaveLength(stored[0]!.n);
    expect((await call(`/admin/v1/analytics/links/${C.mayaLink}/orders`, maya)).code).toBe(403);
    const other = await call(
      `/admin/v1/analytics/links/${C.adminLink}/orders/${id}/details`,
      admin,
    );
    expect(other.code).toBe(404);
  });
});

describe('trends', () => {
  it('ranks top products by units sold and finds combinations bought together', async () => {
    const db = database().db;
    const top = await call<{ product_id: string; inventory_id: string; rank: number }[]>(
      '/admin/v1/products/trends/top-performing',
      admin,
    );
    expect(top.code).toBe(200);
    const since = new Date(Date.now() - TREND_WINDOW_DAYS * 86_400_000);
    const [best] = await db
      .select({ id: orderItems.productId, n: sql<number>`sum(${orderItems.quantity})::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orders.businessId, DEMO),
          gt(orders.createdAt, since),
          ne(orders.status, 'REFUNDED'),
        ),
      )
      .groupBy(orderItems.productId)
      .orderBy(desc(sql`sum(${orderItems.quantity})`), orderItems.productId)
      .limit(1);
    // The best seller of the window ranks 100; ranks are 0–100, best first.
    expect(top.data[0]).toMatchObject({ product_id: best!.id, rank: 100 });
    expect(top.data[0]!.inventory_id).toMatch(/\S/);
    const ranks = top.data.map((t) => t.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    expect(Math.min(...ranks)).toBeGreaterThanOrEqual(0);
    const combos = await call<{ top_combinations: string[][]; products: { product_id: string }[] }>(
      '/admin/v1/products/trends/top-combinations',
      admin,
    );
    for (const pair of combos.data.top_combinations) {
      expect(pair).toHaveLength(2);
      for (const id of pair) {
        expect(combos.data.products.map((p) => p.product_id)).toContain(id);
      }
    }
    const complementary = await call<{ combination_score: number }[]>(
      `/admin/v1/products/trends/complementary/${best!.id}`,
      admin,
    );
    expect(complementary.code).toBe(200);
    for (const item of complementary.data) {
      expect(item.combination_score).toBeGreaterThan(0);
      expect(item.combination_score).toBeLessThanOrEqual(1);
    }
  });

  it('needs the Business or Pro plan', async () => {
    await database()
      .db.update(businesses)
      .set({ subscriptionPlan: 'STARTER' })
      .where(eq(businesses.id, DEMO));
    try {
      const refused = await call('/admin/v1/products/trends/top-performing', admin);
      expect(refused.code).toBe(403);
    } finally {
      await database()
        .db.update(businesses)
        .set({ subscriptionPlan: 'BUSINESS' })
        .where(eq(businesses.id, DEMO));
    }
  });
});

describe('post analytics', () => {
  it('counts clicks recorded on a post and lists its products', async () => {
    const [post] = await database()
      .db.select({ id: socialPosts.id, network: socialPosts.network })
      .from(socialPosts)
      .where(eq(socialPosts.businessId, DEMO))
      .orderBy(socialPosts.network, socialPosts.id)
      .limit(1);
    const before = await call<{ clicks: number; total_clicks: number }>(
      `/admin/v1/analytics/posts/${post!.network}/${post!.id}`,
      admin,
    );
    await app().request('/public/v1/events', relayedJson({ link_id: post!.id, type: 'visit' }));
    const after = await call<{ clicks: number; total_clicks: number; products_count: number }>(
      `/admin/v1/analytics/posts/${post!.network}/${post!.id}`,
      admin,
    );
    expect(after.data.total_clicks).toBe(before.data.total_clicks + 1);
    const products = await call<{ products: Record<string, unknown> }>(
      `/admin/v1/analytics/posts/${post!.network}/${post!.id}/products`,
      admin,
    );
    expect(Object.keys(products.data.products).length).toBe(Math.min(9, after.data.products_count));
  });
});
