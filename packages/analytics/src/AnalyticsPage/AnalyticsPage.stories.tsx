import { createApiClient } from '@shoppable/api-client';
import { BUSINESS_ID, MOCK_NOW, mockHandlers } from '@shoppable/api-client/mocks';
import { ALL_PERMISSIONS, toClientPermissions } from '@shoppable/domain';
import type { DateRangeValue } from '@shoppable/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AnalyticsPage, type AnalyticsPageProps } from './AnalyticsPage';

const BASE_URL = 'http://api.stories.test';
const client = createApiClient({ baseUrl: BASE_URL, getToken: () => 'mock-token' });
const TODAY = MOCK_NOW.slice(0, 10);

/** No analytics permission at all. */
const none = toClientPermissions(null);

/** A fresh cache per story, without retries, so failures show at once. */
function QueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** Keeps the range and tab the way the app's URL does. */
function Stateful(props: AnalyticsPageProps) {
  const [range, setRange] = useState<DateRangeValue>(props.range);
  const [tab, setTab] = useState(props.tab);
  return (
    <AnalyticsPage
      {...props}
      range={range}
      onRangeChange={(next) => {
        setRange(next);
        props.onRangeChange(next);
      }}
      tab={tab}
      onTabChange={(next) => {
        setTab(next);
        props.onTabChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Analytics/AnalyticsPage',
  component: AnalyticsPage,
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <QueryProvider>
        <Story />
      </QueryProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: mockHandlers(BASE_URL) },
  },
  args: {
    client,
    businessId: BUSINESS_ID,
    viewerRole: 'admin',
    permissions: ALL_PERMISSIONS,
    range: { kind: 'preset', preset: 'last30Days' },
    today: TODAY,
    onRangeChange: fn(),
    onTabChange: fn(),
    onNoStore: fn(),
  },
} satisfies Meta<typeof AnalyticsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const tilesOf = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('region', { name: 'Analytics' }, { timeout: 5000 });

/** An admin: three tabs, every tile, the chart, the insights; tabs and ranges switch. */
export const Admin: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    const tabs = canvas.getByRole('tablist', { name: 'Channels' });
    await expect(within(tabs).getAllByRole('tab')).toHaveLength(3);
    const tiles = await tilesOf(canvas);
    await waitFor(() =>
      expect(within(tiles).queryAllByRole('group', { busy: true })).toHaveLength(0),
    );
    await expect(within(tiles).getByText('Average order value')).toBeVisible();
    await expect(
      await canvas.findByRole('figure', { name: 'Clicks and sales, Last 30 days' }),
    ).toBeVisible();
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Shop the Feed' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('shopboard');
    await userEvent.click(canvas.getByRole('button', { name: /Date range/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Last 24 hours' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await expect(args.onRangeChange).toHaveBeenCalledWith({
      kind: 'preset',
      preset: 'last24Hours',
    });
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Charts' })).toBeNull());
    // The picker's panel (its calendar has a header) has gone before axe looks.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const table = canvas.getByRole('grid', { name: 'Influencer insights' });
    await expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(0);
  },
};

/** Explained counts: the visits breakdown opened from under the tiles. */
export const VisitsBreakdownOpen: Story = {
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole(
      'button',
      { name: 'Why visits differ' },
      { timeout: 5000 },
    );
    await userEvent.click(toggle);
    const panel = canvas.getByRole('region', { name: 'Visits breakdown' });
    await expect(within(panel).getByText('Counted visits')).toBeVisible();
    await expect(within(panel).getAllByRole('definition')).toHaveLength(4);
    await expect(within(panel).getByText(/in place of a sold-out one/)).toBeVisible();
  },
};

/**
 * The link rows of the Links tab: a row's product funnel opened for the page's range; the Shorts
 * tab has its own rows.
 */
