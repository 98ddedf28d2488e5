import { createApiClient } from '@shoppable/api-client';
import { MOCK_NOW, MockStore, mockHandlers, type MockOptions } from '@shoppable/api-client/mocks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { I18nProvider } from 'react-aria-components';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createSessionController, SessionProvider, type SessionController } from '../session';

const baseUrl = 'http://auth.test';

/** Starts msw for the file's tests; `mock` answers every call from a fresh mock store. */
export function setupAuthApi() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => localStorage.clear());
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return {
    server,
    baseUrl,
    /** Answers with the mock API under these switches; returns its store. */
    mock(options: MockOptions = {}): MockStore {
      const store = options.store ?? new MockStore({ now: MOCK_NOW, ...options });
      server.use(...mockHandlers(baseUrl, { ...options, store }));
      return store;
    },
  };
}

/** Renders a screen inside a QueryClient, a SessionProvider (signed out unless `signedIn`) and a locale. */
export function renderAuth(
  ui: ReactElement,
  { locale = 'en-US', signedIn = false }: { locale?: string; signedIn?: boolean } = {},
): ReturnType<typeof render> & { controller: SessionController } {
  const controller = createSessionController();
  if (signedIn) controller.setToken('mock-token');
  const client = createApiClient({ baseUrl, getToken: controller.getToken });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(ui, {
    wrapper: ({ children }) => (
      <I18nProvider locale={locale}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider client={client} controller={controller} skipVerification={!signedIn}>
            {children}
          </SessionProvider>
        </QueryClientProvider>
      </I18nProvider>
    ),
  });
  return { ...result, controller };
}
