import { BUSINESS_ID, MOCK_NOW, MockStore, mockHandlers } from '@shoppable/api-client/mocks';
import { ALL_PERMISSIONS } from '@shoppable/domain';
import { ToastRegion } from '@shoppable/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { QueryProvider, STORY_BASE_URL, storyClient } from '../testing/stories';
import { ShopboardPage } from './ShopboardPage';

/** A mock store whose posts a story may change before it renders. */
const storeWith = (change: (store: MockStore) => void = () => {}) => {
  const store = new MockStore({ now: MOCK_NOW });
  change(store);
  return store;
};

const ok = (data: unknown) => HttpResponse.json({ status: true, data, error: null });

/** The shopboard status with Instagram as given and the other two not connected. */
const instagramStatus = (instagram: { number_of_posts: number | null; connected: boolean }) =>
  http.get(`${STORY_BASE_URL}/admin/v1/shopboard/status`, () =>
    ok({
      shopboard_url: 'https://shop.demo-store.test/shopboard',
      social_medias: {
        instagram: { ...instagram, username: 'demo_store' },
        tiktok: { connected: false, number_of_posts: null, username: null },
        pinterest: { connected: false, number_of_posts: null, username: null },
      },
    }),
  );

const meta = {
  title: 'Shopboard/ShopboardPage',
  component: ShopboardPage,
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
    permissions: ALL_PERMISSIONS,
    aiTaggingEnabled: true,
    onTrialEnded: fn(),
    onNetworkChange: fn(),
    openUrl: fn(),
    goToConsent: fn(),
    postAnalyticsHref: (network, postId) => `#/admin/analytics/posts/${network}/${postId}`,
  },
} satisfies Meta<typeof ShopboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The post of the grid with this name, once the posts are in. */
const post = async (canvas: ReturnType<typeof within>, name = 'Instagram post 1') =>
  canvas.findByRole('group', { name }, { timeout: 5000 });

/** Instagram connected and synced: the account, the posts and the analytics row. */
export const Synced: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shop the Feed' })).toBeVisible();
    await expect(await post(canvas)).toBeVisible();
    await expect(canvas.getByText('@demo_store')).toBeVisible();
    await expect(canvas.getByRole('feed', { name: 'Instagram posts' })).toBeVisible();
    await expect(
      within(await post(canvas)).getByRole('link', { name: 'Analytics' }),
    ).toHaveAttribute('href', expect.stringMatching(/^#\/admin\/analytics\/posts\/instagram\//));
    await userEvent.click(canvas.getByRole('button', { name: 'Open link' }));
    await expect(args.openUrl).toHaveBeenCalledWith('https://shop.demo-store.test/shopboard');
    await userEvent.click(canvas.getByRole('tab', { name: 'Pinterest' }));
    await expect(args.onNetworkChange).toHaveBeenCalledWith('pinterest');
  },
};

