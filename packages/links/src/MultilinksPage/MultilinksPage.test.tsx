import { createApiClient } from '@shoppable/api-client';
import { BUSINESS_ID, MOCK_NOW, MockStore, mockHandlers } from '@shoppable/api-client/mocks';
import type { Role } from '@shoppable/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { I18nProvider } from 'react-aria-components';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MultilinksPage, type MultilinksPageProps } from './MultilinksPage';

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

function renderPage(props: Partial<MultilinksPageProps> & { viewerRole?: Role } = {}) {
  const all: MultilinksPageProps = {
    client,
    businessId: BUSINESS_ID,
    viewerRole: 'admin',
    onCreate: vi.fn(),
    ...props,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider locale="en-US">
      <QueryClientProvider client={queryClient}>
        <MultilinksPage {...all} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return all;
}

describe('MultilinksPage', () => {
  // happy-dom lays nothing out, so InfiniteGrid renders no tiles here: the cards, their shares and
  // their preview links are covered by the story tests in Chromium.
  it('lets an admin create, unless the trial ended', async () => {
    mocks();
    const onCreationBlocked = vi.fn();
    const props = renderPage({ isCreationBlocked: true, onCreationBlocked });
    await userEvent.click(screen.getByRole('button', { name: 'Create multilink' }));
    expect(onCreationBlocked).toHaveBeenCalledOnce();
    expect(props.onCreate).not.toHaveBeenCalled();
  });

  it('creates for an admin', async () => {
    mocks();
    const props = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Create multilink' }));
    expect(props.onCreate).toHaveBeenCalledOnce();
  });

  it('shows no create button to influencers', async () => {
    mocks({ role: 'influencer' });
    renderPage({ viewerRole: 'influencer' });
    expect(await screen.findByRole('heading', { name: 'Multilinks', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create multilink' })).toBeNull();
  });

  it('searches after typing stops and says when nothing matches', async () => {
    mocks();
    renderPage();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search multilinks' }), 'zzz');
    expect(
      await screen.findByText('No multilinks match “zzz”', {}, { timeout: 2000 }),
    ).toBeTruthy();
  });

  it('shows the empty state with a create button', async () => {
    mocks({ empty: true });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No multilinks yet' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Create multilink' })).toHaveLength(2);
  });

  it('says when the list cannot load', async () => {
    mocks({ error: true });
    renderPage();
    expect(await screen.findByText('The multilinks could not be loaded.')).toBeTruthy();
  });
});
