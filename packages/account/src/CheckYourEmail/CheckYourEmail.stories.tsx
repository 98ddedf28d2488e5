import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CheckYourEmail } from './CheckYourEmail';

const meta = {
  title: 'Account/Sign in/CheckYourEmail',
  component: CheckYourEmail,
  args: { email: 'owner@fresh-shop.test', onBack: fn() },
} satisfies Meta<typeof CheckYourEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sent: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('owner@fresh-shop.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Go back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'בדקו את תיבת הדואר' }),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Go back' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { email: 'a.very.long.address.of.a.merchant@a-long-store-domain.test' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};
