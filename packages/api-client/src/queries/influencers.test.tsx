import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_NOW, mockHandlers } from '../mocks/handlers';
import { MockStore } from '../mocks/store';
import { createApiClient } from '../transport';
import { queryKeys } from './keys';
import {
  fetchInfluencerReport,
  influencersTotalsQueryOptions,
  isInfluencerEmailAvailable,
  isInfluencerUsernameAvailable,
} from './influencers';

const baseUrl = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createApiClient({ baseUrl, getToken: () => 'mock-token' });
const fresh = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('influencer queries', () => {
  it('keys the totals under the business and the range', () => {
    expect(
      influencersTotalsQueryOptions(client, 'biz', { from: '2026-01-01', to: '2026-01-15' })
        .queryKey,
    ).toEqual(queryKeys.influencers.totals('biz', { from: '2026-01-01', to: '2026-01-15' }));
    expect(queryKeys.influencers.totals('biz')).toEqual([
      'influencers',
      'biz',
      'analytics',
      { from: undefined, to: undefined },
    ]);
  });

  it('reads the totals per influencer', async () => {
    const store = new MockStore({ now: MOCK_NOW });
    server.use(...mockHandlers(baseUrl, { store }));
    const totals = await fresh().fetchQuery(influencersTotalsQueryOptions(client, 'biz'));
    const maya = totals.find((t) => t.username === 'maya');
    expect(maya?.total_clicks).toBe(store.getInfluencer('maya')!.analytics!.clicks);
  });

  it('asks whether a username is free', async () => {
    server.use(...mockHandlers(baseUrl, { store: new MockStore({ now: MOCK_NOW }) }));
    expect(await isInfluencerUsernameAvailable(client, 'maya')).toBe(false);
    expect(await isInfluencerUsernameAvailable(client, 'someone_new')).toBe(true);
  });

  it("asks whether an email is free, the edited influencer's own left out", async () => {
    server.use(...mockHandlers(baseUrl, { store: new MockStore({ now: MOCK_NOW }) }));
    expect(await isInfluencerEmailAvailable(client, 'MAYA@creators.test')).toBe(false);
    expect(await isInfluencerEmailAvailable(client, 'maya@creators.test', { except: 'maya' })).toBe(
      true,
    );
    expect(await isInfluencerEmailAvailable(client, 'new@creators.test')).toBe(true);
  });

  it('fetches the report as CSV text', async () => {
    server.use(...mockHandlers(baseUrl, { store: new MockStore({ now: MOCK_NOW }) }));
    const csv = await fetchInfluencerReport(client, {
      username: 'maya',
      from: '2026-01-01',
      to: '2026-01-15',
      timezone: 'UTC',
    });
    expect(csv).toContain('link_id,link_type,visits,checkouts,revenue');
  });
});
