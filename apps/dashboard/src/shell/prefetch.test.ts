import type { SessionData } from '@shoppable/account';
import {
  influencersQueryOptions,
  linkQueryOptions,
  linksInfiniteQueryOptions,
  newestLinksQueryOptions,
  newestShortsQueryOptions,
  shortsInfiniteQueryOptions,
  soldOutLinksQueryOptions,
} from '@shoppable/api-client';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createAppContext } from '../appContext';
import { firstQueries as homeQueries } from '../prefetch/home';
import { firstQueries as linksQueries } from '../prefetch/links';
import { firstQueries as shortsQueries } from '../prefetch/shorts';
import { ensureEditorData, prefetchFirstQueries } from './prefetch';

/** The app context as a page's loader sees it, with a session verified as `session`. */
function loaderContext(session: Partial<SessionData> | null) {
  const context = createAppContext({ baseUrl: 'http://api.test', storage: null });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  vi.spyOn(context.session, 'verified').mockReturnValue(
    session && Promise.resolve(session as SessionData),
  );
  // The requests themselves never answer here: what counts is which queries started.
  vi.spyOn(context.client, 'request').mockReturnValue(new Promise(() => undefined));
  return { ...context, queryClient, cache: queryClient };
}

const started = (cache: QueryClient) =>
  cache
    .getQueryCache()
    .findAll()
    .map((query) => query.queryKey);

describe('prefetchFirstQueries', () => {
  it("starts home's lists under the keys its widgets read, influencers and stock for admins only", async () => {
    const admin = loaderContext({
      business: { id: 'b1' } as SessionData['business'],
      role: 'admin',
    });
    prefetchFirstQueries(admin, homeQueries);
    await vi.waitFor(() => expect(started(admin.cache)).toHaveLength(4));
    expect(started(admin.cache)).toEqual([
      newestLinksQueryOptions(admin.client, 'b1').queryKey,
      newestShortsQueryOptions(admin.client, 'b1').queryKey,
      influencersQueryOptions(admin.client, 'b1').queryKey,
      soldOutLinksQueryOptions(admin.client, 'b1').queryKey,
    ]);

    const influencer = loaderContext({
      business: { id: 'b1' } as SessionData['business'],
      role: 'influencer',
    });
    prefetchFirstQueries(influencer, homeQueries);
    await vi.waitFor(() => expect(started(influencer.cache)).toHaveLength(2));
  });

  it('starts the links and shorts lists as the pages ask for them (no search)', async () => {
    const links = loaderContext({
      business: { id: 'b1' } as SessionData['business'],
      role: 'admin',
    });
    prefetchFirstQueries(links, linksQueries);
    await vi.waitFor(() =>
      expect(started(links.cache)).toEqual([
        linksInfiniteQueryOptions(links.client, 'b1', { q: '' }).queryKey,
      ]),
    );
    const shorts = loaderContext({
      business: { id: 'b1' } as SessionData['business'],
      role: 'admin',
    });
    prefetchFirstQueries(shorts, shortsQueries);
    await vi.waitFor(() =>
      expect(started(shorts.cache)).toEqual([
        shortsInfiniteQueryOptions(shorts.client, 'b1', { q: '' }).queryKey,
      ]),
    );
  });

  it('starts nothing without a verification, nor without a store, and never throws', async () => {
    const first = vi.fn(homeQueries);
    prefetchFirstQueries(loaderContext(null), first);
    await Promise.resolve();
    expect(first).not.toHaveBeenCalled();

    const noStore = loaderContext({ business: null, role: 'admin' });
    prefetchFirstQueries(noStore, first);
    await vi.waitFor(() => expect(first).toHaveBeenCalled());
    expect(started(noStore.cache)).toEqual([]);

    // A prefetch that throws is left to the page (an unhandled rejection would fail this test).
    const broken = vi.fn(() => {
      throw new Error('broken');
    });
    prefetchFirstQueries(loaderContext({ business: null }), broken);
    await vi.waitFor(() => expect(broken).toHaveBeenCalled());
  });
});

describe('ensureEditorData', () => {
  it('resolves once the edited object is in the cache, under the key the editor reads', async () => {
    const context = loaderContext({ business: { id: 'b1' } as SessionData['business'] });
    const link = { link_id: 'l1', version: 3 };
    vi.mocked(context.client.request).mockResolvedValue(link);
    await ensureEditorData(context, (client, businessId) =>
      linkQueryOptions(client, businessId, 'l1'),
    );
    const { queryKey } = linkQueryOptions(context.client, 'b1', 'l1');
    expect(context.queryClient.getQueryData(queryKey)).toEqual(link);
  });

  it('leaves a failed load to the editor (its query keeps the error) and loads nothing signed out', async () => {
    const context = loaderContext({ business: { id: 'b1' } as SessionData['business'] });
    vi.mocked(context.client.request).mockRejectedValue(new Error('down'));
    await expect(
      ensureEditorData(context, (client, businessId) => linkQueryOptions(client, businessId, 'l1')),
    ).resolves.toBeUndefined();
    const { queryKey } = linkQueryOptions(context.client, 'b1', 'l1');
    expect(context.queryClient.getQueryState(queryKey)?.status).toBe('error');

    const signedOut = loaderContext(null);
    await ensureEditorData(signedOut, (client, businessId) =>
      linkQueryOptions(client, businessId, 'l1'),
    );
    expect(started(signedOut.cache)).toEqual([]);
  });
});
