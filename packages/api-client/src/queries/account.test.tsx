import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors';
import { MOCK_NOW, mockHandlers } from '../mocks/handlers';
import { MockStore } from '../mocks/store';
import { queryKeys } from './keys';
import { createApiClient } from '../transport';
import {
  accountQueryKeys,
  orderDetailsQueryOptions,
  socialStatusQueryOptions,
  useDisconnectSocial,
  useDisconnectStore,
  useRequestPasswordReset,
  useSocialConnectUrl,
  useSubscribePlan,
  useSwitchToFreePlan,
  useSyncProducts,
  useUpdateSettings,
  type SettingsPayload,
} from './account';

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

describe('account queries', () => {
  it('loads one order’s items under the orders hierarchy', async () => {
    const orderId = Object.keys(store.data.orderItems)[0]!;
    const items = await queryClient.fetchQuery(
      orderDetailsQueryOptions(client, businessId, orderId),
    );
    expect(items).toEqual(store.data.orderItems[orderId]);
    expect(accountQueryKeys.orderDetails(businessId, orderId).slice(0, 2)).toEqual(
      queryKeys.orders.all(businessId),
    );
  });

  it('reads the social networks’ status', async () => {
    const status = await queryClient.fetchQuery(socialStatusQueryOptions(client, businessId));
    expect(status.social_medias.instagram?.number_of_posts).toBe(store.data.posts.instagram.length);
  });
});

describe('account mutations', () => {
  it('syncs products, disconnects the store and asks for a reset email', async () => {
    const sync = renderHook(() => useSyncProducts(client, businessId), { wrapper });
    const disconnect = renderHook(() => useDisconnectStore(client, businessId), { wrapper });
    const reset = renderHook(() => useRequestPasswordReset(client), { wrapper });
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname));
    await act(async () => {
      await sync.result.current.mutateAsync();
      await disconnect.result.current.mutateAsync();
      await reset.result.current.mutateAsync();
    });
    server.events.removeAllListeners();
    expect(calls).toEqual([
      '/admin/v1/store/products/sync',
      '/admin/v1/store/integration/disconnect',
      '/auth/user/password/reset/request',
    ]);
  });

  it('rejects with ApiError when the server answers status false', async () => {
    server.use(...mockHandlers(baseUrl, { store, error: 'Products sync failed' }));
    const sync = renderHook(() => useSyncProducts(client, businessId), { wrapper });
    await act(async () => {
      await expect(sync.result.current.mutateAsync()).rejects.toBeInstanceOf(ApiError);
    });
  });

  it('saves settings, clears the social post caches and re-reads the session', async () => {
    queryClient.setQueryData(queryKeys.posts.list(businessId, 'instagram'), { pages: [] });
    queryClient.setQueryData(queryKeys.stock.soldOutLinks(businessId), { links: [] });
    const sessionChanged = vi.fn();
    const unsubscribe = client.onSessionChange(sessionChanged);
    const save = renderHook(() => useUpdateSettings(client, businessId), { wrapper });
    const body: SettingsPayload = {
      shipping_and_return_url: 'https://shop.test/returns',
      facebook_pixel_id: '123',
      google_analytics_id: null,
      auto_swap_enabled: true,
      product_search_sensitivity: 'HIGH',
      utm_params: { utm_source: 'ig' },
      version: store.data.session.brand!.settings_version,
    };
    await act(async () => {
      await save.result.current.mutateAsync(body);
    });
    expect(store.data.session.brand?.shipping_and_return_url).toBe('https://shop.test/returns');
    expect(queryClient.getQueryData(queryKeys.posts.list(businessId, 'instagram'))).toBeUndefined();
    // What auto swap changes is read again.
    expect(queryClient.getQueryData(queryKeys.stock.soldOutLinks(businessId))).toBeUndefined();
    expect(sessionChanged).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('answers the checkout URL of a plan and switches to free', async () => {
    const subscribe = renderHook(() => useSubscribePlan(client, businessId), { wrapper });
    const free = renderHook(() => useSwitchToFreePlan(client, businessId), { wrapper });
    const sessionChanged = vi.fn();
    const unsubscribe = client.onSessionChange(sessionChanged);
    let url = '';
    await act(async () => {
      url = await subscribe.result.current.mutateAsync('PRO');
      await free.result.current.mutateAsync();
    });
    expect(url).toContain('plan=PRO');
    expect(store.data.session.brand?.subscription_plan).toBe('FREE');
    expect(sessionChanged).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('gets a network’s connect address and disconnects it', async () => {
    const connect = renderHook(() => useSocialConnectUrl(client), { wrapper });
    const disconnect = renderHook(() => useDisconnectSocial(client, businessId), { wrapper });
    let url = '';
    await act(async () => {
      url = await connect.result.current.mutateAsync('tiktok');
      await disconnect.result.current.mutateAsync('tiktok');
    });
    expect(url).toContain('tiktok');
    expect(store.data.posts.tiktok).toEqual([]);
  });
});
