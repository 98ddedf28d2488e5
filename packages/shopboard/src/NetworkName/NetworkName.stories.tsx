import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NetworkName } from './NetworkName';
import { socialNetworks } from './networks';

const meta = {
  title: 'Shopboard/NetworkName',
  component: NetworkName,
  args: { network: 'instagram' },
  argTypes: { network: { control: 'inline-radio', options: socialNetworks } },
} satisfies Meta<typeof NetworkName>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllNetworks: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      {socialNetworks.map((network) => (
        <NetworkName key={network} network={network} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('TikTok')).toBeVisible();
    await expect(canvas.getByText('Pinterest')).toBeVisible();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Instagram')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { network: 'tiktok' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('TikTok')).toBeVisible();
  },
};
