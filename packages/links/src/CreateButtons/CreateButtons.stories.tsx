import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CreateButtons } from './CreateButtons';

const meta = {
  title: 'Links/CreateButtons',
  component: CreateButtons,
  args: { onCreateLink: fn(), onCreateShort: fn() },
} satisfies Meta<typeof CreateButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create link' }));
    await expect(args.onCreateLink).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Create short' }));
    await expect(args.onCreateShort).toHaveBeenCalledOnce();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'יצירת קישור' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Create short' })).toBeVisible();
  },
};
