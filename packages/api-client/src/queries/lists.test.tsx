import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cachedKinds,
  insertCreatedLink,
  linksInfiniteQueryOptions,
  newestLinksQueryOptions,
  newestShortsQueryOptions,
  nextPageSkip,
  prependToPagedList,
  queryKeys,
  removeDeleted,
  useCreateLink,
  type Link,
  type LinkPayload,
  type PagedList,
} from '../index';
import { createApiClient } from '../transport';

const client = createApiClient({ baseUrl: 'http://api.test', getToken: () => 't' });
const ok = (data: unknown) =>
  new Response(JSON.stringify({ status: true, data, error: null }), { status: 200 });

const makeLink = (linkId: string): Link => ({
  link_id: linkId,
  created_at: '2026-01-01',
  images: [],
  currency: 'USD',
  link_type: 'LOOK',
  products: [],
  collections: [],
  is_expired: false,
  version: 1,
});
const page = (from: number, size: number) =>
  Array.from({ length: size }, (_, i) => makeLink(`l${from + i}`));

let queryClient: QueryClient;
const newQueryClient = () =>
  (queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  }));
afterEach(() => queryClient?.clear());

describe('query keys', () => {
  it('nests link lists under the business', () => {
    expect(queryKeys.links.list('b1', { q: 'sale' })).toEqual(['links', 'b1', { q: 'sale' }]);
    expect(queryKeys.links.list('b1', { q: '' })).toEqual(['links', 'b1', { q: undefined }]);
    expect(linksInfiniteQueryOptions(client, 'b1').queryKey).toEqual([
      'links',
      'b1',
      { q: undefined },
    ]);
  });
});

describe('query keys of every kind', () => {
  it('puts lists, items and filters under the kind and the business', () => {
    expect(queryKeys.shorts.list('b1', { q: 'x' })).toEqual(['shorts', 'b1', { q: 'x' }]);
    expect(queryKeys.multilinks.list('b1')).toEqual(['multilinks', 'b1', { q: undefined }]);
    expect(queryKeys.influencers.list('b1')).toEqual(['influencers', 'b1', {}]);
    expect(queryKeys.links.detail('b1', 'l1')).toEqual(['links', 'b1', 'detail', 'l1']);
    expect(queryKeys.links.ofInfluencer('b1', 'ann')).toEqual([
      'links',
      'b1',
      { influencer: 'ann' },
    ]);
    expect(queryKeys.products.list('b1', { q: '', activeOnly: true })).toEqual([
      'products',
      'b1',
      {
        q: undefined,
        activeOnly: true,
        includeOutOfStock: undefined,
        includeSearchTags: undefined,
      },
    ]);
    expect(queryKeys.posts.list('b1', 'tiktok')).toEqual(['posts', 'b1', { network: 'tiktok' }]);
    expect(queryKeys.orders.list('b1', { linkId: 'l1' })).toEqual([
      'orders',
      'b1',
      { linkId: 'l1' },
    ]);
    expect(queryKeys.analytics.lifetime('b1')).toEqual(['analytics', 'b1', 'lifetime']);
    expect(queryKeys.analytics.business('b1', { from: '2026-01-01' })).toEqual([
      'analytics',
      'b1',
      { from: '2026-01-01', to: undefined },
    ]);
  });

  it('lets one prefix reach every list and item of a kind', async () => {
    newQueryClient();
    queryClient.setQueryData(queryKeys.links.list('b1', { q: 'x' }), { pages: [], pageParams: [] });
    queryClient.setQueryData(queryKeys.links.detail('b1', 'l1'), makeLink('l1'));
    queryClient.setQueryData(queryKeys.shorts.list('b1'), { pages: [], pageParams: [] });
    await queryClient.invalidateQueries({ queryKey: queryKeys.links.all('b1') });
    expect(queryClient.getQueryState(queryKeys.links.list('b1', { q: 'x' }))?.isInvalidated).toBe(
      true,
    );
    expect(queryClient.getQueryState(queryKeys.links.detail('b1', 'l1'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.shorts.list('b1'))?.isInvalidated).toBe(false);
  });
});

describe('paging rule', () => {
  const next = nextPageSkip(28);

  it('asks for the next page while the last page came back full', () => {
    expect(next(page(0, 28), [page(0, 28)])).toBe(28);
    expect(next(page(28, 28), [page(0, 28), page(28, 28)])).toBe(56);
  });

  it('stops when a page comes back short or empty', () => {
    expect(next(page(28, 27), [page(0, 28), page(28, 27)])).toBeUndefined();
    expect(next([], [page(0, 28), []])).toBeUndefined();
  });

  it('counts the loaded items, so a created link put first keeps the offset right', () => {
    const first = [makeLink('new'), ...page(0, 28)];
    expect(next(first, [first])).toBe(29);
  });

  it('is the links query rule, at 28 per page', () => {
    const options = linksInfiniteQueryOptions(client, 'b1');
    expect(options.getNextPageParam(page(0, 28), [page(0, 28)], 0, [0])).toBe(28);
    expect(options.getNextPageParam(page(0, 3), [page(0, 3)], 0, [0])).toBeUndefined();
  });

  it('loads pages with count and skip until one is short', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(ok(page(0, 28)))
      .mockResolvedValueOnce(ok(page(28, 5)));
    const data = await newQueryClient().fetchInfiniteQuery({
      ...linksInfiniteQueryOptions(client, 'b1', { q: 'sale' }),
      pages: 3,
    });
    expect(data.pages.map((p) => p.length)).toEqual([28, 5]);
    expect(data.pageParams).toEqual([0, 28]);
    expect(fetchSpy.mock.calls.map(([url]) => new URL(String(url)).search)).toEqual([
      '?q=sale&count=28&skip=0&link_type=LOOK',
      '?q=sale&count=28&skip=28&link_type=LOOK',
    ]);
  });
});

