import { createApiClient } from '@shoppable/api-client';
import { MOCK_NOW, MockStore, mockHandlers } from '@shoppable/api-client/mocks';
import { ALL_PERMISSIONS, compactNumber, toClientPermissions } from '@shoppable/domain';
import type { DateRangeValue } from '@shoppable/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AnalyticsPage, type AnalyticsPageProps } from './AnalyticsPage';
import { parseAnalyticsSearch, rangeOfSearch, searchOfRange } from './analyticsSearch';
import { reportDaysOf } from './reportDays';

const BASE_URL = 'http://api.test';
const client = createApiClient({ baseUrl: BASE_URL, getToken: () => 'mock-token' });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TODAY = MOCK_NOW.slice(0, 10);
/** No analytics permission at all. */
const none = toClientPermissions(null);

function renderPage(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

const props = (overrides: Partial<AnalyticsPageProps> = {}): AnalyticsPageProps => ({
  client,
  businessId: 'biz',
  viewerRole: 'admin',
  permissions: ALL_PERMISSIONS,
  range: { kind: 'preset', preset: 'last30Days' },
  onRangeChange: () => {},
  today: TODAY,
  deferChart: false,
  ...overrides,
});

describe('AnalyticsPage', () => {
  it('shows an admin the three tabs, the tiles of the selected one and the insights', async () => {
    const store = new MockStore({ now: MOCK_NOW });
    server.use(...mockHandlers(BASE_URL, { store }));
    const onTabChange = vi.fn();
    renderPage(<AnalyticsPage {...props({ onTabChange })} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    const tabs = screen.getByRole('tablist', { name: 'Channels' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Links', 'Shorts', 'Shop the Feed']);
    const tiles = await screen.findByRole('region', { name: 'Analytics' });
    const looks = store.data.analytics.looks_analytics;
    await waitFor(() => expect(within(tiles).getByText(compactNumber(looks.visits))).toBeVisible());
    for (const label of ['Clicks', 'Sales', 'Conversion rate', 'Revenue', 'Average order value']) {
      expect(within(tiles).getByText(label)).toBeVisible();
    }
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Shorts' }));
    expect(onTabChange).toHaveBeenCalledWith('shorts');
    const shorts = store.data.analytics.shorts_analytics;
    const shortTiles = screen.getByRole('region', { name: 'Analytics' });
    expect(within(shortTiles).getByText(compactNumber(shorts.visits))).toBeVisible();
    const table = await screen.findByRole(
      'grid',
      { name: 'Influencer insights' },
      { timeout: 5000 },
    );
    const first = store.data.analytics.influencers_insights![0]!;
    expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(0);
    expect(within(table).getByRole('columnheader', { name: /Attributed revenue/ })).toBeVisible();
    expect(first.influencer_username).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });

  it('shows the link rows of the Links and Shorts tabs for the range, none on Shop the Feed', async () => {
    const store = new MockStore({ now: MOCK_NOW });
    server.use(...mockHandlers(BASE_URL, { store }));
    renderPage(<AnalyticsPage {...props()} />);
    const links = await screen.findByRole('grid', { name: 'Link performance' });
    await waitFor(() => expect(within(links).getAllByRole('rowheader')).toHaveLength(5));
    expect(
      screen.getByText(
        "Each link's figures, Last 30 days. A row's Funnel button opens its product funnel.",
      ),
    ).toBeVisible();
    const tabs = screen.getByRole('tablist', { name: 'Channels' });
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Shorts' }));
    const shorts = await screen.findByRole('grid', { name: 'Short performance' });
    const short = store.data.links.find((l) => l.link_type === 'SHORT')!;
    await waitFor(() =>
      expect(within(shorts).getAllByRole('rowheader')[0]).toHaveTextContent(short.title!),
    );
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Shop the Feed' }));
    expect(screen.queryByRole('grid', { name: /performance/ })).toBeNull();
  });

  it('hands a picked tab to the app once, and follows the tab the app passes (back, a link)', async () => {
    const store = new MockStore({ now: MOCK_NOW });
    server.use(...mockHandlers(BASE_URL, { store }));
    const onTabChange = vi.fn();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const page = (tab?: AnalyticsPageProps['tab']) => (
      <QueryClientProvider client={queryClient}>
        <AnalyticsPage {...props({ tab, onTabChange })} />
      </QueryClientProvider>
    );
    const { rerender } = render(page());
    const tabs = screen.getByRole('tablist', { name: 'Channels' });
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Shorts' }));
    expect(onTabChange.mock.calls).toEqual([['shorts']]);
    expect(screen.getByRole('tabpanel', { name: 'Shorts' })).toBeVisible();
    rerender(page('shorts'));
    rerender(page('shopboard'));
    expect(within(tabs).getByRole('tab', { name: 'Shop the Feed' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'Shop the Feed' })).toBeVisible();
    expect(onTabChange.mock.calls).toEqual([['shorts']]);
  });

  it('explains the visits: counted, filtered as bots, filtered as repeats, swapped', async () => {
    const store = new MockStore({ now: MOCK_NOW });
    server.use(...mockHandlers(BASE_URL, { store }));
    renderPage(<AnalyticsPage {...props()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Why visits differ' }));
    const panel = screen.getByRole('region', { name: 'Visits breakdown' });
    const looks = store.data.analytics.looks_analytics;
    expect(
      within(panel)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(
      [looks.visits, looks.filtered_bots, looks.filtered_repeats, looks.swapped_visits].map((n) =>
        new Intl.NumberFormat('en-US').format(n ?? 0),
      ),
    );
  });

  it('shows no breakdown to an influencer without clicks', async () => {
    server.use(...mockHandlers(BASE_URL));
    renderPage(
      <AnalyticsPage
        {...props({ viewerRole: 'influencer', permissions: { ...none, salesEnabled: true } })}
      />,
    );
    await screen.findByText('Sales');
    expect(screen.queryByRole('button', { name: 'Why visits differ' })).toBeNull();
  });

  it('hands a picked range to the app, which keeps it', async () => {
    server.use(...mockHandlers(BASE_URL));
    const onRangeChange = vi.fn<(range: DateRangeValue) => void>();
    renderPage(<AnalyticsPage {...props({ onRangeChange })} />);
    await userEvent.click(screen.getByRole('button', { name: /Date range/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lifetime' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(onRangeChange).toHaveBeenCalledWith({ kind: 'preset', preset: 'lifetime' });
  });

  it('hides the chart for the last 24 hours', async () => {
    server.use(...mockHandlers(BASE_URL));
    renderPage(<AnalyticsPage {...props({ range: { kind: 'preset', preset: 'last24Hours' } })} />);
    await screen.findByRole('grid', { name: 'Influencer insights' });
    expect(screen.queryByRole('region', { name: 'Charts' })).toBeNull();
  });

  it('shows the chart of the range', async () => {
    server.use(...mockHandlers(BASE_URL));
    renderPage(<AnalyticsPage {...props()} />);
    expect(
      await screen.findByRole('figure', { name: 'Clicks and sales, Last 30 days' }),
    ).toBeVisible();
  });

  it('draws the chart only once its place scrolls into view', async () => {
    server.use(...mockHandlers(BASE_URL));
    let reveal: () => void = () => {};
    class Observer {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        reveal = () => callback([{ isIntersecting: true }]);
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', Observer);
    try {
      renderPage(<AnalyticsPage {...props({ deferChart: true })} />);
      await screen.findByRole('grid', { name: 'Influencer insights' }, { timeout: 5000 });
      expect(screen.queryByRole('region', { name: 'Charts' })).toBeNull();
      act(() => reveal());
      expect(await screen.findByRole('region', { name: 'Charts' })).toBeVisible();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows an influencer two tabs, the tiles of their permissions and no insights', async () => {
    server.use(...mockHandlers(BASE_URL));
    renderPage(
      <AnalyticsPage
        {...props({
          viewerRole: 'influencer',
          permissions: { ...none, clicksEnabled: true, salesEnabled: true },
        })}
      />,
    );
    const tabs = screen.getByRole('tablist', { name: 'Channels' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Links', 'Shorts']);
    const tiles = await screen.findByRole('region', { name: 'Analytics' });
    expect(within(tiles).getByText('Clicks')).toBeVisible();
    expect(within(tiles).getByText('Sales')).toBeVisible();
    expect(within(tiles).queryByText('Revenue')).toBeNull();
    expect(within(tiles).queryByText('Influencer revenue')).toBeNull();
    expect(within(tiles).queryByText('Conversion rate')).toBeNull();
    expect(screen.queryByRole('grid', { name: 'Influencer insights' })).toBeNull();
  });

  it('tells an influencer without any figure so, and asks nothing', () => {
    renderPage(<AnalyticsPage {...props({ viewerRole: 'influencer', permissions: none })} />);
    expect(screen.getByText('Your permissions show no figures here.')).toBeVisible();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('leaves every part in a readable error after a failure, never a spinner', async () => {
    server.use(...mockHandlers(BASE_URL, { error: true }));
    renderPage(<AnalyticsPage {...props()} />);
    await waitFor(() =>
      expect(screen.getByText('The analytics could not be loaded. Try again later.')).toBeVisible(),
    );
    expect(screen.getByText('The influencer insights could not be loaded.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('leaves when no store is connected', () => {
    const onNoStore = vi.fn();
    renderPage(<AnalyticsPage {...props({ hasStore: false, onNoStore })} />);
    expect(onNoStore).toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Analytics' })).toBeNull();
  });
});

describe('analytics search params', () => {
  it.each([
    [{ range: 'last7Days' }, { range: 'last7Days' }],
    [{ range: 'nope', tab: 'shorts' }, { tab: 'shorts' }],
    [
      { from: '2025-02-01', to: '2025-03-01' },
      { from: '2025-02-01', to: '2025-03-01' },
    ],
    [{ from: '2025-03-01', to: '2025-02-01' }, {}],
    [{ from: '2022-12-31', to: '2025-02-01' }, {}],
    [{ from: '2025-02-01', to: '2027-01-01' }, {}],
    [{ from: '2025-02-30', to: '2025-03-01', tab: 'x' }, {}],
  ])('reads %j as %j', (raw, parsed) => {
    expect(parseAnalyticsSearch(raw, TODAY)).toEqual(parsed);
  });

  it('round-trips a range, This month by default', () => {
    expect(rangeOfSearch({})).toEqual({ kind: 'preset', preset: 'thisMonth' });
    const custom: DateRangeValue = { kind: 'custom', from: '2025-02-01', to: '2025-03-01' };
    expect(rangeOfSearch(searchOfRange(custom))).toEqual(custom);
    const preset: DateRangeValue = { kind: 'preset', preset: 'lifetime' };
    expect(rangeOfSearch(searchOfRange(preset))).toEqual(preset);
  });

  it("gives a range's report days as its query takes them, no start for Lifetime", () => {
    expect(reportDaysOf({ kind: 'preset', preset: 'thisMonth' }, '2026-03-15')).toEqual({
      from: '2026-03-01',
      to: '2026-03-15',
    });
    expect(reportDaysOf({ kind: 'preset', preset: 'lifetime' }, '2026-03-15')).toEqual({
      to: '2026-03-15',
    });
    expect(reportDaysOf({ kind: 'custom', from: '2025-02-01', to: '2025-03-01' }, TODAY)).toEqual({
      from: '2025-02-01',
      to: '2025-03-01',
    });
  });
});
