import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ContrastCheck } from './ContrastCheck';

const meta = {
  title: 'Appearance/ContrastCheck',
  component: ContrastCheck,
  args: { pair: 'Checkout button', text: '#FFFFFF', background: '#1B5E20', onFix: fn() },
} satisfies Meta<typeof ContrastCheck>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Readable: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Contrast \d+\.\d\d:1$/)).toBeVisible();
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};

export const Warning: Story = {
  args: { text: '#2E7D32' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Checkout button' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /the nearest readable text colour/ }));
    await expect(args.onFix).toHaveBeenCalledWith(expect.stringMatching(/^#[0-9A-F]{6}$/));
  },
};

export const Hebrew: Story = {
  args: { pair: 'כפתור תשלום', text: '#2E7D32' },
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/קשה לקרוא/)).toBeVisible();
  },
};

export const Dark: Story = {
  args: { text: '#2E7D32' },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Checkout button' })).toBeVisible();
  },
};
