import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MetricValue } from './MetricValue';

const meta = {
  title: 'Analytics/MetricValue',
  component: MetricValue,
  args: { label: 'Views', value: 12_345 },
} satisfies Meta<typeof MetricValue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thousands: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('definition')).toHaveTextContent('12.35K');
  },
};

export const Small: Story = {
  args: { label: 'Checkouts', value: 7 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('definition')).toHaveTextContent('7');
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: { label: 'צפיות', value: 2_500_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('definition')).toHaveTextContent('2.5M');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('term')).toHaveTextContent('Views');
  },
};