/** The Shop the Feed address's QR code, with utm_medium=qr so scans count apart. */
export const QrCode: Story = {
  play: async ({ canvas }) => {
    await post(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'QR code' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'QR code · Your Shop the Feed page' },
      { timeout: 5000 },
    );
    await expect(
      await within(dialog).findByRole(
        'img',
        { name: 'QR code for https://shop.demo-store.test/shopboard?utm_medium=qr' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A network not connected: the connect prompt opens its consent page. */
export const NotConnected: Story = {
  parameters: {
    msw: {
      handlers: [
        instagramStatus({ connected: false, number_of_posts: null }),
        ...mockHandlers(STORY_BASE_URL),
      ],
    },
  },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('heading', { name: 'Connect Instagram' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Connect Instagram' }));
    await waitFor(() =>
      expect(args.goToConsent).toHaveBeenCalledWith(
        'https://instagram.test/oauth/authorize?client_id=shoppable',
      ),
    );
  },
};

/** Connected and syncing (`number_of_posts` -1): the status is read again every 3 s. */
export const Syncing: Story = {
  parameters: {
    msw: {
      handlers: [
        instagramStatus({ connected: true, number_of_posts: -1 }),
        ...mockHandlers(STORY_BASE_URL),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('progressbar', { name: 'Syncing your Instagram posts…' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('feed')).not.toBeInTheDocument();
  },
};

/** Connected with no posts. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        instagramStatus({ connected: true, number_of_posts: 0 }),
        ...mockHandlers(STORY_BASE_URL, { store: storeWith((s) => (s.data.posts.instagram = [])) }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No Instagram posts yet' }),
    ).toBeVisible();
  },
};

/**
 * The status is on its way: the page keeps its layout (title, address, explanation, analytics
 * row, tabs) with placeholders for the address and the network's panel, so nothing moves when it
 * arrives.
 */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`${STORY_BASE_URL}/admin/v1/shopboard/status`, () => new Promise<never>(() => {})),
        ...mockHandlers(STORY_BASE_URL),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Loading Shop the Feed' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('tablist', { name: 'Networks' })).toBeVisible();
    const address = canvas.getByRole('region', { name: 'Your Shop the Feed page' });
    await expect(address).toHaveAttribute('aria-busy', 'true');
    await expect(within(address).getByRole('button', { name: 'Copy link' })).toBeDisabled();
  },
};

/** The status could not be loaded: a message and a retry, no spinner. */
export const Failed: Story = {
  parameters: {
    msw: { handlers: mockHandlers(STORY_BASE_URL, { error: true, only: ['shopboardStatus'] }) },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Shop the Feed could not be loaded.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The posts could not be loaded: the grid says so and offers a retry. */
export const PostsFailed: Story = {
  parameters: {
    msw: { handlers: mockHandlers(STORY_BASE_URL, { error: true, only: ['shopboardPosts'] }) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The Instagram posts could not be loaded.')).toBeVisible();
  },
};

/** A hidden post is masked; showing it flips the switch at once. */
export const HiddenPost: Story = {
  parameters: {
    msw: {
      handlers: mockHandlers(STORY_BASE_URL, {
        store: storeWith((s) => (s.data.posts.instagram[0]!.visible = false)),
      }),
    },
  },
  play: async ({ canvas }) => {
    const first = await post(canvas);
    await expect(within(first).getByText('Hidden')).toBeVisible();
    const visible = within(first).getByRole('switch', { name: 'Show on Shop the Feed' });
    await expect(visible).not.toBeChecked();
    await userEvent.click(visible);
    await expect(visible).toBeChecked();
    await waitFor(() => expect(within(first).queryByText('Hidden')).not.toBeInTheDocument());
  },
};

/** The server refuses a visibility change: the post flips back and a message says so. */
export const VisibilityRefused: Story = {
  parameters: {
    msw: {
      handlers: mockHandlers(STORY_BASE_URL, {
        store: storeWith((s) => (s.data.posts.instagram[0]!.visible = true)),
        error: true,
        only: ['setPostVisible'],
      }),
    },
  },
  play: async ({ canvas }) => {
    const first = await post(canvas);
    const visible = within(first).getByRole('switch', { name: 'Show on Shop the Feed' });
    await userEvent.click(visible);
    const message = await screen.findByText(
      'Instagram post 1 could not be hidden; it is shown again.',
    );
    await waitFor(() => expect(message).toBeVisible());
    await expect(visible).toBeChecked();
  },
};

/** A post without manual tags shows the AI's products, labelled as suggestions. */
export const AiTags: Story = {
  parameters: {
    msw: {
      handlers: mockHandlers(STORY_BASE_URL, {
        store: storeWith((s) => {
          const first = s.data.posts.instagram[0]!;
          first.products = [];
          first.auto_tagged_products = [s.data.products[0]!];
        }),
      }),
    },
  },
  play: async ({ canvas }) => {
    const first = await post(canvas);
    await expect(within(first).getByText('AI suggestions')).toBeVisible();
    await expect(
      within(first).getByRole('list', { name: 'Products suggested by AI' }),
    ).toBeVisible();
  },
};

/** Tagging: the catalog picker over the post, at most 5 products; the tags replace the old ones. */
export const TagProducts: Story = {
  parameters: {
    msw: {
      handlers: mockHandlers(STORY_BASE_URL, {
        store: storeWith((s) => {
          const first = s.data.posts.instagram[0]!;
          first.products = [];
          first.auto_tagged_products = [];
        }),
      }),
    },
  },
  play: async ({ canvas }) => {
    const first = await post(canvas);
    await expect(within(first).getByText('No products tagged')).toBeVisible();
    await userEvent.click(within(first).getByRole('button', { name: 'Tag products' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tag products on Instagram post 1' });
    // The picker loads its code when it first opens: on a loaded machine that takes a while.
    await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5000 });
    const grid = await within(dialog).findByRole('grid', { name: 'Products' }, { timeout: 5000 });
    const rows = within(grid).getAllByRole('row');
    for (const row of rows.slice(0, 6)) await userEvent.click(row);
    const alert = await within(dialog).findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('You can only select 5 products'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save tags' }));
    const saved = await screen.findByText('Tags saved');
    await waitFor(() => expect(saved).toBeVisible());
    const tagged = await within(await post(canvas)).findByRole('list', { name: 'Tagged products' });
    await waitFor(() => expect(within(tagged).getAllByRole('listitem')).toHaveLength(5));
  },
};

/** Disconnecting asks first; then the connect prompt is back. */
export const Disconnect: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL) } },
  play: async ({ canvas }) => {
    await post(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Disconnect Instagram' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect Instagram?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await expect(await canvas.findByRole('heading', { name: 'Connect Instagram' })).toBeVisible();
  },
};

/** A free user whose trial ended: visibility and tagging open the free-trial dialog instead. */
export const TrialEnded: Story = {
  args: { isTrialEnded: true },
  play: async ({ canvas, args }) => {
    const first = await post(canvas);
    const visible = within(first).getByRole('switch', { name: 'Show on Shop the Feed' });
    const before = (visible as HTMLInputElement).checked;
    await userEvent.click(visible);
    await expect(args.onTrialEnded).toHaveBeenCalledTimes(1);
    await expect((visible as HTMLInputElement).checked).toBe(before);
    await userEvent.click(within(first).getByRole('button', { name: 'Tag products' }));
    await expect(args.onTrialEnded).toHaveBeenCalledTimes(2);
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Phones: two columns and the more-options drawer (open link, copy link, QR code, sync, cancel). */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await post(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'More options' }));
    const drawer = await screen.findByRole('dialog', { name: 'More options' });
    await waitFor(() => expect(drawer).toBeVisible());
    for (const name of ['Open link', 'Copy link', 'QR code', 'Sync Instagram'])
      await expect(within(drawer).getByRole('button', { name })).toBeEnabled();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(await post(canvas, 'פוסט 1 מ-Instagram')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Instagram' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await post(canvas)).toBeVisible();
  },
};
