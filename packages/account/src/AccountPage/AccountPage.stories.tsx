import { mockHandlers } from '@shoppable/api-client/mocks';
import { ToastRegion } from '@shoppable/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { QueryProvider, STORY_BASE_URL, storyClient } from '../testing/stories';
import { mockUser } from '../testing/users';
import { AccountPage } from './AccountPage';

const meta = {
  title: 'Account/AccountPage',
  component: AccountPage,
  decorators: [
    (Story) => (
      <QueryProvider>
        <Story />
        <ToastRegion />
      </QueryProvider>
    ),
  ],
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL) } },
  args: {
    user: mockUser({ plan: 'paid' }),
    client: storyClient,
    onStoreDisconnected: fn(),
    openUrl: fn(),
  },
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AdminPaid: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('BUSINESS')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Disconnect Instagram' })).toBeVisible();
  },
};

export const AdminFree: Story = {
  args: { user: mockUser({ plan: 'free' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('FREE')).toBeVisible();
  },
};

export const ForceSync: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Force product sync' }));
    const toast = await screen.findByText('Product sync started');
    await waitFor(() => expect(toast).toBeVisible());
  },
};

export const ForceSyncRefused: Story = {
  parameters: {
    msw: { handlers: mockHandlers(STORY_BASE_URL, { error: true, only: ['syncProducts'] }) },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Force product sync' }));
    const dialog = await screen.findByRole('dialog', { name: 'Products sync failed' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** A network-level failure of the sync still shows the approval (platform.md §8). */
export const ForceSyncNetworkFailure: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`${STORY_BASE_URL}/admin/v1/store/products/sync`, () => HttpResponse.error()),
        ...mockHandlers(STORY_BASE_URL),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Force product sync' }));
    const toast = await screen.findByText('Product sync started');
    await waitFor(() => expect(toast).toBeVisible());
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const DisconnectStore: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Disconnect store' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect your store?' });
    const confirm = within(dialog).getByRole('button', { name: 'Disconnect' });
    await waitFor(() => expect(confirm).toBeVisible());
    await expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox'), 'disconnect store');
    await userEvent.click(confirm);
    await waitFor(() => expect(args.onStoreDisconnected).toHaveBeenCalled());
  },
};

export const DisconnectFailed: Story = {
  parameters: {
    msw: { handlers: mockHandlers(STORY_BASE_URL, { error: true, only: ['storeDisconnect'] }) },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Disconnect store' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect your store?' });
    const field = within(dialog).getByRole('textbox');
    await waitFor(() => expect(field).toBeVisible());
    await userEvent.type(field, 'disconnect store');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    const error = await screen.findByRole('dialog', { name: 'Something went wrong' });
    await waitFor(() => expect(error).toBeVisible());
    await expect(field).toHaveValue('disconnect store');
    await expect(args.onStoreDisconnected).not.toHaveBeenCalled();
  },
};

/** Instagram with a long username, TikTok still syncing, Pinterest not connected. */
const socialStatus = http.get(`${STORY_BASE_URL}/admin/v1/shopboard/status`, () =>
  HttpResponse.json({
    status: true,
    error: null,
    data: {
      shopboard_url: null,
      social_medias: {
        instagram: {
          connected: true,
          number_of_posts: 42,
          username: 'a_very_long_username_indeed',
        },
        tiktok: { connected: true, number_of_posts: -1, username: 'demo_store' },
        pinterest: { connected: false, number_of_posts: null, username: null },
      },
    },
  }),
);

export const SocialSyncing: Story = {
  parameters: {
    msw: {
      handlers: [socialStatus, ...mockHandlers(STORY_BASE_URL)],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Syncing')).toBeVisible();
    await expect(canvas.getByText('@a_very_long_use')).toBeVisible();
  },
};

/** A network not connected offers Connect, which opens its authorisation page. */
export const SocialConnect: Story = {
  parameters: { msw: { handlers: [socialStatus, ...mockHandlers(STORY_BASE_URL)] } },
  play: async ({ canvas, args }) => {
    const social = canvas.getByRole('region', { name: 'Social networks' });
    const connect = await within(social).findByRole('button', { name: 'Connect Pinterest' });
    await userEvent.click(connect);
    await waitFor(() => expect(args.openUrl).toHaveBeenCalled());
  },
};

/** Reset password emails a link: the 'Check your email' dialog. */
export const PasswordResetSent: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check your email' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A failed reset request is only logged (platform.md §8): no dialog, the button works again. */
export const PasswordResetFailed: Story = {
  parameters: {
    msw: {
      handlers: mockHandlers(STORY_BASE_URL, { error: true, only: ['requestUserPasswordReset'] }),
    },
  },
  play: async ({ canvas }) => {
    const reset = canvas.getByRole('button', { name: 'Reset password' });
    await userEvent.click(reset);
    await waitFor(() => expect(reset).not.toHaveAttribute('aria-disabled'));
    await expect(reset).toBeEnabled();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Delete account asks for a confirmation whose action has no effect (platform.md §2). */
export const DeleteAccount: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onStoreDisconnected).not.toHaveBeenCalled();
    await expect(canvas.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  },
};

export const SocialLoading: Story = {
  parameters: {
    msw: { handlers: mockHandlers(STORY_BASE_URL, { loading: true, only: ['shopboardStatus'] }) },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('progressbar', { name: 'Loading social networks' }),
    ).toBeVisible();
  },
};

export const SocialError: Story = {
  parameters: {
    msw: { handlers: mockHandlers(STORY_BASE_URL, { error: true, only: ['shopboardStatus'] }) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The social networks could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const NoStore: Story = {
  args: { user: mockUser({ noStore: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Connect your store' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

export const Influencer: Story = {
  args: { user: { ...mockUser({ role: 'influencer' }), influencerImageUrl: null } },
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { role: 'influencer' }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Demo Store logo' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Store profile' })).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'החשבון שלי' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ניתוק החנות' }));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() =>
      expect(
        within(dialog).getByRole('textbox', { name: 'הקלידו "ניתוק חנות" לאישור' }),
      ).toBeVisible(),
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Danger zone' })).toBeVisible();
  },
};