export const LinkRows: Story = {
  play: async ({ canvas }) => {
    const rows = await canvas.findByRole('grid', { name: 'Link performance' }, { timeout: 5000 });
    await waitFor(() => expect(within(rows).getAllByRole('rowheader')).toHaveLength(5), {
      timeout: 5000,
    });
    const name = within(rows).getAllByRole('rowheader')[0]!.textContent!;
    await userEvent.click(
      canvas.getByRole('button', { name: `Show the product funnel of ${name}` }),
    );
    // On a busy machine the press can take over the default second to render the funnel.
    const region = await canvas.findByRole(
      'region',
      { name: `Product funnel of ${name}` },
      { timeout: 5000 },
    );
    await expect(
      await within(region).findByRole('grid', { name: 'Product funnel' }, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Shorts' }));
    await expect(
      await canvas.findByRole('grid', { name: 'Short performance' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The insights sorted by a column and downloaded. */
export const InsightsSortAndDownload: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole(
      'grid',
      { name: 'Influencer insights' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(0));
    const header = within(table).getByRole('columnheader', { name: /Link clicks/ });
    await userEvent.click(header);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    // Enabled once the page's report is in too, which may come well after the table's rows.
    await waitFor(
      () => expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeEnabled(),
      { timeout: 5000 },
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers(BASE_URL, { loading: true }) } },
  play: async ({ canvas }) => {
    const tiles = await tilesOf(canvas);
    await expect(within(tiles).getAllByRole('group', { busy: true }).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

/** A range without a single event: zero tiles, the chart says so, no insights. */
export const EmptyRange: Story = {
  parameters: { msw: { handlers: mockHandlers(BASE_URL, { empty: true, now: MOCK_NOW }) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No data for Last 30 days', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText('No influencer activity in this period.')).toBeVisible();
    await expect(
      await canvas.findByText('No link visits for Last 30 days.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: mockHandlers(BASE_URL, { error: true }) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'The analytics could not be loaded. Try again later.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByText('The influencer insights could not be loaded.')).toBeVisible();
    await expect(
      await canvas.findByText('The link figures could not be loaded.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** An influencer with clicks and sales: two tabs, two tiles, no insights. */
export const InfluencerClicksAndSales: Story = {
  args: {
    viewerRole: 'influencer',
    permissions: { ...none, clicksEnabled: true, salesEnabled: true },
  },
  play: async ({ canvas }) => {
    const tabs = canvas.getByRole('tablist', { name: 'Channels' });
    await expect(within(tabs).getAllByRole('tab')).toHaveLength(2);
    const tiles = await tilesOf(canvas);
    await expect(within(tiles).getAllByRole('group')).toHaveLength(2);
    await expect(canvas.queryByRole('grid', { name: 'Influencer insights' })).toBeNull();
    const rows = await canvas.findByRole('grid', { name: 'Link performance' }, { timeout: 5000 });
    await expect(
      within(rows)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Link', 'Clicks', 'Sales', 'Product funnel']);
  },
};

/** An influencer with revenue and AOV only: influencer revenue and AOV tiles, no clicks. */
export const InfluencerRevenue: Story = {
  args: {
    viewerRole: 'influencer',
    permissions: { ...none, revenueEnabled: true, aovEnabled: true, commissionEnabled: true },
  },
  play: async ({ canvas }) => {
    const tiles = await tilesOf(canvas);
    await expect(within(tiles).getByText('Influencer revenue')).toBeVisible();
    await expect(within(tiles).getByText('Average order value')).toBeVisible();
    await expect(within(tiles).queryByText('Clicks')).toBeNull();
  },
};

/** An influencer whose permissions show no figure. */
export const InfluencerNoFigures: Story = {
  args: { viewerRole: 'influencer', permissions: none },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your permissions show no figures here.')).toBeVisible();
  },
};

export const NoStore: Story = {
  args: { hasStore: false },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onNoStore).toHaveBeenCalled());
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await tilesOf(canvas);
    await expect(
      await canvas.findByRole('grid', { name: 'Link performance' }, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Date range/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Date range' });
    // The drawer slides in from off-screen: visible once its entry animation is under way.
    await waitFor(() => expect(drawer).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'אנליטיקס' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'קישורים קצרים' })).toBeVisible();
    await expect(
      await canvas.findByRole('grid', { name: 'תובנות משפיענים' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('grid', { name: 'ביצועי קישורים' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'figure',
        { name: 'Clicks and sales, Last 30 days' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};
