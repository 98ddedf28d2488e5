import { BUSINESS_ID, mockHandlers } from '@shoppable/api-client/mocks';
import { ALL_PERMISSIONS } from '@shoppable/domain';
import { ToastRegion } from '@shoppable/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { QueryProvider, STORY_BASE_URL, storyClient } from '../testing/stories';
import { LinkPreviewPage } from './LinkPreviewPage';

const meta = {
  title: 'Links/LinkPreviewPage',
  component: LinkPreviewPage,
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
    linkId: 'lnk_0001',
    viewerRole: 'admin',
    permissions: ALL_PERMISSIONS,
    publicUrl: 'https://links.shoppable.test/demo/lnk_0001',
    onBack: fn(),
    onEdit: fn(),
    onDeleted: fn(),
    onCreationBlocked: fn(),
  },
} satisfies Meta<typeof LinkPreviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'Revenue' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Recent orders' })).toBeVisible();
  },
};

export const Edit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'More options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalled();
  },
};

export const Delete: Story = {
  // Its own mock store: the delete must not remove the link the other stories show.
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL) } },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'More options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this link?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalled());
  },
};

export const InfluencerMasked: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { role: 'influencer' }) } },
  args: {
    viewerRole: 'influencer',
    permissions: { ...ALL_PERMISSIONS, isActiveInfluencer: false, clicksEnabled: false },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'Sales' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Clicks' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Recent orders' })).not.toBeInTheDocument();
  },
};

export const TrialEnded: Story = {
  args: { isCreationBlocked: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'More options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    await expect(args.onCreationBlocked).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { loading: true }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Instant' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: {
    msw: { handlers: mockHandlers(STORY_BASE_URL, { error: true, only: ['getLink'] }) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'Sales' })).toBeVisible();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'מכירות' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'Sales' })).toBeVisible();
  },
};
