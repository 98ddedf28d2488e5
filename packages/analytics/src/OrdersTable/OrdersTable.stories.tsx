import type { Order } from '@shoppable/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OrdersTable } from './OrdersTable';

const orders: Order[] = Array.from({ length: 7 }, (_, i) => ({
  order_id: `ord_${i + 1}`,
  created_at: `2026-03-0${i + 1}T10:00:00Z`,
  currency: 'USD',
  order_status: (['PAID', 'REFUNDED', 'PARTIALLY_REFUNDED'] as const)[i % 3]!,
  products_count: (i % 3) + 1,
  total_price: 40 + i * 15,
}));

const meta = {
  title: 'Analytics/OrdersTable',
  component: OrdersTable,
  args: { orders },
} satisfies Meta<typeof OrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('PAID').length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No orders yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { orders: [], isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: 'Recent orders' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { orders: [], error: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The orders could not be loaded.')).toBeVisible();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: 'הזמנות אחרונות' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('REFUNDED').length).toBeGreaterThan(0);
  },
};
