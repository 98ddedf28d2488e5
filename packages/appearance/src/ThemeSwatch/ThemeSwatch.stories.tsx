import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ThemeSwatch } from './ThemeSwatch';

const meta = {
  title: 'Appearance/ThemeSwatch',
  component: ThemeSwatch,
  args: { label: 'Checkout button', color: '#5b3df5' },
} satisfies Meta<typeof ThemeSwatch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('#5B3DF5')).toBeVisible();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: { label: 'כפתור תשלום' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('כפתור תשלום')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Checkout button')).toBeVisible();
  },
};
