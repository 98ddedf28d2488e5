import { createApiClient } from '@shoppable/api-client';
import { MOCK_NOW, MockStore, mockHandlers } from '@shoppable/api-client/mocks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TrendsPage } from './TrendsPage';

const BASE_URL = 'http://api.test';
const client = createApiClient({ baseUrl: BASE_URL, getToken: () => 'mock-token' });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderPage(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

describe('TrendsPage', () => {
  it('shows the three parts, the main product drawn from the first three top products', async () => {
    const store = new MockStore({ now: MOCK_NOW });
    server.use(...mockHandlers(BASE_URL, { store }));
    const onCreateInstant = vi.fn();
    renderPage(
      <TrendsPage
        client={client}
        businessId="biz"
        onCreateInstant={onCreateInstant}
        random={() => 0.99}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Trends' })).toBeVisible();
    const third = store.data.trends[2]!;
    // random 0.99 picks the third of the first three.
    expect(
      await screen.findByRole(
        'list',
        { name: `Complementary products of ${third.title}` },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    const table = screen.getByRole('grid', { name: 'Top performing products' });
    expect(
      within(table).getByRole('rowheader', { name: store.data.trends[0]!.title }),
    ).toBeVisible();
    const combos = screen.getByRole('list', { name: 'Best combinations' });
    const [first] = within(combos).getAllByRole('button', { name: /^Create Instant with / });
    await userEvent.click(first!);
    expect(onCreateInstant).toHaveBeenCalledWith([store.data.trends[0], store.data.trends[1]]);
  });

  it('shows a failure per part, never an endless spinner', async () => {
    server.use(...mockHandlers(BASE_URL, { error: true, only: ['topProductCombinations'] }));
    renderPage(<TrendsPage client={client} businessId="biz" onCreateInstant={() => {}} />);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'The best combinations could not be loaded.',
    );
    expect(
      await screen.findByRole('grid', { name: 'Top performing products' }, { timeout: 5000 }),
    ).toBeVisible();
  });

  it('asks nothing of the API and offers the plans on a plan without Trends', async () => {
    const onUpgrade = vi.fn();
    renderPage(
      <TrendsPage
        client={client}
        businessId="biz"
        onCreateInstant={() => {}}
        canUseTrends={false}
        onUpgrade={onUpgrade}
      />,
    );
    expect(
      screen.getByRole('heading', { name: 'Trends are on the Business and Pro plans' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'See plans' }));
    expect(onUpgrade).toHaveBeenCalledOnce();
  });
});
