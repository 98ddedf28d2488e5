import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LinkPage } from './LinkPage';
import { linkPageCss } from './linkPageCss';

const meta = {
  title: 'Link preview/LinkPage',
  component: LinkPage,
  decorators: [
    (Story) => (
      <>
        <style>{linkPageCss}</style>
        <Story />
      </>
    ),
  ],
  args: {
    storeName: 'Demo store',
    description: 'Summer picks from our team',
    products: [
      { id: '1', title: 'Linen shirt', price: '$40.00' },
      { id: '2', title: 'Straw hat', price: '$25.00' },
    ],
  },
} satisfies Meta<typeof LinkPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoProducts: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Demo store' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Straw hat')).toBeVisible();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: { storeName: 'החנות', description: 'הבחירות שלנו לקיץ' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'החנות' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Linen shirt')).toBeVisible();
  },
};
