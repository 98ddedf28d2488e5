import type { SessionData } from '@shoppable/account';
import {
  influencersQueryOptions,
  linksInfiniteQueryOptions,
  newestLinksQueryOptions,
  newestShortsQueryOptions,
  shortsInfiniteQueryOptions,
} from '@shoppable/api-client';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createAppContext } from '../appContext';
import { prefetchFirstQueries } from './prefetch';

/** The app context as a page's loader sees it, with a session verified as `session`. */
function loaderContext(session: Partial<SessionData> | null) {
  const context = createAppContext({ baseUrl: 'http://api.test', storage: null });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  vi.spyOn(context.session, 'verified').mockReturnValue(
    session && Promise.resolve(session as SessionData),
  );
  // The requests themselves never answer here: what counts is which queries started.
  vi.spyOn(context.client, 'request').mockReturnValue(new Promise(() => undefined));
  return { ...context, queryClient: Promise.resolve(queryClient), cache: queryClient };
}

const started = (cache: QueryClient) =>
  cache
    .getQueryCache()
    .findAll()
    .map((query) => query.queryKey);

describe('prefetchFirstQueries', () => {
  it("starts home's lists under the keys its widgets read, influencers for admins only", async () => {
    const admin = loaderContext({
      business: { id: 'b1' } as SessionData['business'],
      role: 'admin',
    });
    prefetchFirstQueries(admin, () => import('../prefetch/home'));
    await vi.waitFor(() => expect(started(admin.cache)).toHaveLength(3));
    expect(started(admin.cache)).toEqual([
      newestLinksQueryOptions(admin.client, 'b1').queryKey,
      newestShortsQueryOptions(admin.client, 'b1').queryKey,
      influencersQueryOptions(admin.client, 'b1').queryKey,
    ]);

    const influencer = loaderContext({
      business: { id: 'b1' } as SessionData['business'],
      role: 'influencer',
    });
    prefetchFirstQueries(influencer, () => import('../prefetch/home'));
    await vi.waitFor(() => expect(started(influencer.cache)).toHaveLength(2));
  });

  it('starts the links and shorts lists as the pages ask for them (no search)', async () => {
    const links = loaderContext({
      business: { id: 'b1' } as SessionData['business'],
      role: 'admin',
    });
    prefetchFirstQueries(links, () => import('../prefetch/links'));
    await vi.waitFor(() =>
      expect(started(links.cache)).toEqual([
        linksInfiniteQueryOptions(links.client, 'b1', { q: '' }).queryKey,
      ]),
    );
    const shorts = loaderContext({
      business: { id: 'b1' } as SessionData['business'],
      role: 'admin',
    });
    prefetchFirstQueries(shorts, () => import('../prefetch/shorts'));
    await vi.waitFor(() =>
      expect(started(shorts.cache)).toEqual([
        shortsInfiniteQueryOptions(shorts.client, 'b1', { q: '' }).queryKey,
      ]),
    );
  });

  it('starts nothing without a verification, nor without a store, and never throws', async () => {
    const signedOut = loaderContext(null);
    const load = vi.fn(() => import('../prefetch/home'));
    prefetchFirstQueries(signedOut, load);
    expect(load).not.toHaveBeenCalled();

    const noStore = loaderContext({ business: null, role: 'admin' });
    const home = await import('../prefetch/home');
    const firstQueries = vi.fn(home.firstQueries);
    prefetchFirstQueries(noStore, () => Promise.resolve({ firstQueries }));
    await vi.waitFor(() => expect(firstQueries).toHaveBeenCalled());
    expect(started(noStore.cache)).toEqual([]);

    // A chunk that cannot load is left to the page (an unhandled rejection would fail this test).
    const offline = vi.fn(() => Promise.reject(new Error('offline')));
    prefetchFirstQueries(loaderContext({ business: null }), offline);
    await vi.waitFor(() => expect(offline).toHaveBeenCalled());
  });
});
