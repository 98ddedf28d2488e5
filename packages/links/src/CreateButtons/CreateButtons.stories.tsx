import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CREATE_USERS, createEntries } from '../testing/createEntries';
import { CreateButtons } from './CreateButtons';

const meta = {
  title: 'Links/CreateButtons',
  component: CreateButtons,
  args: {
    onCreateLink: fn(),
    onCreateShort: fn(),
    onCreationBlocked: fn(),
    entries: createEntries(CREATE_USERS.admin),
  },
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

/** A free trial ended: no link, and a short opens the free-trial dialog (content.md §6). */
export const TrialEnded: Story = {
  args: { entries: createEntries(CREATE_USERS.trialEnded) },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Create link' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Create short' }));
    await expect(args.onCreationBlocked).toHaveBeenCalledOnce();
    await expect(args.onCreateShort).not.toHaveBeenCalled();
  },
};

/** An influencer allowed to create links (isActiveInfluencer) gets both buttons. */
export const ActiveInfluencer: Story = {
  args: { entries: createEntries(CREATE_USERS.activeInfluencer) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create short' }));
    await expect(args.onCreateShort).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Create link' })).toBeVisible();
  },
};

/** An influencer without that permission gets none. */
export const InfluencerWithoutPermission: Story = {
  args: { entries: createEntries(CREATE_USERS.influencer) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Create link' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Create short' })).toBeNull();
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
