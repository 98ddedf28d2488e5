import { createApiClient } from '@shoppable/api-client';
import { BUSINESS_ID, MOCK_NOW, MockStore, mockHandlers } from '@shoppable/api-client/mocks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { I18nProvider } from 'react-aria-components';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RecentShorts } from './RecentShorts';

const BASE_URL = 'http://api.test';
const client = createApiClient({ baseUrl: BASE_URL, getToken: () => 'mock-token' });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function mocks(options: Parameters<typeof mockHandlers>[1] = {}) {
  const store = new MockStore({ now: MOCK_NOW, ...options });
  server.use(...mockHandlers(BASE_URL, { ...options, store }));
  return store;
}

/** Pretends the viewport is a phone (below 1000 px) or a desktop. */
const viewport = (phone: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: phone && query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );

function renderWidget() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider locale="en-US">
      <QueryClientProvider client={queryClient}>
        <RecentShorts
          client={client}
          businessId={BUSINESS_ID}
          href={(short) => `/admin/shorts/${short.linkId}/preview`}
        />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('RecentShorts', () => {
  it('shows the newest 6 shorts on desktop, each linking to its preview', async () => {
    viewport(false);
    const store = mocks();
    const [newest] = store.listLinks({ link_type: 'SHORT', count: 1, skip: 0 });
    renderWidget();
    const region = await screen.findByRole('region', { name: 'Recent shorts' });
    const links = await within(region).findAllByRole('link');
    expect(links).toHaveLength(6);
    expect(links[0]!.getAttribute('href')).toBe(`/admin/shorts/${newest!.link_id}/preview`);
  });

  it('shows 3 on phones', async () => {
    viewport(true);
    mocks();
    renderWidget();
    const region = await screen.findByRole('region', { name: 'Recent shorts' });
    expect(await within(region).findAllByRole('link')).toHaveLength(3);
  });

  it('shows a spinner while loading', () => {
    viewport(false);
    mocks({ loading: true });
    renderWidget();
    expect(screen.getByRole('progressbar', { name: 'Loading the recent shorts' })).toBeTruthy();
  });

  it('says when there are none', async () => {
    viewport(false);
    mocks({ empty: true });
    renderWidget();
    expect(await screen.findByText('No shorts yet')).toBeTruthy();
  });

  it('says when they cannot load', async () => {
    viewport(false);
    mocks({ error: true });
    renderWidget();
    expect(await screen.findByText('The shorts could not be loaded.')).toBeTruthy();
  });
});
