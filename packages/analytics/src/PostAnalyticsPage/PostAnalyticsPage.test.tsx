import { createApiClient } from '@shoppable/api-client';
import { MOCK_NOW, MockStore, mockHandlers } from '@shoppable/api-client/mocks';
import { ALL_PERMISSIONS, toClientPermissions } from '@shoppable/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PostAnalyticsPage } from './PostAnalyticsPage';

const BASE_URL = 'http://api.test';
const client = createApiClient({ baseUrl: BASE_URL, getToken: () => 'mock-token' });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** No analytics permission at all. */
const none = toClientPermissions(null);

function renderPage(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

describe('PostAnalyticsPage', () => {
  it('shows the clicks, the chart and the top products, and goes back', async () => {
    const store = new MockStore({ now: MOCK_NOW });
    server.use(...mockHandlers(BASE_URL, { store }));
    const post = store.data.posts.instagram.find((p) => p.products.length > 0)!;
    const onBack = vi.fn();
    renderPage(
      <PostAnalyticsPage
        client={client}
        businessId="biz"
        social="instagram"
        postId={post.post_id}
        viewerRole="admin"
        permissions={ALL_PERMISSIONS}
        onBack={onBack}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Post analytics' })).toBeVisible();
    expect(screen.getByRole('figure', { name: 'Clicks of the post' })).toBeInTheDocument();
    const table = await screen.findByRole('grid', { name: 'Top performing products' });
    expect(await within(table).findAllByRole('rowheader')).not.toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Back to the shopboard' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('shows no chart to an influencer without clicks or sales', async () => {
    const store = new MockStore({ now: MOCK_NOW });
    server.use(...mockHandlers(BASE_URL, { store }));
    const post = store.data.posts.instagram[0]!;
    renderPage(
      <PostAnalyticsPage
        client={client}
        businessId="biz"
        social="instagram"
        postId={post.post_id}
        viewerRole="influencer"
        permissions={{ ...none, revenueEnabled: true }}
        onBack={() => {}}
      />,
    );
    await screen.findByRole('grid', { name: 'Top performing products' });
    expect(screen.queryByRole('figure', { name: 'Clicks of the post' })).toBeNull();
  });

  it('says the post analytics failed, never spinning', async () => {
    server.use(...mockHandlers(BASE_URL, { error: true }));
    renderPage(
      <PostAnalyticsPage
        client={client}
        businessId="biz"
        social="instagram"
        postId="p1"
        viewerRole="admin"
        permissions={ALL_PERMISSIONS}
        onBack={() => {}}
      />,
    );
    expect(
      (await screen.findAllByText('Failed to fetch post analytics data')).length,
    ).toBeGreaterThan(0);
  });
});
