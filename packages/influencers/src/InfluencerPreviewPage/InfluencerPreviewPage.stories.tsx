import { BUSINESS_ID, mockHandlers } from '@shoppable/api-client/mocks';
import { ToastRegion } from '@shoppable/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { QueryProvider, STORY_BASE_URL, storyClient } from '../testing/stories';
import { InfluencerPreviewPage } from './InfluencerPreviewPage';

const meta = {
  title: 'Influencers/InfluencerPreviewPage',
  component: InfluencerPreviewPage,
  decorators: [
    (Story) => (
      <QueryProvider>
        <Story />
        <ToastRegion />
      </QueryProvider>
    ),
  ],
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers(STORY_BASE_URL) } },
  args: {
    client: storyClient,
    businessId: BUSINESS_ID,
    username: 'maya',
    currency: 'USD',
    today: '2026-01-15',
    onBack: fn(),
    onEdit: fn(),
    onDeleted: fn(),
    onDeleteFailed: fn(),
    canCreateLinks: true,
    onCreateLink: fn(),
    onCreateShort: fn(),
  },
} satisfies Meta<typeof InfluencerPreviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const openMenuItem = async (canvas: ReturnType<typeof within>, name: string) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'More options' }));
  await userEvent.click(await screen.findByRole('menuitem', { name }));
};

export const Insights: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'maya', level: 1 })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Summary' })).toBeVisible();
    await expect(canvas.getByText('MAYA10')).toBeVisible();
  },
};

export const Links: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Links' }));
    await expect(await canvas.findByRole('list', { name: 'Links' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create link' }));
    await expect(args.onCreateLink).toHaveBeenCalledOnce();
  },
};

export const Shorts: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Shorts' }));
    await expect(canvas.getByRole('button', { name: 'Create short' })).toBeVisible();
  },
};

export const ResetPassword: Story = {
  play: async ({ canvas }) => {
    await openMenuItem(canvas, 'Reset password');
    const confirm = await screen.findByRole('alertdialog', { name: 'Reset password?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reset password' }));
    const done = await screen.findByRole('alertdialog', { name: 'New password for maya' });
    await waitFor(() => expect(done).toBeVisible());
    await expect(within(done).getByText(/^reset-maya-/)).toBeVisible();
  },
};

export const Delete: Story = {
  play: async ({ args, canvas }) => {
    await openMenuItem(canvas, 'Delete');
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete maya?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalledOnce());
  },
};

export const DeleteFailed: Story = {
  parameters: {
    msw: {
      handlers: mockHandlers(STORY_BASE_URL, { error: true, only: ['setInfluencerActivation'] }),
    },
  },
  play: async ({ canvas }) => {
    await openMenuItem(canvas, 'Delete');
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete maya?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const failed = await screen.findByRole('alertdialog', { name: 'Something went wrong' });
    await waitFor(() => expect(failed).toBeVisible());
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { loading: true }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Loading the influencer' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { error: true }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The influencer could not be loaded.')).toBeVisible();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'תובנות' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'maya', level: 1 })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'maya', level: 1 })).toBeVisible();
  },
};
