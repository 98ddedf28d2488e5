import { createApiClient } from '@shoppable/api-client';
import { BUSINESS_ID, mockHandlers } from '@shoppable/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { useState, type ReactNode } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { TrendsPage } from './TrendsPage';

const BASE_URL = 'http://api.stories.test';
const client = createApiClient({ baseUrl: BASE_URL, getToken: () => 'mock-token' });

/** A fresh cache per story, without retries, so failures show at once. */
function QueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** The three trends calls answering nothing. */
const emptyTrends = [
  http.get(`${BASE_URL}/admin/v1/products/trends/top-performing`, () =>
    HttpResponse.json({ status: true, data: [], error: null }),
  ),
  http.get(`${BASE_URL}/admin/v1/products/trends/top-combinations`, () =>
    HttpResponse.json({
      status: true,
      data: { top_combinations: [], orders_together: [], products: [] },
      error: null,
    }),
  ),
  http.get(`${BASE_URL}/admin/v1/products/trends/complementary/:id`, () =>
    HttpResponse.json({ status: true, data: [], error: null }),
  ),
];

const meta = {
  title: 'Analytics/TrendsPage',
  component: TrendsPage,
  decorators: [
    (Story) => (
      <QueryProvider>
        <Story />
      </QueryProvider>
    ),
  ],
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers(BASE_URL) } },
  args: {
    client,
    businessId: BUSINESS_ID,
    onCreateInstant: fn(),
    onUpgrade: fn(),
    random: () => 0,
  },
} satisfies Meta<typeof TrendsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const complementsOf = (title: string) =>
  screen.findByRole('list', { name: `Complementary products of ${title}` }, { timeout: 5000 });

/** Everything loaded: a combination's quick link hands over exactly its products. */
export const Populated: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Trends' })).toBeVisible();
    const table = await canvas.findByRole('grid', { name: 'Top performing products' });
    const first = within(table).getAllByRole('rowheader')[0]!.textContent ?? '';
    // random() = 0 draws the first of the first three top products.
    await expect(await complementsOf(first)).toBeVisible();
    await expect(canvas.getAllByText(/^In \d+% of its orders$/).length).toBeGreaterThan(0);
    const combos = canvas.getByRole('list', { name: 'Best combinations' });
    const quick = within(combos).getAllByRole('button', { name: /^Create Instant with / })[0]!;
    await userEvent.click(quick);
    await expect(args.onCreateInstant).toHaveBeenCalledTimes(1);
    const [products] = (args.onCreateInstant as ReturnType<typeof fn>).mock.calls[0]!;
    await expect(products).toHaveLength(2);
  },
};

/** The main product swapped through the catalog's product picker. */
export const SwapMainProduct: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('grid', { name: 'Top performing products' });
    const first = within(table).getAllByRole('rowheader')[0]!.textContent ?? '';
    await complementsOf(first);
    await userEvent.click(canvas.getByRole('button', { name: 'Change product' }));
    const grid = await screen.findByRole('grid', { name: 'Products' }, { timeout: 5000 });
    await waitFor(() => expect(grid).toBeVisible());
    await userEvent.click(within(grid).getAllByRole('row')[5]!);
    await userEvent.click(screen.getByRole('button', { name: 'Show complementary products' }));
    await waitFor(() => {
      const list = canvas.getByRole('list', { name: /^Complementary products of / });
      expect(list).not.toHaveAccessibleName(`Complementary products of ${first}`);
    });
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers(BASE_URL, { loading: true }) } },
  play: async ({ canvas }) => {
    const busy = canvas.getAllByLabelText('Loading');
    await expect(busy.length).toBe(3);
    for (const b of busy) await expect(b).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [...emptyTrends, ...mockHandlers(BASE_URL)] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No top performing products' }),
    ).toBeVisible();
    // Each section answers on its own: wait for each rather than for the first.
    await expect(await canvas.findByRole('heading', { name: 'No combinations yet' })).toBeVisible();
    await expect(
      await canvas.findByText('Choose a main product to see what sells with it.'),
    ).toBeVisible();
  },
};

/** A main product nothing was bought with. */
export const NoComplementaryProducts: Story = {
  parameters: {
    msw: { handlers: [emptyTrends[2]!, ...mockHandlers(BASE_URL)] },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No complementary products' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: mockHandlers(BASE_URL, { error: true }) } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(2));
    await expect(
      canvas.getByText('The top performing products could not be loaded.'),
    ).toBeVisible();
    await expect(canvas.getByText('The best combinations could not be loaded.')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  },
};

/** Starter and ended-trial free plans: no calls, the plans offered. */
export const Gated: Story = {
  args: { canUseTrends: false },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Trends are on the Business and Pro plans' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'See plans' }));
    await expect(args.onUpgrade).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const cards = await canvas.findByRole('list', { name: 'Top performing products' });
    await expect(within(cards).getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('grid', { name: 'Top performing products' })).toBeNull();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'מגמות' })).toBeVisible();
    await expect(await canvas.findByRole('grid', { name: 'המוצרים המובילים' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('grid', { name: 'Top performing products' }),
    ).toBeVisible();
  },
};
