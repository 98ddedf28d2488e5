import { createApiClient } from '@shoppable/api-client';
import { BUSINESS_ID, MOCK_NOW, mockHandlers } from '@shoppable/api-client/mocks';
import { ALL_PERMISSIONS, toClientPermissions } from '@shoppable/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LinkRowsTable } from './LinkRowsTable';

const BASE_URL = 'http://api.stories.test';
const client = createApiClient({ baseUrl: BASE_URL, getToken: () => 'mock-token' });

/** No analytics permission at all. */
const none = toClientPermissions(null);

/** A fresh cache per story, without retries, so failures show at once. */
function QueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

const meta = {
  title: 'Analytics/LinkRowsTable',
  component: LinkRowsTable,
  decorators: [
    (Story) => (
      <QueryProvider>
        <div style={{ maxInlineSize: 960 }}>
          <Story />
        </div>
      </QueryProvider>
    ),
  ],
  parameters: { msw: { handlers: mockHandlers(BASE_URL, { now: MOCK_NOW }) } },
  args: {
    client,
    businessId: BUSINESS_ID,
    kind: 'link',
    from: '2025-12-17',
    to: MOCK_NOW.slice(0, 10),
    rangeLabel: 'Last 30 days',
    viewerRole: 'admin',
    permissions: ALL_PERMISSIONS,
  },
} satisfies Meta<typeof LinkRowsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const tableOf = (canvas: ReturnType<typeof within>, name = 'Link performance') =>
  canvas.findByRole('grid', { name }, { timeout: 5000 });

const loadedRows = async (table: HTMLElement) => {
  await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(5), {
    timeout: 5000,
  });
  return within(table).getAllByRole('rowheader');
};

/** An admin: every figure, most visited first, each name linking to its preview page. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    const table = await tableOf(canvas);
    const [first] = await loadedRows(table);
    await expect(within(first!).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/admin\/links\/.+\/preview$/),
    );
    for (const name of ['Clicks', 'Sales', 'Revenue', 'Conversion rate']) {
      await expect(
        within(table).getByRole('columnheader', { name: new RegExp(name) }),
      ).toBeVisible();
    }
    await expect(within(table).getByRole('columnheader', { name: /Clicks/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeEnabled();
  },
};

/** A row's product funnel disclosed below the table, for the same range. */
export const FunnelOpen: Story = {
  play: async ({ canvas }) => {
    const table = await tableOf(canvas);
    const [first] = await loadedRows(table);
    const name = first!.textContent!;
    await userEvent.click(
      canvas.getByRole('button', { name: `Show the product funnel of ${name}` }),
    );
    const region = await canvas.findByRole('region', { name: `Product funnel of ${name}` });
    const funnel = within(region).getByRole('grid', { name: 'Product funnel' });
    await waitFor(
      () => expect(within(funnel).getAllByRole('rowheader').length).toBeGreaterThan(0),
      { timeout: 5000 },
    );
    await expect(
      canvas.getByRole('button', { name: `Hide the product funnel of ${name}` }),
    ).toHaveAttribute('aria-expanded', 'true');
  },
};

/** A range without visits: the message names it. */
export const Empty: Story = {
  args: { kind: 'short' },
  parameters: { msw: { handlers: mockHandlers(BASE_URL, { now: MOCK_NOW, empty: true }) } },
  play: async ({ canvas }) => {
    const table = await tableOf(canvas, 'Short performance');
    await expect(within(table).getByText('No short visits for Last 30 days.')).toBeVisible();
  },
};

/** The first page on its way: skeleton rows. */
export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers(BASE_URL, { now: MOCK_NOW, loading: true }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

/** A failed load: the message and Try again, no spinner. */
export const Failed: Story = {
  parameters: { msw: { handlers: mockHandlers(BASE_URL, { now: MOCK_NOW, error: true }) } },
  play: async ({ canvas }) => {
    const table = await tableOf(canvas);
    await expect(
      await within(table).findByText('The link figures could not be loaded.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** An influencer with the clicks permission only: their links, the clicks column alone. */
export const InfluencerClicksOnly: Story = {
  args: { viewerRole: 'influencer', permissions: { ...none, clicksEnabled: true } },
  parameters: {
    msw: {
      handlers: mockHandlers(BASE_URL, {
        now: MOCK_NOW,
        role: 'influencer',
        permissions: {
          analytics_sales_enabled: false,
          analytics_revenue_enabled: false,
          analytics_cr_enabled: false,
        },
      }),
    },
  },
  play: async ({ canvas }) => {
    const table = await tableOf(canvas);
    await waitFor(() => expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(0), {
      timeout: 5000,
    });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Link', 'Clicks', 'Product funnel']);
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    const table = await tableOf(canvas, 'ביצועי קישורים');
    const [first] = await loadedRows(table);
    await expect(
      canvas.getByRole('button', { name: `הצגת משפך המוצרים של ${first!.textContent}` }),
    ).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: /קליקים/ })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    const table = await tableOf(canvas);
    await loadedRows(table);
    await expect(within(table).getByRole('columnheader', { name: /Revenue/ })).toBeVisible();
  },
};

/** 390 px: the table scrolls inside its card; the page itself does not scroll sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const table = await tableOf(canvas);
    const [first] = await loadedRows(table);
    await expect(first).toBeVisible();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