describe('newest links and shorts (the home page’s)', () => {
  it('ask for one page of 4 Instants and of 6 shorts, never the next, under their own keys', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(ok(page(0, 4)))
      .mockResolvedValueOnce(ok(page(10, 6)));
    newQueryClient();
    const links = await queryClient.fetchInfiniteQuery({
      ...newestLinksQueryOptions(client, 'b1'),
      pages: 3,
    });
    const shorts = await queryClient.fetchInfiniteQuery({
      ...newestShortsQueryOptions(client, 'b1'),
      pages: 3,
    });
    expect(links.pages.map((p) => p.length)).toEqual([4]);
    expect(shorts.pages.map((p) => p.length)).toEqual([6]);
    expect(fetchSpy.mock.calls.map(([url]) => new URL(String(url)).search)).toEqual([
      '?count=4&skip=0&link_type=LOOK',
      '?count=6&skip=0&link_type=SHORT',
    ]);
    expect(newestLinksQueryOptions(client, 'b1').queryKey).toEqual(['links', 'b1', { newest: 4 }]);
    expect(newestShortsQueryOptions(client, 'b1').queryKey).toEqual([
      'shorts',
      'b1',
      { newest: 6 },
    ]);
  });

  it('are asked again when a link is created, and left alone for another kind', async () => {
    newQueryClient();
    const newest = newestLinksQueryOptions(client, 'b1').queryKey;
    const newestShorts = newestShortsQueryOptions(client, 'b1').queryKey;
    queryClient.setQueryData<PagedList<Link>>(newest, { pages: [page(0, 4)], pageParams: [0] });
    queryClient.setQueryData<PagedList<Link>>(newestShorts, {
      pages: [page(10, 6)],
      pageParams: [0],
    });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(ok(page(0, 4)));
    await insertCreatedLink(queryClient, 'b1', makeLink('created'));
    expect(queryClient.getQueryState(newest)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(newestShorts)?.isInvalidated).toBe(false);
  });

  it('lose a deleted link and are asked again to fill its place; the full lists only lose it', () => {
    newQueryClient();
    const newest = newestLinksQueryOptions(client, 'b1').queryKey;
    const all = queryKeys.links.list('b1');
    queryClient.setQueryData<PagedList<Link>>(newest, { pages: [page(0, 4)], pageParams: [0] });
    queryClient.setQueryData<PagedList<Link>>(all, { pages: [page(0, 28)], pageParams: [0] });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(ok(page(1, 4)));
    removeDeleted(queryClient, cachedKinds.links('b1'), 'l0');
    expect(queryClient.getQueryData<PagedList<Link>>(newest)!.pages[0]).toHaveLength(3);
    expect(queryClient.getQueryState(newest)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData<PagedList<Link>>(all)!.pages[0]).toHaveLength(27);
    expect(queryClient.getQueryState(all)?.isInvalidated).toBe(false);
  });
});

