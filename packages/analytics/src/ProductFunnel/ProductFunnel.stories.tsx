import type { FunnelStep } from '@shoppable/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProductFunnel } from './ProductFunnel';

const titles = ['Linen shirt', 'Canvas tote', 'Wool scarf', 'Denim jacket'];
const steps: FunnelStep[] = titles.map((title, i) => ({
  product_id: `prd_${i + 1}`,
  inventory_id: `inv_${i + 1}`,
  title,
  views: 400,
  adds_to_cart: 80 - i * 20,
  checkouts: 20 - i * 5,
}));

const rowOf = (canvas: HTMLElement, title: string) =>
  within(canvas).getByRole('rowheader', { name: title }).closest<HTMLElement>('[role="row"]')!;

const meta = {
  title: 'Analytics/ProductFunnel',
  component: ProductFunnel,
  args: { steps, onRetry: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductFunnel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('grid', { name: 'Product funnel' });
    await expect(within(table).getByRole('columnheader', { name: 'Added to cart' })).toBeVisible();
    const shirt = rowOf(canvasElement, 'Linen shirt');
    await expect(within(shirt).getByText('80% dropped off')).toBeVisible();
    await expect(within(shirt).getByText('75% dropped off')).toBeVisible();
  },
};

export const SalesHidden: Story = {
  args: { steps: steps.map((s) => ({ ...s, adds_to_cart: null, checkouts: null })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Views' })).toBeVisible();
    await expect(canvas.queryByRole('columnheader', { name: 'Checkouts' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { steps: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products on this link.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { steps: [], isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading rows' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { steps: [], error: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('The product funnel could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalled());
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('grid', { name: 'משפך המוצרים' })).toBeVisible(), {
      timeout: 5000,
    });
    await expect(canvas.getByRole('columnheader', { name: 'נוספו לעגלה' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: 'Canvas tote' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: 'Wool scarf' })).toBeVisible();
  },
};
