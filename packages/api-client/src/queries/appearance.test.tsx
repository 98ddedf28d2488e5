import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { settingsFromWire } from '../mappers/settings';
import { themeFromWire } from '../mappers/theme';
import { MOCK_NOW, mockHandlers } from '../mocks/handlers';
import { MockStore } from '../mocks/store';
import { createApiClient } from '../transport';
import {
  appearanceQueryKeys,
  optionMapQueryOptions,
  themeQueryOptions,
  useUpdateLogo,
  useUpdateOptionMap,
  useUpdateTheme,
} from './appearance';
import { settingsQueryOptions, useUpdateTheme as fromAccount } from './account';

const baseUrl = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createApiClient({ baseUrl, getToken: () => 'mock-token' });
const fresh = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
const wrapper =
  (queryClient: QueryClient) =>
  ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );

describe('appearance queries', () => {
  it('keeps the theme save importable from the account queries', () => {
    expect(fromAccount).toBe(useUpdateTheme);
  });

  it("reads the saved theme and settings with their versions from the session's brand", async () => {
    const store = new MockStore({ now: MOCK_NOW });
    server.use(...mockHandlers(baseUrl, { store }));
    const queryClient = fresh();
    const brand = store.data.session.brand!;
    const theme = await queryClient.fetchQuery(themeQueryOptions(client, 'biz'));
    expect(theme).toEqual({ theme: themeFromWire(brand.theme), version: brand.theme_version });
    expect(queryClient.getQueryData(appearanceQueryKeys.theme('biz'))).toEqual(theme);
    const settings = await queryClient.fetchQuery(settingsQueryOptions(client, 'biz'));
    expect(settings).toEqual(settingsFromWire(brand));
  });

  it('reads the option map and puts a saved one in the cache', async () => {
    const store = new MockStore({ now: MOCK_NOW });
    server.use(...mockHandlers(baseUrl, { store }));
    const queryClient = fresh();
    const map = await queryClient.fetchQuery(optionMapQueryOptions(client, 'biz'));
    const [name] = Object.keys(map);
    expect(name).toBeDefined();
    const { result } = renderHook(() => useUpdateOptionMap(client, 'biz'), {
      wrapper: wrapper(queryClient),
    });
    const next = { ...map, [name!]: { ...map[name!]!, type: 'TEXT' as const } };
    await act(() => result.current.mutateAsync(next));
    expect(store.data.optionMap[name!]!.type).toBe('TEXT');
    expect(queryClient.getQueryData(appearanceQueryKeys.optionMap('biz'))).toEqual(next);
  });

  it('saves and removes the logo', async () => {
    const store = new MockStore({ now: MOCK_NOW });
    server.use(...mockHandlers(baseUrl, { store }));
    const { result } = renderHook(() => useUpdateLogo(client, 'biz'), {
      wrapper: wrapper(fresh()),
    });
    await act(() => result.current.mutateAsync('https://cdn.test/logo.png'));
    expect(store.data.session.brand?.logo_url).toBe('https://cdn.test/logo.png');
    await act(() => result.current.mutateAsync(null));
    expect(store.data.session.brand?.logo_url).toBeNull();
  });

  it('saves the theme on its version and answers 409 on a stale one', async () => {
    const store = new MockStore({ now: MOCK_NOW });
    server.use(...mockHandlers(baseUrl, { store }));
    const version = store.data.session.brand!.theme_version;
    const theme = themeFromWire(store.data.session.brand!.theme);
    theme.link.checkoutButtonBackgroundColor = '#1B5E20';
    const { result } = renderHook(() => useUpdateTheme(client, 'biz'), {
      wrapper: wrapper(fresh()),
    });
    const saved = await act(() => result.current.mutateAsync({ theme, version }));
    expect(saved.version).toBe(version + 1);
    expect(store.data.session.brand!.theme?.checkout_button_background_color).toBe('#1B5E20');
    await expect(result.current.mutateAsync({ theme, version })).rejects.toMatchObject({
      status: 409,
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
  });
});
