import { ALL_PERMISSIONS } from '@shoppable/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { AnalyticsCharts, type AnalyticsChartPoint } from './AnalyticsCharts';

const points: AnalyticsChartPoint[] = Array.from({ length: 14 }, (_, i) => ({
  date: `2026-03-${String(i + 1).padStart(2, '0')}`,
  visits: 100 + ((i * 37) % 90),
  checkouts: 2 + ((i * 5) % 7),
  revenue: 80 + ((i * 53) % 300),
})).filter((_, i) => i !== 7);

const meta = {
  title: 'Analytics/AnalyticsCharts',
  component: AnalyticsCharts,
  args: {
    points,
    from: '2026-03-01',
    to: '2026-03-14',
    rangeLabel: 'Last 14 days',
    currency: 'USD',
    viewerRole: 'admin',
    permissions: ALL_PERMISSIONS,
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AnalyticsCharts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('figure', { name: 'Clicks and sales, Last 14 days' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Revenue' }));
    await waitFor(() =>
      expect(canvas.getByRole('figure', { name: 'Revenue, Last 14 days' })).toBeVisible(),
    );
  },
};

export const InfluencerClicksOnly: Story = {
  args: {
    viewerRole: 'influencer',
    permissions: {
      ...ALL_PERMISSIONS,
      salesEnabled: false,
      revenueEnabled: false,
      crEnabled: false,
      aovEnabled: false,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(
      canvas.getByRole('figure', { name: 'Clicks and sales, Last 14 days' }),
    ).toHaveAccessibleDescription(/^Clicks: total/);
  },
};

export const NoData: Story = {
  args: { points: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data for Last 14 days')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { points: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  args: { points: undefined, error: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The chart could not be loaded.');
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: { rangeLabel: '14 הימים האחרונים' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('figure', { name: 'קליקים ומכירות, 14 הימים האחרונים' }),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Clicks and sales' })).toBeChecked();
  },
};
