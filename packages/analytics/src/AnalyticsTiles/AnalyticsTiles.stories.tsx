import { ALL_PERMISSIONS } from '@shoppable/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AnalyticsTiles } from './AnalyticsTiles';

const meta = {
  title: 'Analytics/AnalyticsTiles',
  component: AnalyticsTiles,
  args: {
    figures: {
      views: 12_345,
      checkouts: 40,
      revenue: 2000,
      influencerAttributedCheckouts: 10,
      influencerAttributedRevenue: 500,
      commission: 50,
    },
    currency: 'USD',
    viewerRole: 'admin',
    permissions: ALL_PERMISSIONS,
  },
} satisfies Meta<typeof AnalyticsTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Clicks' })).toHaveTextContent('12.35K');
    await expect(canvas.getByRole('group', { name: 'Revenue' })).toHaveTextContent('$2,000');
  },
};

export const InfluencerMasked: Story = {
  args: {
    viewerRole: 'influencer',
    permissions: {
      ...ALL_PERMISSIONS,
      clicksEnabled: false,
      crEnabled: false,
      aovEnabled: false,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group', { name: 'Clicks' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'Sales' })).toHaveTextContent('10');
    await expect(canvas.getByRole('group', { name: 'Influencer revenue' })).toHaveTextContent(
      '$500',
    );
    await expect(canvas.getByRole('group', { name: 'Commission' })).toHaveTextContent('$50');
  },
};

export const Loading: Story = {
  args: { figures: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Clicks' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  args: {
    figures: {
      views: 0,
      checkouts: 0,
      revenue: 0,
      influencerAttributedCheckouts: 0,
      influencerAttributedRevenue: 0,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Conversion rate' })).toHaveTextContent('0%');
  },
};

export const Failed: Story = {
  args: { figures: undefined, error: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be loaded');
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: { currency: 'ILS' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'קליקים' })).toHaveTextContent('12.35K');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Sales' })).toHaveTextContent('40');
  },
};
