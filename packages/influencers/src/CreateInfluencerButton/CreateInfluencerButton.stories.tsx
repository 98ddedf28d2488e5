import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CreateInfluencerButton } from './CreateInfluencerButton';

const meta = {
  title: 'Influencers/CreateInfluencerButton',
  component: CreateInfluencerButton,
  args: { onCreate: fn(), onCreationBlocked: fn() },
} satisfies Meta<typeof CreateInfluencerButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create influencer' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

export const AtThePlanCap: Story = {
  args: { isCreationBlocked: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create influencer' }));
    await expect(args.onCreationBlocked).toHaveBeenCalledOnce();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'יצירת משפיען' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Create influencer' })).toBeVisible();
  },
};
