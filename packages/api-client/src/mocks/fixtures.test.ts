import {
  analyticsReport,
  collection,
  influencer,
  link,
  multilink,
  optionMap,
  order,
  orderItem,
  product,
  session,
  socialPost,
  trendItem,
  webhookEndpoint,
} from '@shoppable/api-contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createMockData, createRng, type MockPlan, type MockRole } from './fixtures';

const now = '2026-01-15T12:00:00.000Z';

describe('createRng', () => {
  it('repeats its sequence for a seed and stays in range', () => {
    const a = createRng(7);
    const b = createRng(7);
    const xs = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    const r = createRng(3);
    expect(Array.from({ length: 50 }, () => r.int(2, 4)).every((n) => n >= 2 && n <= 4)).toBe(true);
  });
});

describe('createMockData', () => {
  it('is deterministic for a seed and a clock', () => {
    expect(createMockData({ now, seed: 5 })).toEqual(createMockData({ now, seed: 5 }));
    expect(createMockData({ now, seed: 5 })).not.toEqual(createMockData({ now, seed: 6 }));
  });

  it.each([
    ['admin', 'paid'],
    ['admin', 'trial'],
    ['influencer', 'trialEnded'],
    ['influencer', 'free'],
  ] as [MockRole, MockPlan][])('passes the contract (%s, %s)', (role, plan) => {
    const data = createMockData({ now, role, plan });
    v.parse(session, data.session);
    v.parse(v.array(product), data.products);
    v.parse(v.array(collection), data.collections);
    v.parse(optionMap, data.optionMap);
    v.parse(v.array(link), data.links);
    v.parse(v.array(multilink), data.multilinks);
    v.parse(v.array(influencer), data.influencers);
    v.parse(v.array(order), data.orders);
    for (const items of Object.values(data.orderItems)) v.parse(v.array(orderItem), items);
    v.parse(analyticsReport, data.analytics);
    for (const posts of Object.values(data.posts)) v.parse(v.array(socialPost), posts);
    v.parse(v.array(trendItem), data.trends);
    v.parse(v.array(webhookEndpoint), data.webhooks);
  });

  it('has the catalogue, links of every type, influencers, orders and series', () => {
    const data = createMockData({ now });
    expect(data.products).toHaveLength(200);
    expect(data.products.some((p) => p.total_quantity === 0)).toBe(true);
    expect(data.products.every((p) => p.options.length > 0)).toBe(true);
    expect(new Set(data.links.map((l) => l.link_type))).toEqual(
      new Set(['LOOK', 'SHORT', 'SHOPBOARD']),
    );
    expect(data.multilinks.length).toBeGreaterThan(0);
    expect(data.influencers.some((i) => !i.permissions.analytics_revenue_enabled)).toBe(true);
    expect(data.orders.length).toBeGreaterThan(0);
    expect(data.analytics.looks_analytics.data).toHaveLength(30);
    expect(data.analytics.looks_analytics.data.at(-1)?.date).toBe('2026-01-15');
    expect(data.posts.instagram.length).toBeGreaterThan(0);
    expect(data.links.every((l) => l.created_at <= now)).toBe(true);
  });

  it('empties every list with empty and drops the brand with noStore', () => {
    const empty = createMockData({ now, empty: true });
    expect([empty.products, empty.links, empty.influencers, empty.orders]).toEqual([
      [],
      [],
      [],
      [],
    ]);
    const noStore = createMockData({ now, noStore: true });
    expect(noStore.session.brand).toBeNull();
    expect(noStore.products).toEqual([]);
  });
});
