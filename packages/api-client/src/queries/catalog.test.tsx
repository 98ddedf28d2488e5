import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MOCK_NOW, mockHandlers } from '../mocks/handlers';
import { MockStore } from '../mocks/store';
import { createApiClient } from '../transport';
import {
  catalogQueryKeys,
  collectionsInfiniteQueryOptions,
  useUpdateCollectionsPreferences,
  useUpdateProductsPreferences,
} from './catalog';

const baseUrl = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createApiClient({ baseUrl, getToken: () => 'mock-token' });
let store: MockStore;
let queryClient: QueryClient;
beforeEach(() => {
  store = new MockStore({ now: MOCK_NOW });
  server.use(...mockHandlers(baseUrl, { store }));
  queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
});
afterEach(() => queryClient.clear());

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

describe('catalog queries', () => {
  it('searches collections by title under the collections key', async () => {
    const first = store.data.collections[0]!;
    const word = first.title.split(' ')[0]!;
    const data = await queryClient.fetchInfiniteQuery(
      collectionsInfiniteQueryOptions(client, store.businessId, { q: word }),
    );
    const titles = data.pages[0]!.collections.map((c) => c.title);
    expect(titles).toContain(first.title);
    for (const title of titles) expect(title.toLowerCase()).toContain(word.toLowerCase());
    expect(catalogQueryKeys.collectionList(store.businessId, { q: '' })).toEqual([
      'collections',
      store.businessId,
      { q: undefined },
    ]);
  });

  it('pages collections by next_skip and stops when it is null', async () => {
    store.data.collections = Array.from({ length: 60 }, (_, i) => ({
      ...store.data.collections[0]!,
      collection_id: `col_${i}`,
      title: `Collection ${i}`,
    }));
    const options = collectionsInfiniteQueryOptions(client, store.businessId);
    const data = await queryClient.fetchInfiniteQuery({ ...options, pages: 2 });
    expect(data.pages[0]!.collections).toHaveLength(50);
    expect(data.pages[1]!.collections).toHaveLength(10);
    expect(options.getNextPageParam(data.pages[1]!, data.pages, 50, [0, 50])).toBeUndefined();
  });

  it('saves products preferences and refetches the session', async () => {
    const sessionChanged = vi.fn();
    const unsubscribe = client.onSessionChange(sessionChanged);
    const { result } = renderHook(() => useUpdateProductsPreferences(client, store.businessId), {
      wrapper,
    });
    await act(() =>
      result.current.mutateAsync({ prefered_product_ids: ['prd_0001'], exclude_product_ids: null }),
    );
    expect(store.data.session.brand?.ai_preferences?.products_preferences).toEqual({
      prefered_product_ids: ['prd_0001'],
      exclude_product_ids: null,
    });
    expect(sessionChanged).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('saves collections preferences', async () => {
    const { result } = renderHook(() => useUpdateCollectionsPreferences(client, store.businessId), {
      wrapper,
    });
    await act(() => result.current.mutateAsync({ exclude_collection_ids: ['col_1'] }));
    expect(store.data.session.brand?.ai_preferences?.collections_preferences).toEqual({
      prefered_collection_ids: null,
      exclude_collection_ids: ['col_1'],
    });
  });

  it('rejects when the server refuses a save', async () => {
    server.use(...mockHandlers(baseUrl, { store, error: true }));
    const { result } = renderHook(() => useUpdateProductsPreferences(client, store.businessId), {
      wrapper,
    });
    await expect(
      result.current.mutateAsync({ prefered_product_ids: [], exclude_product_ids: [] }),
    ).rejects.toThrow();
  });
});