describe('prependToPagedList', () => {
  const same = (a: Link, b: Link) => a.link_id === b.link_id;

  it('starts a list when nothing is cached', () => {
    expect(prependToPagedList(undefined, makeLink('a'), same)).toEqual({
      pages: [[makeLink('a')]],
      pageParams: [0],
    });
  });

  it('drops an older copy of the same item', () => {
    const list: PagedList<Link> = { pages: [[makeLink('a'), makeLink('b')]], pageParams: [0] };
    expect(prependToPagedList(list, makeLink('b'), same).pages[0]!.map((l) => l.link_id)).toEqual([
      'b',
      'a',
    ]);
  });
});

describe('insertCreatedLink', () => {
  it('puts a created SHORT in the short lists and leaves the link lists alone', async () => {
    newQueryClient();
    const links: PagedList<Link> = { pages: [page(0, 2)], pageParams: [0] };
    queryClient.setQueryData(queryKeys.links.list('b1'), links);
    queryClient.setQueryData<PagedList<Link>>(queryKeys.shorts.list('b1'), {
      pages: [page(10, 2)],
      pageParams: [0],
    });
    queryClient.setQueryData<PagedList<Link>>(queryKeys.shorts.ofInfluencer('b1', 'ann'), {
      pages: [page(10, 1)],
      pageParams: [0],
    });
    await insertCreatedLink(queryClient, 'b1', { ...makeLink('s'), link_type: 'SHORT' });
    expect(queryClient.getQueryData(queryKeys.links.list('b1'))).toBe(links);
    expect(
      queryClient
        .getQueryData<PagedList<Link>>(queryKeys.shorts.list('b1'))!
        .pages[0]!.map((l) => l.link_id),
    ).toEqual(['s', 'l10', 'l11']);
    expect(
      queryClient.getQueryState(queryKeys.shorts.ofInfluencer('b1', 'ann'))?.isInvalidated,
    ).toBe(true);
  });

  it('caches nothing for a SHOPBOARD link', async () => {
    newQueryClient();
    await insertCreatedLink(queryClient, 'b1', { ...makeLink('p'), link_type: 'SHOPBOARD' });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('useCreateLink', () => {
  const payload: LinkPayload = {
    images: [],
    inventory_ids: ['i1'],
    description: 'Summer',
    business_id: 'b1',
    link_type: 'LOOK',
  };

  it('puts the created link first in the cached list and refetches searched lists', async () => {
    newQueryClient();
    const all = queryKeys.links.list('b1');
    const searched = queryKeys.links.list('b1', { q: 'winter' });
    const other = queryKeys.links.list('b2');
    queryClient.setQueryData<PagedList<Link>>(all, {
      pages: [page(0, 28), page(28, 2)],
      pageParams: [0, 28],
    });
    queryClient.setQueryData<PagedList<Link>>(searched, { pages: [page(0, 1)], pageParams: [0] });
    queryClient.setQueryData<PagedList<Link>>(other, { pages: [page(0, 1)], pageParams: [0] });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(ok(makeLink('created')));

    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useCreateLink(client), { wrapper });
    await act(() => result.current.mutateAsync(payload));

    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toBe('http://api.test/admin/v1/links/create');
    expect(JSON.parse(String(init?.body))).toEqual(payload);

    const cached = queryClient.getQueryData<PagedList<Link>>(all)!;
    expect(cached.pages[0]![0]!.link_id).toBe('created');
    expect(cached.pages.map((p) => p.length)).toEqual([29, 2]);
    expect(queryClient.getQueryState(searched)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData<PagedList<Link>>(other)!.pages[0]).toHaveLength(1);
    expect(queryClient.getQueryState(other)?.isInvalidated).toBe(false);
    await waitFor(() => expect(result.current.data?.link_id).toBe('created'));
  });

  it('leaves the cache alone when the create fails', async () => {
    newQueryClient();
    const all = queryKeys.links.list('b1');
    queryClient.setQueryData<PagedList<Link>>(all, { pages: [page(0, 2)], pageParams: [0] });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ status: false, data: null, error: 'Invalid promocode' }), {
        status: 200,
      }),
    );
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useCreateLink(client), { wrapper });
    await act(() =>
      expect(result.current.mutateAsync(payload)).rejects.toMatchObject({
        message: 'Invalid promocode',
      }),
    );
    expect(queryClient.getQueryData<PagedList<Link>>(all)!.pages[0]).toHaveLength(2);
  });
});
