import { PAGE_SIZES } from '@shoppable/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shortCardFromWire } from '../mappers';
import { MOCK_NOW, mockHandlers } from '../mocks/handlers';
import { MockStore } from '../mocks/store';
import {
  influencerLinksInfiniteQueryOptions,
  influencerQueryOptions,
  influencersQueryOptions,
  lifetimeAnalyticsQueryOptions,
  linkQueryOptions,
  linksInfiniteQueryOptions,
  multilinkQueryOptions,
  multilinksInfiniteQueryOptions,
  ordersInfiniteQueryOptions,
  postsInfiniteQueryOptions,
  productsInfiniteQueryOptions,
  queryKeys,
  shortsInfiniteQueryOptions,
  useCloseLink,
  useCloseMultilink,
  useCreateInfluencer,
  useCreateMultilink,
  useCreateShort,
  useDeleteLink,
  useDeleteMultilink,
  useEditInfluencer,
  useEditLink,
  useEditMultilink,
  useEditShort,
  useSetInfluencerActivation,
  type Link,
  type MultilinkPayload,
  type PagedList,
  type WireInfluencerItem,
  type WireMultilinkItem,
} from '../index';
import { createApiClient } from '../transport';
import { mapPages } from './cache';

const baseUrl = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createApiClient({ baseUrl, getToken: () => 'mock-token' });
let store: MockStore;
let queryClient: QueryClient;
let businessId: string;
beforeEach(() => {
  store = new MockStore({ now: MOCK_NOW });
  businessId = store.businessId;
  server.use(...mockHandlers(baseUrl, { store }));
  queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
});
afterEach(() => queryClient.clear());

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);
/** The sizes a list of `total` items comes back in, `size` per page, until a page is short. */
const expectedSizes = (total: number, size: number) => [
  ...Array.from({ length: Math.floor(total / size) }, () => size),
  total % size,
];
const sizes = (data: { pages: readonly unknown[][] }) => data.pages.map((p) => p.length);

describe('paged lists against the mock API', () => {
  it('loads shorts 28 at a time until a page comes back short', async () => {
    const total = store.data.links.filter((l) => l.link_type === 'SHORT').length;
    const data = await queryClient.fetchInfiniteQuery({
      ...shortsInfiniteQueryOptions(client, businessId),
      pages: 20,
    });
    expect(sizes(data)).toEqual(expectedSizes(total, PAGE_SIZES.shorts));
    expect(data.pages.flat().every((l) => l.link_type === 'SHORT')).toBe(true);
    expect(mapPages(shortCardFromWire)(data).pages[0]![0]!.linkId).toBe(data.pages[0]![0]!.link_id);
  });

  it('loads links 28 at a time, only LOOK', async () => {
    const total = store.data.links.filter((l) => l.link_type === 'LOOK').length;
    const data = await queryClient.fetchInfiniteQuery({
      ...linksInfiniteQueryOptions(client, businessId),
      pages: 20,
    });
    expect(sizes(data)).toEqual(expectedSizes(total, PAGE_SIZES.links));
  });

  it('loads multilinks 28 at a time as arrays', async () => {
    const data = await queryClient.fetchInfiniteQuery({
      ...multilinksInfiniteQueryOptions(client, businessId),
      pages: 20,
    });
    expect(sizes(data)).toEqual(expectedSizes(store.data.multilinks.length, PAGE_SIZES.multilinks));
    expect(data.pageParams[1] ?? 0).toBe(data.pages.length > 1 ? PAGE_SIZES.multilinks : 0);
  });

  it('loads products 50 at a time on the next cursor and stops when it is null', async () => {
    const data = await queryClient.fetchInfiniteQuery({
      ...productsInfiniteQueryOptions(client, businessId),
      pages: 20,
    });
    const total = store.data.products.length;
    expect(data.pages.map((p) => p.products.length).reduce((a, b) => a + b, 0)).toBe(total);
    expect(data.pages.every((p) => p.products.length <= PAGE_SIZES.products)).toBe(true);
    expect(data.pageParams).toEqual(
      data.pages.map((_, i) => (i === 0 ? null : String(i * PAGE_SIZES.products))),
    );
    expect(data.pages.at(-1)!.next).toBeNull();
  });

  it('asks for no product page after a null next, and for the cursor otherwise', () => {
    const options = productsInfiniteQueryOptions(client, businessId);
    const pageOf = (next: string | null) => ({ products: [], next });
    expect(options.getNextPageParam(pageOf('50'), [], null, [])).toBe('50');
    expect(options.getNextPageParam(pageOf(null), [], null, [])).toBeUndefined();
  });

  it('loads posts 24 at a time and orders 20 at a time', async () => {
    const posts = await queryClient.fetchInfiniteQuery({
      ...postsInfiniteQueryOptions(client, businessId, 'instagram'),
      pages: 20,
    });
    expect(sizes(posts)).toEqual(
      expectedSizes(store.data.posts.instagram.length, PAGE_SIZES.shopboardPosts),
    );
    const orders = await queryClient.fetchInfiniteQuery({
      ...ordersInfiniteQueryOptions(client, businessId),
      pages: 20,
    });
    expect(sizes(orders)).toEqual(expectedSizes(store.data.orders.length, PAGE_SIZES.orders));
  });

  it("loads one influencer's shorts, which a short edit reaches", async () => {
    const owned = store.data.links.filter((l) => l.link_type === 'SHORT' && l.influencer_username);
    const username = owned[0]!.influencer_username!;
    const total = owned.filter((l) => l.influencer_username === username).length;
    const data = await queryClient.fetchInfiniteQuery({
      ...influencerLinksInfiniteQueryOptions(client, businessId, username, 'short'),
      pages: 20,
    });
    expect(sizes(data)).toEqual(expectedSizes(total, PAGE_SIZES.shorts));
    const target = data.pages[0]![0]!;
    const { result } = renderHook(() => useEditShort(client), { wrapper });
    await act(() =>
      result.current.mutateAsync({
        id: target.link_id,
        version: target.version,
        payload: {
          business_id: businessId,
          title: 'Renamed',
          url_type: 'custom',
          shopping_redirect_url: 'https://shop.test/x',
          influencer_username: username,
        },
      }),
    );
    expect(
      queryClient.getQueryData<PagedList<Link>>(
        queryKeys.shorts.ofInfluencer(businessId, username),
      )!.pages[0]![0]!.title,
    ).toBe('Renamed');
  });

  it('reads single items and analytics under their keys', async () => {
    const link = store.data.links[0]!;
    await queryClient.fetchQuery(linkQueryOptions(client, businessId, link.link_id));
    expect(
      queryClient.getQueryData<Link>(queryKeys.links.detail(businessId, link.link_id))?.link_id,
    ).toBe(link.link_id);
    const multilink = store.data.multilinks[0]!;
    await expect(
      queryClient.fetchQuery(multilinkQueryOptions(client, businessId, multilink.multilink_id)),
    ).resolves.toMatchObject({ multilink_id: multilink.multilink_id });
    const influencer = store.data.influencers[0]!;
    await expect(
      queryClient.fetchQuery(influencerQueryOptions(client, businessId, influencer.username)),
    ).resolves.toMatchObject({ username: influencer.username });
    await expect(
      queryClient.fetchQuery(lifetimeAnalyticsQueryOptions(client, businessId)),
    ).resolves.toBeDefined();
  });
});

