import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SetupTodo } from './SetupTodo';

const meta = {
  title: 'Account/Home/SetupTodo',
  component: SetupTodo,
  args: {
    state: {
      logoUrl: null,
      themeIsInitial: true,
      shippingAndReturnsUrl: null,
      hasUtm: false,
      facebookPixelId: null,
      googleAnalyticsId: null,
    },
  },
} satisfies Meta<typeof SetupTodo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingDone: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 of 5 done')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add UTM parameters' })).toHaveAttribute(
      'href',
      '/admin/settings#utm',
    );
  },
};

export const PartlyDone: Story = {
  args: {
    state: {
      logoUrl: 'https://cdn.shoppable.test/logo.png',
      themeIsInitial: false,
      shippingAndReturnsUrl: null,
      hasUtm: true,
      facebookPixelId: null,
      googleAnalyticsId: null,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 of 5 done')).toBeVisible();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'הוספת לוגו' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Add your logo' })).toBeVisible();
  },
};
