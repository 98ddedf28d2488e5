import { createApiClient } from '@shoppable/api-client';
import { MOCK_NOW, MockStore, mockHandlers } from '@shoppable/api-client/mocks';
import { ALL_PERMISSIONS, ROUTES, toClientPermissions } from '@shoppable/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LinkRowsTable, type LinkRowsTableProps } from './LinkRowsTable';

const BASE_URL = 'http://api.test';
const client = createApiClient({ baseUrl: BASE_URL, getToken: () => 'mock-token' });
const server = setupServer();
const requests: URL[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    requests.push(new URL(request.url));
  });
});
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

/** No analytics permission at all. */
const none = toClientPermissions(null);

const props = (overrides: Partial<LinkRowsTableProps> = {}): LinkRowsTableProps => ({
  client,
  businessId: 'biz',
  kind: 'link',
  from: '2025-12-17',
  to: '2026-01-15',
  rangeLabel: 'Last 30 days',
  viewerRole: 'admin',
  permissions: ALL_PERMISSIONS,
  ...overrides,
});

function renderTable(overrides: Partial<LinkRowsTableProps> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <LinkRowsTable {...props(overrides)} />
    </QueryClientProvider>,
  );
}

const rowsRequests = () => requests.filter((url) => url.pathname.endsWith('/biz/links'));
const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('LinkRowsTable', () => {
  it("shows an admin every figure of the range's links, most visited first, 5 per page", async () => {
    const store = new MockStore({ now: MOCK_NOW });
    server.use(...mockHandlers(BASE_URL, { store }));
    renderTable();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeVisible();
    const table = await screen.findByRole('grid', { name: 'Link performance' });
    expect(headers(table)).toEqual([
      'Link',
      'Clicks',
      'Sales',
      'Revenue',
      'Conversion rate',
      'Product funnel',
    ]);
    const names = within(table).getAllByRole('rowheader');
    expect(names).toHaveLength(5);
    const looks = store.data.links.filter((l) => l.link_type === 'LOOK');
    const first = looks[0]!;
    const link = within(names[0]!).getByRole('link', { name: first.description!.split('\n')[0] });
    expect(link).toHaveAttribute('href', ROUTES.linkPreview(first.link_id));
    expect(rowsRequests()[0]!.searchParams.get('sort')).toBe('visits');
    expect(rowsRequests()[0]!.searchParams.get('from_date')).toBe('2025-12-17');
    expect(rowsRequests()[0]!.searchParams.get('kind')).toBe('link');

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent(
        looks[5]!.description!.split('\n')[0]!,
      ),
    );
  });

  it('asks the server for the order of a sorted column', async () => {
    server.use(...mockHandlers(BASE_URL, { store: new MockStore({ now: MOCK_NOW }) }));
    renderTable();
    const table = await screen.findByRole('grid', { name: 'Link performance' });
    await userEvent.click(within(table).getByRole('columnheader', { name: /Revenue/ }));
    await waitFor(() => {
      const last = rowsRequests().at(-1)!;
      expect([last.searchParams.get('sort'), last.searchParams.get('order')]).toEqual([
        'revenue',
        'asc',
      ]);
    });
    expect(within(table).getByRole('columnheader', { name: /Revenue/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it("loads another range afresh rather than showing the last range's rows", async () => {
    server.use(
      ...mockHandlers(BASE_URL, { store: new MockStore({ now: MOCK_NOW }), delayMs: 100 }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const ui = (overrides: Partial<LinkRowsTableProps>) => (
      <QueryClientProvider client={queryClient}>
        <LinkRowsTable {...props(overrides)} />
      </QueryClientProvider>
    );
    const { rerender } = render(ui({}));
    const table = await screen.findByRole('grid', { name: 'Link performance' });
    await userEvent.click(within(table).getByRole('columnheader', { name: /Sales/ }));
    // Another sort keeps the rows while the server sorts them.
    expect(screen.getByRole('grid', { name: 'Link performance' })).toBe(table);
    rerender(ui({ from: '2025-12-01' }));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeVisible();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(await screen.findByRole('grid', { name: 'Link performance' })).toBeVisible();
  });

  it("discloses a row's product funnel for the page's range, and hides it again", async () => {
    const store = new MockStore({ now: MOCK_NOW });
    server.use(...mockHandlers(BASE_URL, { store }));
    renderTable();
    const first = store.data.links.find((l) => l.link_type === 'LOOK')!;
    const name = first.description!.split('\n')[0]!;
    const show = await screen.findByRole('button', { name: `Show the product funnel of ${name}` });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    const region = await screen.findByRole('region', { name: `Product funnel of ${name}` });
    const funnel = within(region).getByRole('grid', { name: 'Product funnel' });
    await waitFor(() =>
      expect(within(funnel).getAllByRole('rowheader')).toHaveLength(first.products.length),
    );
    const call = requests.find((url) => url.pathname.endsWith(`/links/${first.link_id}/funnel`))!;
    expect([call.searchParams.get('from_date'), call.searchParams.get('to_date')]).toEqual([
      '2025-12-17',
      '2026-01-15',
    ]);
    const hide = screen.getByRole('button', { name: `Hide the product funnel of ${name}` });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    expect(hide).toHaveAttribute('aria-controls', region.id);
    await userEvent.click(hide);
    expect(screen.queryByRole('region', { name: `Product funnel of ${name}` })).toBeNull();
    expect(
      screen.getByRole('button', { name: `Show the product funnel of ${name}` }),
    ).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows an influencer their own links with only the columns their permissions allow', async () => {
    const store = new MockStore({
      now: MOCK_NOW,
      role: 'influencer',
      permissions: {
        analytics_clicks_enabled: true,
        analytics_sales_enabled: false,
        analytics_revenue_enabled: false,
        analytics_cr_enabled: false,
      },
    });
    server.use(...mockHandlers(BASE_URL, { store }));
    renderTable({ viewerRole: 'influencer', permissions: { ...none, clicksEnabled: true } });
    const table = await screen.findByRole('grid', { name: 'Link performance' });
    expect(headers(table)).toEqual(['Link', 'Clicks', 'Product funnel']);
    const own = store.data.links.filter(
      (l) => l.link_type === 'LOOK' && l.influencer_username === store.influencerUsername,
    );
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent(
      own[0]!.description!.split('\n')[0]!,
    );
  });

  it("labels an influencer's revenue as theirs, sorted by sales without the clicks permission", async () => {
    server.use(
      ...mockHandlers(BASE_URL, {
        store: new MockStore({ now: MOCK_NOW, role: 'influencer' }),
      }),
    );
    renderTable({
      viewerRole: 'influencer',
      permissions: { ...none, salesEnabled: true, revenueEnabled: true },
    });
    const table = await screen.findByRole('grid', { name: 'Link performance' });
    expect(headers(table)).toEqual(['Link', 'Sales', 'Influencer revenue', 'Product funnel']);
    expect(rowsRequests()[0]!.searchParams.get('sort')).toBe('checkouts');
  });

  it('says no short had visits in the range', async () => {
    server.use(...mockHandlers(BASE_URL, { store: new MockStore({ now: MOCK_NOW, empty: true }) }));
    renderTable({ kind: 'short' });
    const table = await screen.findByRole('grid', { name: 'Short performance' });
    expect(within(table).getByText('No short visits for Last 30 days.')).toBeVisible();
  });

  it('says a failure with Try again, which loads the rows', async () => {
    server.use(
      ...mockHandlers(BASE_URL, {
        store: new MockStore({ now: MOCK_NOW }),
        error: true,
        only: ['linkAnalyticsRows'],
      }),
    );
    renderTable();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The link figures could not be loaded.',
    );
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    server.resetHandlers();
    server.use(...mockHandlers(BASE_URL, { store: new MockStore({ now: MOCK_NOW }) }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const table = screen.getByRole('grid', { name: 'Link performance' });
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(5));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows nothing, and asks nothing, to an influencer without a figure', () => {
    server.use(...mockHandlers(BASE_URL, { store: new MockStore({ now: MOCK_NOW }) }));
    const { container } = renderTable({ viewerRole: 'influencer', permissions: none });
    expect(container).toBeEmptyDOMElement();
    expect(rowsRequests()).toHaveLength(0);
  });
});
