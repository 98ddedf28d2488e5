import { ALL_PERMISSIONS } from '@shoppable/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LifetimeStrip } from './LifetimeStrip';

const meta = {
  title: 'Analytics/LifetimeStrip',
  component: LifetimeStrip,
  args: {
    figures: { views: 48_200, checkouts: 310, revenue: 18_450 },
    currency: 'USD',
    viewerRole: 'admin',
    permissions: ALL_PERMISSIONS,
  },
} satisfies Meta<typeof LifetimeStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Lifetime views' })).toHaveTextContent('48.2K');
    await expect(canvas.getByRole('group', { name: 'Lifetime revenue' })).toHaveTextContent(
      '$18,450',
    );
  },
};

export const BelowRevenueThreshold: Story = {
  args: { figures: { views: 0, checkouts: 0, revenue: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group', { name: 'Lifetime revenue' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { figures: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Lifetime views' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const InfluencerMasked: Story = {
  args: { viewerRole: 'influencer', permissions: { ...ALL_PERMISSIONS, revenueEnabled: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group', { name: 'Lifetime revenue' })).not.toBeInTheDocument();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'צפיות מאז ההתחלה' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Lifetime sales' })).toHaveTextContent('310');
  },
};
