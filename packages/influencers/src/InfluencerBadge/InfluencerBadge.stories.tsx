import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { InfluencerBadge } from './InfluencerBadge';

const meta = {
  title: 'Influencers/InfluencerBadge',
  component: InfluencerBadge,
  args: { name: 'maya' },
} satisfies Meta<typeof InfluencerBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initial: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('M')).toBeVisible();
  },
};

export const WithImage: Story = {
  args: {
    imageUrl:
      'data:image/svg+xml,' +
      encodeURIComponent(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#f5b400"/></svg>',
      ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('M')).not.toBeInTheDocument();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: { name: 'מאיה' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('מאיה')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('maya')).toBeVisible();
  },
};
