import { createApiClient } from '@shoppable/api-client';
import { BUSINESS_ID, MOCK_NOW, MockStore, mockHandlers } from '@shoppable/api-client/mocks';
import { ALL_PERMISSIONS } from '@shoppable/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { I18nProvider } from 'react-aria-components';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ShortsPage, type ShortsPageProps } from './ShortsPage';

const BASE_URL = 'http://api.test';
const client = createApiClient({ baseUrl: BASE_URL, getToken: () => 'mock-token' });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function mocks(options: Parameters<typeof mockHandlers>[1] = {}) {
  const store = new MockStore({ now: MOCK_NOW, ...options });
  server.use(...mockHandlers(BASE_URL, { ...options, store }));
}

function renderPage(props: Partial<ShortsPageProps> = {}) {
  const all: ShortsPageProps = {
    client,
    businessId: BUSINESS_ID,
    viewerRole: 'admin',
    permissions: ALL_PERMISSIONS,
    onCreate: vi.fn(),
    onEdit: vi.fn(),
    publicUrl: (short) => `https://shop.example/demo/${short.linkId}`,
    ...props,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider locale="en-US">
      <QueryClientProvider client={queryClient}>
        <ShortsPage {...all} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return all;
}

// happy-dom lays nothing out, so InfiniteGrid renders no cards here: the cards, their menus and
// the delete are covered by the story tests in Chromium.
describe('ShortsPage', () => {
  it('creates a short for an admin', async () => {
    mocks();
    const props = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Create short' }));
    expect(props.onCreate).toHaveBeenCalledOnce();
  });

  it('lets an active influencer create', () => {
    mocks({ role: 'influencer' });
    renderPage({ viewerRole: 'influencer', permissions: { ...ALL_PERMISSIONS } });
    expect(screen.getByRole('button', { name: 'Create short' })).toBeTruthy();
  });

  it('hides create from an influencer without the permission', () => {
    mocks({ role: 'influencer' });
    renderPage({
      viewerRole: 'influencer',
      permissions: { ...ALL_PERMISSIONS, isActiveInfluencer: false },
    });
    expect(screen.queryByRole('button', { name: 'Create short' })).toBeNull();
  });

  it('opens the free-trial dialog instead once the trial ended', async () => {
    mocks();
    const onCreationBlocked = vi.fn();
    const props = renderPage({ isCreationBlocked: true, onCreationBlocked });
    await userEvent.click(screen.getByRole('button', { name: 'Create short' }));
    expect(onCreationBlocked).toHaveBeenCalledOnce();
    expect(props.onCreate).not.toHaveBeenCalled();
  });

  it('says when a search finds nothing', async () => {
    mocks();
    renderPage();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search shorts' }), 'zzz{Enter}');
    expect(await screen.findByText('No shorts match “zzz”')).toBeTruthy();
  });

  it('shows the empty state with a create button', async () => {
    mocks({ empty: true });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No shorts yet' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Create short' })).toHaveLength(2);
  });

  it('says when the list cannot load', async () => {
    mocks({ error: true, only: ['listLinks'] });
    renderPage();
    expect(await screen.findByText('The shorts could not be loaded.')).toBeTruthy();
  });
});
