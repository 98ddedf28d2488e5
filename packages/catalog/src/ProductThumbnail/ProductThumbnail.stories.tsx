import { Tag } from '@shoppable/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProductThumbnail } from './ProductThumbnail';

const image =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#c9b8f5"/></svg>',
  );

const meta = {
  title: 'Catalog/ProductThumbnail',
  component: ProductThumbnail,
  args: { title: 'Linen shirt', imageUrl: image },
} satisfies Meta<typeof ProductThumbnail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Linen shirt' })).toBeVisible();
  },
};

export const OutOfStock: Story = {
  args: { isOutOfStock: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Out of stock')).toBeVisible();
  },
};

export const WithoutImage: Story = {
  args: { imageUrl: undefined, title: 'A product with a very long title that gets cut' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const WithFlags: Story = {
  args: {
    isOutOfStock: true,
    children: (
      <Tag size="sm" tone="warning">
        Draft
      </Tag>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Draft')).toBeVisible();
    await expect(canvas.getByText('Out of stock')).toBeVisible();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: { title: 'חולצת פשתן', isOutOfStock: true, outOfStockLabel: 'אזל מהמלאי' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('אזל מהמלאי')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { isOutOfStock: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Out of stock')).toBeVisible();
  },
};