describe('mutations against the mock API', () => {
  const loadShorts = () =>
    queryClient.fetchInfiniteQuery(shortsInfiniteQueryOptions(client, businessId));
  const shortsList = () =>
    queryClient.getQueryData<PagedList<Link>>(queryKeys.shorts.list(businessId))!;

  it('creates a short first in the cached short list, not in the link list', async () => {
    await loadShorts();
    await queryClient.fetchInfiniteQuery(linksInfiniteQueryOptions(client, businessId));
    const linksBefore = queryClient.getQueryData<PagedList<Link>>(
      queryKeys.links.list(businessId),
    )!;
    const product = store.data.products[0]!;
    const { result } = renderHook(() => useCreateShort(client), { wrapper });
    const created = await act(() =>
      result.current.mutateAsync({
        business_id: businessId,
        inventory_ids: [product.inventory_id],
        url_type: 'product',
        title: 'New short',
        shopping_redirect_url: 'https://shop.test/p',
      }),
    );
    expect(shortsList().pages[0]![0]!.link_id).toBe(created.link_id);
    expect(shortsList().pages[0]).toHaveLength(PAGE_SIZES.shorts + 1);
    expect(queryClient.getQueryData(queryKeys.links.list(businessId))).toBe(linksBefore);
    // The next page starts after the loaded items: nothing is skipped or repeated.
    const next = await queryClient.fetchInfiniteQuery({
      ...shortsInfiniteQueryOptions(client, businessId),
      pages: 2,
    });
    const loaded = next.pages.flat().map((l) => l.link_id);
    expect(new Set(loaded).size).toBe(loaded.length);
  });

  it('edits a link in place in the list and its own cache', async () => {
    const data = await queryClient.fetchInfiniteQuery(
      linksInfiniteQueryOptions(client, businessId),
    );
    const target = data.pages[0]![3]!;
    await queryClient.fetchQuery(linkQueryOptions(client, businessId, target.link_id));
    const { result } = renderHook(() => useEditLink(client), { wrapper });
    await act(() =>
      result.current.mutateAsync({
        id: target.link_id,
        version: target.version,
        payload: {
          business_id: businessId,
          images: target.images,
          inventory_ids: target.products.map((p) => p.inventory_id),
          description: 'Edited',
          link_type: 'LOOK',
        },
      }),
    );
    const list = queryClient.getQueryData<PagedList<Link>>(queryKeys.links.list(businessId))!;
    expect(list.pages[0]![3]!.link_id).toBe(target.link_id);
    expect(list.pages[0]![3]!.description).toBe('Edited');
    expect(list.pages[0]).toHaveLength(data.pages[0]!.length);
    expect(
      queryClient.getQueryData<Link>(queryKeys.links.detail(businessId, target.link_id))
        ?.description,
    ).toBe('Edited');
  });

  it('closes a short (marked expired in place) and deletes one (removed)', async () => {
    const data = await loadShorts();
    const [toClose, toDelete] = data.pages[0]!.filter((l) => !l.is_expired);
    const close = renderHook(() => useCloseLink(client, businessId), { wrapper });
    await act(() => close.result.current.mutateAsync({ kind: 'short', id: toClose!.link_id }));
    expect(shortsList().pages[0]!.find((l) => l.link_id === toClose!.link_id)?.is_expired).toBe(
      true,
    );
    expect(store.getLink(toClose!.link_id)?.is_expired).toBe(true);

    const remove = renderHook(() => useDeleteLink(client, businessId), { wrapper });
    await act(() => remove.result.current.mutateAsync({ kind: 'short', id: toDelete!.link_id }));
    expect(shortsList().pages[0]!.some((l) => l.link_id === toDelete!.link_id)).toBe(false);
    expect(shortsList().pages[0]).toHaveLength(PAGE_SIZES.shorts - 1);
  });

  it('creates, edits, closes and deletes multilinks in the cached lists', async () => {
    await queryClient.fetchInfiniteQuery(multilinksInfiniteQueryOptions(client, businessId));
    const list = () =>
      queryClient.getQueryData<PagedList<WireMultilinkItem>>(
        queryKeys.multilinks.list(businessId),
      )!;
    const [a, b] = store.data.links.filter((l) => l.link_type === 'LOOK');
    const payload: MultilinkPayload = {
      business_id: businessId,
      title: 'Split',
      splitter_type: 'PERCENTAGE',
      links_options: [a!, b!].map((link) => ({
        value: 50,
        device_option: 'ALL' as const,
        link_resource: {
          images: link.images,
          inventory_ids: link.products.map((p) => p.inventory_id),
          link_type: 'LOOK' as const,
        },
      })),
    };
    const create = renderHook(() => useCreateMultilink(client), { wrapper });
    const created = await act(() => create.result.current.mutateAsync(payload));
    expect(list().pages[0]![0]!.multilink_id).toBe(created.multilink_id);

    const edit = renderHook(() => useEditMultilink(client), { wrapper });
    await act(() =>
      edit.result.current.mutateAsync({
        id: created.multilink_id,
        version: created.version,
        payload: { ...payload, title: 'Split 2' },
      }),
    );
    expect(list().pages[0]![0]!.title).toBe('Split 2');

    const close = renderHook(() => useCloseMultilink(client, businessId), { wrapper });
    await act(() => close.result.current.mutateAsync(created.multilink_id));
    expect(list().pages[0]![0]!.is_expired).toBe(true);

    const remove = renderHook(() => useDeleteMultilink(client, businessId), { wrapper });
    await act(() => remove.result.current.mutateAsync(created.multilink_id));
    expect(list().pages[0]!.some((m) => m.multilink_id === created.multilink_id)).toBe(false);
  });

  it('creates, edits and deactivates influencers in the cached list', async () => {
    await queryClient.fetchQuery(influencersQueryOptions(client, businessId));
    const list = () =>
      queryClient.getQueryData<WireInfluencerItem[]>(queryKeys.influencers.list(businessId))!;
    const count = list().length;
    const existing = store.data.influencers[0]!;
    const rules = {
      permissions: existing.permissions,
      commission_rules: {
        reduce_refunds_from_commission: false,
        reduce_vat_from_commission: false,
      },
      revenue_rules: { net_revenue_ratio: 100 },
    };
    const create = renderHook(() => useCreateInfluencer(client, businessId), { wrapper });
    const created = await act(() =>
      create.result.current.mutateAsync({
        username: 'newbie',
        email: 'newbie@example.test',
        commission: 10,
        ...rules,
      }),
    );
    expect(list()[0]!.username).toBe(created.username);
    expect(list()).toHaveLength(count + 1);

    const edit = renderHook(() => useEditInfluencer(client, businessId), { wrapper });
    await act(() =>
      edit.result.current.mutateAsync({
        username: existing.username,
        version: existing.version,
        payload: { email: existing.email ?? 'x@example.test', commission: 33, ...rules },
      }),
    );
    const at = list().findIndex((i) => i.username === existing.username);
    expect(list()[at]!.commission).toBe(33);

    const deactivate = renderHook(() => useSetInfluencerActivation(client, businessId), {
      wrapper,
    });
    await act(() =>
      deactivate.result.current.mutateAsync({ username: existing.username, activate: false }),
    );
    expect(list()[at]!.is_active).toBe(false);
    expect(list()).toHaveLength(count + 1);
  });
});
