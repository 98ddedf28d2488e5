import { createApiClient } from '@shoppable/api-client';
import { BUSINESS_ID, mockHandlers } from '@shoppable/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { clearAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { expect, within } from 'storybook/test';
import { RecentShorts } from './RecentShorts';

const STORY_BASE_URL = 'http://api.stories.test';

/** A fresh QueryClient per story without retries; stale announcements cleared (see account's stories). */
function QueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    clearAnnouncer('assertive');
    clearAnnouncer('polite');
    return new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

const meta = {
  title: 'Links/Shorts/RecentShorts',
  component: RecentShorts,
  decorators: [
    (Story) => (
      <QueryProvider>
        <Story />
      </QueryProvider>
    ),
  ],
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL) } },
  args: {
    client: createApiClient({ baseUrl: STORY_BASE_URL, getToken: () => 'mock-token' }),
    businessId: BUSINESS_ID,
    href: (short) => `/admin/shorts/${short.linkId}/preview`,
  },
} satisfies Meta<typeof RecentShorts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Recent shorts' });
    await expect(await within(region).findAllByRole('link')).toHaveLength(6);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Recent shorts' });
    await expect(await within(region).findAllByRole('link')).toHaveLength(3);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { loading: true }) } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('progressbar', { name: 'Loading the recent shorts' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { empty: true }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No shorts yet')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { error: true }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The shorts could not be loaded.')).toBeVisible();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'שורטים אחרונים' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Recent shorts' })).toBeVisible();
  },
};
