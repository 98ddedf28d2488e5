import { createApiClient } from '@shoppable/api-client';
import { MOCK_NOW, MockStore, mockHandlers, type MockOptions } from '@shoppable/api-client/mocks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { I18nProvider } from 'react-aria-components';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

/** The mock API's base address in unit tests. */
export const BASE_URL = 'http://api.test';

/** The client the screens get in unit tests. */
export const testClient = createApiClient({ baseUrl: BASE_URL, getToken: () => 'mock-token' });

/** Starts an msw server for the file's tests; `useMocks` sets its answers per test. */
export function setupMockApi() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return {
    server,
    /** Answers every call from a fresh mock store with these switches; returns the store. */
    useMocks(options: MockOptions = {}): MockStore {
      const store = options.store ?? new MockStore({ now: MOCK_NOW, ...options });
      server.use(...mockHandlers(BASE_URL, { ...options, store }));
      return store;
    },
  };
}

/** Renders (and re-renders) with a fresh QueryClient (no retries) in a locale. */
export function renderWithApi(
  ui: ReactElement,
  { locale = 'en-US' }: { locale?: string } = {},
): RenderResult & { queryClient: QueryClient } {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(ui, {
    wrapper: ({ children }) => (
      <I18nProvider locale={locale}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nProvider>
    ),
  });
  return { ...result, queryClient };
}

/**
 * Pretends the viewport is a phone (below 1000 px: ui's `useIsPhone` asks a `max-width` query) or
 * a desktop; `vi.restoreAllMocks()` undoes it.
 */
export function mockViewport(phone: boolean) {
  return vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: phone && query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}
