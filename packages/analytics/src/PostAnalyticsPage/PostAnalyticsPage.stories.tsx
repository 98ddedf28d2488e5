import { createApiClient } from '@shoppable/api-client';
import { BUSINESS_ID, MOCK_NOW, MockStore, mockHandlers } from '@shoppable/api-client/mocks';
import { ALL_PERMISSIONS } from '@shoppable/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PostAnalyticsPage } from './PostAnalyticsPage';

const BASE_URL = 'http://api.stories.test';
const client = createApiClient({ baseUrl: BASE_URL, getToken: () => 'mock-token' });
const store = new MockStore({ now: MOCK_NOW });
const post = store.data.posts.instagram.find((p) => p.products.length > 0)!;

/** A fresh cache per story, without retries, so failures show at once. */
function QueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

const meta = {
  title: 'Analytics/PostAnalyticsPage',
  component: PostAnalyticsPage,
  decorators: [
    (Story) => (
      <QueryProvider>
        <Story />
      </QueryProvider>
    ),
  ],
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers(BASE_URL, { store }) } },
  args: {
    client,
    businessId: BUSINESS_ID,
    social: 'instagram',
    postId: post.post_id,
    viewerRole: 'admin',
    permissions: ALL_PERMISSIONS,
    onBack: fn(),
  },
} satisfies Meta<typeof PostAnalyticsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Post analytics' })).toBeVisible();
    const table = await canvas.findByRole('grid', { name: 'Top performing products' });
    await expect((await within(table).findAllByRole('rowheader')).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the shopboard' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers(BASE_URL, { loading: true }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: 'Clicks of the post' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: mockHandlers(BASE_URL, { error: true }) } },
  play: async ({ canvas }) => {
    await expect(
      (await canvas.findAllByText('Failed to fetch post analytics data')).length,
    ).toBeGreaterThan(0);
  },
};

/** An influencer without clicks or sales: no chart, the products only. */
export const InfluencerWithoutClicks: Story = {
  args: {
    viewerRole: 'influencer',
    permissions: { ...ALL_PERMISSIONS, clicksEnabled: false, salesEnabled: false },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', { name: 'Top performing products' });
    await expect(canvas.queryByRole('figure', { name: 'Clicks of the post' })).toBeNull();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'אנליטיקס של פוסט' }),
    ).toBeVisible();
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
