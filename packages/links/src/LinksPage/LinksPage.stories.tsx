import { BUSINESS_ID, mockHandlers } from '@shoppable/api-client/mocks';
import { ALL_PERMISSIONS } from '@shoppable/domain';
import { ToastRegion } from '@shoppable/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { QueryProvider, STORY_BASE_URL, storyClient } from '../testing/stories';
import { LinksPage } from './LinksPage';

const meta = {
  title: 'Links/LinksPage',
  component: LinksPage,
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
    viewerRole: 'admin',
    permissions: ALL_PERMISSIONS,
    hasStore: true,
    onConnectStore: fn(),
    onCreate: fn(),
    onEdit: fn(),
    onCreationBlocked: fn(),
    openUrl: fn(),
    publicUrl: (link) => `https://links.shoppable.test/demo/${link.linkId}`,
  },
} satisfies Meta<typeof LinksPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstCard = async (canvas: ReturnType<typeof within>) =>
  (await canvas.findAllByRole('article', {}, { timeout: 5000 }))[0]!;

export const Admin: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Links' })).toBeVisible();
    const card = await firstCard(canvas);
    await expect(within(card).getByText(/^Created \d{1,2}\/\d{1,2}\/\d{4}$/)).toBeVisible();
    // The first screen's cards load their images at once; the ones further down when scrolled near.
    const articles = canvas.getAllByRole('article');
    await expect(articles.length).toBeGreaterThan(4);
    await expect(articles[0]!.querySelector('img')).toHaveAttribute('loading', 'eager');
    await expect(articles[4]!.querySelector('img')).toHaveAttribute('loading', 'lazy');
    await userEvent.click(canvas.getByRole('button', { name: 'Create link' }));
    await expect(args.onCreate).toHaveBeenCalled();
  },
};

export const OpenAndEdit: Story = {
  play: async ({ canvas, args }) => {
    const card = await firstCard(canvas);
    const menu = within(card).getByRole('button', { name: /^More options for / });
    await userEvent.click(menu);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Open' }));
    await expect(args.openUrl).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\/links\.shoppable\.test\/demo\/lnk_/),
    );
    await userEvent.click(menu);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.stringMatching(/^lnk_/));
  },
};

/** An Instant's QR code from its card's menu: its public address with utm_medium=qr. */
export const QrCode: Story = {
  play: async ({ canvas }) => {
    const card = await firstCard(canvas);
    await userEvent.click(within(card).getByRole('button', { name: /^More options for / }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'QR code' }));
    const dialog = await screen.findByRole('dialog', { name: /^QR code · / }, { timeout: 5000 });
    await expect(
      await within(dialog).findByRole(
        'img',
        { name: /^QR code for https:\/\/links\.shoppable\.test\/demo\/lnk_\w+\?utm_medium=qr$/ },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const DeleteAfterConfirmation: Story = {
  // Its own mock store: the delete must not remove a link the other stories show.
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL) } },
  play: async ({ canvas }) => {
    const card = await firstCard(canvas);
    const title = within(card).getAllByRole('link')[0]!.textContent ?? '';
    await userEvent.click(within(card).getByRole('button', { name: `More options for ${title}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this link?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(canvas.queryByRole('link', { name: title })).not.toBeInTheDocument(),
    );
  },
};

export const Search: Story = {
  play: async ({ canvas }) => {
    await firstCard(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search links' }), 'zzzz-none');
    await expect(await canvas.findByText('No links match “zzzz-none”.')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { empty: true }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No links yet' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Create link' })).toHaveLength(2);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { loading: true }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Lifetime views' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Failed: Story = {
  parameters: {
    msw: { handlers: mockHandlers(STORY_BASE_URL, { error: true, only: ['listLinks'] }) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The links could not be loaded.')).toBeVisible();
  },
};

export const NoStore: Story = {
  args: { hasStore: false },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Connect store' }));
    await expect(args.onConnectStore).toHaveBeenCalled();
  },
};

export const TrialEnded: Story = {
  args: { isCreationBlocked: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create link' }));
    await expect(args.onCreationBlocked).toHaveBeenCalled();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

export const InfluencerWithPermissions: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { role: 'influencer' }) } },
  args: { viewerRole: 'influencer' },
  play: async ({ canvas }) => {
    await firstCard(canvas);
    await expect(canvas.getByRole('button', { name: 'Create link' })).toBeVisible();
  },
};

export const InfluencerWithoutPermissions: Story = {
  parameters: {
    msw: {
      handlers: mockHandlers(STORY_BASE_URL, {
        role: 'influencer',
        permissions: { allow_creating_and_editing_links: false },
      }),
    },
  },
  args: {
    viewerRole: 'influencer',
    permissions: { ...ALL_PERMISSIONS, isActiveInfluencer: false, revenueEnabled: false },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Create link' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('group', { name: 'Lifetime revenue' })).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await firstCard(canvas)).toBeVisible();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'קישורים' })).toBeVisible();
    await firstCard(canvas);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await firstCard(canvas)).toBeVisible();
  },
};
