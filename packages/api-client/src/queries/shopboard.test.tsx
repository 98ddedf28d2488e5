import { QueryClient, QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MOCK_NOW, mockHandlers } from '../mocks/handlers';
import { MockStore } from '../mocks/store';
import { queryKeys } from './keys';
import { postsInfiniteQueryOptions, type SocialPost } from './shopboard';
import { createApiClient } from '../transport';
import { accountQueryKeys, socialStatusQueryOptions } from './account';
import {
  shopboardAnalyticsQueryOptions,
  useConnectSocial,
  useSetPostVisible,
  useSyncSocial,
  useTagPost,
} from './shopboard';

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

const cachedPost = (postId: string) =>
  queryClient
    .getQueryData<InfiniteData<SocialPost[]>>(queryKeys.posts.list(businessId, 'instagram'))
    ?.pages.flat()
    .find((p) => p.post_id === postId);

describe('shopboard queries', () => {
  it('reads the status again every 3 s while a network syncs, and not otherwise', () => {
    const options = socialStatusQueryOptions(client, businessId);
    const interval = options.refetchInterval as (query: unknown) => number | false;
    const withPosts = (n: number | null) => ({
      state: {
        data: {
          shopboard_url: null,
          social_medias: {
            instagram: { connected: n !== null, number_of_posts: n, username: null },
            tiktok: null,
            pinterest: null,
          },
        },
      },
    });
    expect(interval(withPosts(-1))).toBe(3000);
    expect(interval(withPosts(12))).toBe(false);
    expect(interval(withPosts(null))).toBe(false);
    expect(interval({ state: { data: undefined } })).toBe(false);
  });

  it('loads the shopboard analytics under the analytics hierarchy', async () => {
    const report = await queryClient.fetchQuery(shopboardAnalyticsQueryOptions(client, businessId));
    expect(report.currency).toBeTruthy();
    expect(report.shopboard_analytics.visits).toBeGreaterThanOrEqual(0);
  });

  it('flips a post at once and keeps it when the server accepts', async () => {
    await queryClient.fetchInfiniteQuery(
      postsInfiniteQueryOptions(client, businessId, 'instagram'),
    );
    const post = store.data.posts.instagram[0]!;
    const before = post.visible;
    const { result } = renderHook(() => useSetPostVisible(client, businessId), { wrapper });
    await act(() =>
      result.current.mutateAsync({ network: 'instagram', postId: post.post_id, visible: !before }),
    );
    expect(cachedPost(post.post_id)?.visible).toBe(!before);
    expect(store.data.posts.instagram[0]!.visible).toBe(!before);
  });

  it('flips a post back when the server refuses', async () => {
    await queryClient.fetchInfiniteQuery(
      postsInfiniteQueryOptions(client, businessId, 'instagram'),
    );
    const post = store.data.posts.instagram[0]!;
    const before = post.visible;
    server.use(
      http.post(`${baseUrl}/admin/v1/shopboard/instagram/:postId/visible`, () =>
        HttpResponse.json({ status: false, data: null, error: 'Refused' }),
      ),
    );
    const { result } = renderHook(() => useSetPostVisible(client, businessId), { wrapper });
    await act(async () => {
      await expect(
        result.current.mutateAsync({
          network: 'instagram',
          postId: post.post_id,
          visible: !before,
        }),
      ).rejects.toThrow('Refused');
    });
    expect(cachedPost(post.post_id)?.visible).toBe(before);
  });

  it('tags a post and reloads the network’s posts', async () => {
    await queryClient.fetchInfiniteQuery(
      postsInfiniteQueryOptions(client, businessId, 'instagram'),
    );
    const post = store.data.posts.instagram[0]!;
    const [a, b] = store.data.products;
    const { result } = renderHook(() => useTagPost(client, businessId), { wrapper });
    await act(() =>
      result.current.mutateAsync({
        network: 'instagram',
        postId: post.post_id,
        productIds: [a!.product_id, b!.product_id],
        selectedOptions: {},
      }),
    );
    expect(
      queryClient.getQueryState(queryKeys.posts.list(businessId, 'instagram'))?.isInvalidated,
    ).toBe(true);
    expect(store.data.posts.instagram[0]!.products.map((p) => p.product_id)).toEqual([
      a!.product_id,
      b!.product_id,
    ]);
  });

  it('connects with the consent code and reads the status again', async () => {
    await queryClient.fetchQuery(socialStatusQueryOptions(client, businessId));
    const { result } = renderHook(() => useConnectSocial(client, businessId), { wrapper });
    await act(() => result.current.mutateAsync({ network: 'tiktok', code: 'abc' }));
    expect(
      queryClient.getQueryState(accountQueryKeys.socialStatus(businessId))?.isInvalidated,
    ).toBe(true);
  });

  it('syncs a network and reads the status and its posts again', async () => {
    await queryClient.fetchQuery(socialStatusQueryOptions(client, businessId));
    await queryClient.fetchInfiniteQuery(
      postsInfiniteQueryOptions(client, businessId, 'instagram'),
    );
    const { result } = renderHook(() => useSyncSocial(client, businessId), { wrapper });
    await act(() => result.current.mutateAsync('instagram'));
    expect(
      queryClient.getQueryState(accountQueryKeys.socialStatus(businessId))?.isInvalidated,
    ).toBe(true);
    expect(
      queryClient.getQueryState(queryKeys.posts.list(businessId, 'instagram'))?.isInvalidated,
    ).toBe(true);
  });
});
