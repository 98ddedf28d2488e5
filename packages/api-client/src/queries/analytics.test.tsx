import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_NOW, mockHandlers } from '../mocks/handlers';
import { MockStore } from '../mocks/store';
import { createApiClient } from '../transport';
import {
  linkAnalyticsQueryKeys,
  linkAnalyticsQueryOptions,
  linkFunnelQueryOptions,
  linkProductsInfiniteQueryOptions,
  linkRowsInfiniteQueryOptions,
  publicPageQueryOptions,
} from './analytics';

const baseUrl = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createApiClient({ baseUrl, getToken: () => 'mock-token' });
const fresh = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('link analytics queries', () => {
  it("reads a link's report for a date range under the business's analytics key", async () => {
    const store = new MockStore({ now: MOCK_NOW });
    server.use(...mockHandlers(baseUrl, { store }));
    const linkId = store.data.links[0]!.link_id;
    const options = linkAnalyticsQueryOptions(client, 'biz', linkId, {
      from: '2026-01-01',
      to: '2026-01-15',
    });
    expect(options.queryKey).toEqual([
      'analytics',
      'biz',
      'link',
      linkId,
      { from: '2026-01-01', to: '2026-01-15' },
    ]);
    const report = await fresh().fetchQuery(options);
    expect(report.looks_analytics.data.length).toBeGreaterThan(0);
    expect(report.currency).toBe(store.data.analytics.currency);
  });

  it('rejects for an unknown link', async () => {
    server.use(...mockHandlers(baseUrl, { store: new MockStore({ now: MOCK_NOW }) }));
    await expect(
      fresh().fetchQuery(linkAnalyticsQueryOptions(client, 'biz', 'missing')),
    ).rejects.toThrow();
  });

  it("pages a link's products in chunks of twice the table page size", async () => {
    const store = new MockStore({ now: MOCK_NOW });
    server.use(...mockHandlers(baseUrl, { store }));
    const link = store.data.links.find((l) => l.products.length > 0 && l.link_type === 'LOOK')!;
    const options = linkProductsInfiniteQueryOptions(client, 'biz', link.link_id);
    expect(options.queryKey).toEqual(linkAnalyticsQueryKeys.products('biz', link.link_id));
    const data = await fresh().fetchInfiniteQuery(options);
    const first = data.pages[0]!;
    expect(first.products.length).toBe(Math.min(10, link.products.length));
    expect(first.products.every((p) => p.rank >= 0 && p.rank <= 100)).toBe(true);
    expect(options.getNextPageParam(first, data.pages, 0, data.pageParams)).toBe(
      first.next_skip ?? undefined,
    );
  });

  it("pages the analytics page's link rows by next_skip under the business's analytics key", async () => {
    const store = new MockStore({ now: MOCK_NOW });
    server.use(...mockHandlers(baseUrl, { store }));
    const filter = { from: '2026-01-01', to: '2026-01-15', kind: 'link', sort: 'revenue' } as const;
    const options = linkRowsInfiniteQueryOptions(client, 'biz', filter);
    expect(options.queryKey).toEqual([
      'analytics',
      'biz',
      'links',
      { ...filter, order: undefined },
    ]);
    const data = await fresh().fetchInfiniteQuery(options);
    const first = data.pages[0]!;
    const looks = store.data.links.filter((l) => l.link_type === 'LOOK');
    expect(first.links.length).toBe(Math.min(10, looks.length));
    const revenue = first.links.map((row) => row.revenue!);
    expect(revenue).toEqual([...revenue].sort((a, b) => b - a));
    expect(options.getNextPageParam(first, data.pages, 0, data.pageParams)).toBe(
      first.next_skip ?? undefined,
    );
  });

  it("reads a link's product funnel for a date range under the link's analytics key", async () => {
    const store = new MockStore({ now: MOCK_NOW });
    server.use(...mockHandlers(baseUrl, { store }));
    const link = store.data.links.find((l) => l.products.length > 1 && l.link_type === 'LOOK')!;
    const options = linkFunnelQueryOptions(client, 'biz', link.link_id, { to: '2026-01-15' });
    expect(options.queryKey).toEqual([
      ...linkAnalyticsQueryKeys.all('biz', link.link_id),
      'funnel',
      { from: undefined, to: '2026-01-15' },
    ]);
    const funnel = await fresh().fetchQuery(options);
    expect(funnel.products.map((p) => p.inventory_id)).toEqual(
      link.products.map((p) => p.inventory_id),
    );
    expect(funnel.products[0]!.views).toBeGreaterThan(funnel.products[0]!.adds_to_cart!);
  });

  it("reads a link's public page data without the dashboard's keys", async () => {
    const store = new MockStore({ now: MOCK_NOW });
    server.use(...mockHandlers(baseUrl, { store }));
    const link = store.data.links.find((l) => l.link_type === 'LOOK')!;
    const options = publicPageQueryOptions(client, 'demo', link.link_id);
    expect(options.queryKey).toEqual(['publicPage', 'demo', link.link_id]);
    const page = await fresh().fetchQuery(options);
    expect(page.kind).toBe('link');
    expect(page.link?.link_id).toBe(link.link_id);
    expect(page.products.map((p) => p.inventory_id).sort()).toEqual(
      link.products.map((p) => p.inventory_id).sort(),
    );
  });
});
