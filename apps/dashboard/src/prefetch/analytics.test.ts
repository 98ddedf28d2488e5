import type { SessionData } from '@shoppable/account';
import { businessAnalyticsQueryOptions, createApiClient } from '@shoppable/api-client';
import { ALL_PERMISSIONS, toClientPermissions } from '@shoppable/domain';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { firstQueriesOf } from './analytics';

const TODAY = '2026-03-15';

/** Runs the analytics first queries for `search` and `session`; the keys they started. */
function startedFor(search: Parameters<typeof firstQueriesOf>[0], session: Partial<SessionData>) {
  const client = createApiClient({ baseUrl: 'http://api.test', getToken: () => 't' });
  // The requests never answer here: what counts is which queries started.
  vi.spyOn(client, 'request').mockReturnValue(new Promise(() => undefined));
  const queryClient = new QueryClient();
  firstQueriesOf(search, TODAY)(queryClient, client, session as SessionData);
  const keys = queryClient
    .getQueryCache()
    .findAll()
    .map((query) => query.queryKey);
  return { client, keys };
}

const admin: Partial<SessionData> = {
  business: { id: 'b1' } as SessionData['business'],
  role: 'admin',
  user: { isAdmin: true, permissions: ALL_PERMISSIONS } as SessionData['user'],
};

describe('analytics firstQueriesOf', () => {
  it("starts the report of the URL's range under the key the page reads (This month by default)", () => {
    const thisMonth = startedFor({ tab: 'shorts' }, admin);
    expect(thisMonth.keys).toEqual([
      businessAnalyticsQueryOptions(thisMonth.client, 'b1', { from: '2026-03-01', to: TODAY })
        .queryKey,
    ]);
    const lifetime = startedFor({ range: 'lifetime' }, admin);
    expect(lifetime.keys).toEqual([
      businessAnalyticsQueryOptions(lifetime.client, 'b1', { to: TODAY }).queryKey,
    ]);
    const custom = startedFor({ from: '2025-02-01', to: '2025-03-01' }, admin);
    expect(custom.keys).toEqual([
      businessAnalyticsQueryOptions(custom.client, 'b1', { from: '2025-02-01', to: '2025-03-01' })
        .queryKey,
    ]);
  });

  it('starts nothing without a store, nor for an influencer who may see no figure', () => {
    expect(startedFor({}, { ...admin, business: null }).keys).toEqual([]);
    const influencer: Partial<SessionData> = {
      business: { id: 'b1' } as SessionData['business'],
      role: 'influencer',
      user: { isAdmin: false, permissions: toClientPermissions(null) } as SessionData['user'],
    };
    expect(startedFor({}, influencer).keys).toEqual([]);
  });
});
