import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../errors';
import { BUSINESS_ID } from '../mocks/fixtures';
import { MOCK_NOW, mockHandlers } from '../mocks/handlers';
import { MockStore } from '../mocks/store';
import { createApiClient } from '../transport';
import { shortAnalyticsQueryOptions } from './shorts';

const baseUrl = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createApiClient({ baseUrl, getToken: () => 'mock-token' });
const freshClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function mocks() {
  const store = new MockStore({ now: MOCK_NOW });
  server.use(...mockHandlers(baseUrl, { store }));
  const [short] = store.listLinks({ link_type: 'SHORT', count: 1, skip: 0 });
  return { store, shortId: short!.link_id };
}

describe('shortAnalyticsQueryOptions', () => {
  it("keys one short's analytics by range among the business's analytics", () => {
    expect(shortAnalyticsQueryOptions(client, 'b1', 's1').queryKey).toEqual([
      'analytics',
      'b1',
      'short',
      's1',
      { from: undefined, to: undefined },
    ]);
    expect(
      shortAnalyticsQueryOptions(client, 'b1', 's1', { from: '2026-01-01', to: '2026-01-31' })
        .queryKey,
    ).toEqual(['analytics', 'b1', 'short', 's1', { from: '2026-01-01', to: '2026-01-31' }]);
  });

  it("reads the short's report from the link analytics call, with the range as from_date and to_date", async () => {
    const { store, shortId } = mocks();
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => seen.push(request.url));
    const report = await freshClient().fetchQuery(
      shortAnalyticsQueryOptions(client, BUSINESS_ID, shortId, {
        from: '2026-01-01',
        to: '2026-01-31',
      }),
    );
    server.events.removeAllListeners();
    expect(report.shorts_analytics.visits).toBe(store.data.analytics.shorts_analytics.visits);
    const url = new URL(seen[0]!);
    expect(url.pathname).toBe(`/admin/v1/analytics/links/${shortId}`);
    expect(url.searchParams.get('from_date')).toBe('2026-01-01');
    expect(url.searchParams.get('to_date')).toBe('2026-01-31');
  });

  it('rejects with the HTTP status for an unknown short', async () => {
    mocks();
    await expect(
      freshClient().fetchQuery(shortAnalyticsQueryOptions(client, BUSINESS_ID, 'no-such-short')),
    ).rejects.toBeInstanceOf(HttpError);
  });
});
