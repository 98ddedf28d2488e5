import type { ProductRow } from '@shoppable/api-client';
import { ALL_PERMISSIONS } from '@shoppable/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TopProductsTable } from './TopProductsTable';

const titles = ['Linen shirt', 'Canvas tote', 'Wool scarf', 'Denim jacket', 'Silk dress', 'Cap'];
const products: ProductRow[] = titles.map((title, i) => ({
  product_id: `prod_${i + 1}`,
  title,
  view: 900 - i * 120,
  add: 120 - i * 15,
  buy: 40 - i * 6,
  rank: 95 - i * 18,
  image: null,
}));

const meta = {
  title: 'Analytics/TopProductsTable',
  component: TopProductsTable,
  args: { products, viewerRole: 'admin', permissions: ALL_PERMISSIONS },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TopProductsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Top performing products' });
    await expect(within(table).getByRole('rowheader', { name: 'Linen shirt' })).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: /Sales/ })).toBeVisible();
  },
};

export const InfluencerMasked: Story = {
  args: {
    viewerRole: 'influencer',
    permissions: { ...ALL_PERMISSIONS, clicksEnabled: false, salesEnabled: false },
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Top performing products' });
    await expect(within(table).queryByRole('columnheader', { name: /Views/ })).toBeNull();
    await expect(within(table).queryByRole('columnheader', { name: /Sales/ })).toBeNull();
    await expect(within(table).getByRole('columnheader', { name: /Rank/ })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products to rank yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { products: [], isLoading: true, hasMore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: 'Top performing products' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { products: [], error: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The top products could not be loaded.')).toBeVisible();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: 'המוצרים המובילים' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: 'Canvas tote' })).toBeVisible();
  },
};
