import { BUSINESS_ID, MOCK_NOW, MockStore, mockHandlers } from '@shoppable/api-client/mocks';
import { ALL_PERMISSIONS } from '@shoppable/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { ShortsPage, type ShortsPageProps } from './ShortsPage';
import { QueryProvider, STORY_BASE_URL, storyClient } from '../testing/stories';

const meta = {
  title: 'Links/Shorts/ShortsPage',
  component: ShortsPage,
  decorators: [
    (Story) => (
      <QueryProvider>
        <Story />
      </QueryProvider>
    ),
  ],
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers(STORY_BASE_URL) } },
  args: {
    client: storyClient,
    businessId: BUSINESS_ID,
    viewerRole: 'admin',
    permissions: ALL_PERMISSIONS,
    onCreate: fn(),
    onEdit: fn(),
    onCreationBlocked: fn(),
    publicUrl: (short) => `https://shop.example/demo/${short.linkId}`,
  },
} satisfies Meta<typeof ShortsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Admin: Story = {
  // Its own mock store: the delete must not reach the other stories.
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL) } },
  play: async ({ args, canvas, canvasElement }) => {
    const feed = await canvas.findByRole('feed', { name: 'Shorts' });
    const [first] = await within(feed).findAllByRole('heading', { level: 2 });
    const title = first!.textContent ?? '';
    await userEvent.click(canvas.getByRole('button', { name: `More options for ${title}` }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: `More options for ${title}` }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Delete' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Delete this short?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(feed).queryByRole('heading', { name: title, level: 2 })).toBeNull(),
    );
  },
};

/** An influencer who may not create, nor see revenue: her cards show clicks and sales only. */
export const Influencer: Story = {
  args: {
    viewerRole: 'influencer',
    permissions: {
      ...ALL_PERMISSIONS,
      isActiveInfluencer: false,
      revenueEnabled: false,
      aovEnabled: false,
    },
  },
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { role: 'influencer' }) } },
  play: async ({ canvas, canvasElement }) => {
    const feed = await canvas.findByRole('feed', { name: 'Shorts' });
    await expect(
      (await within(feed).findAllByRole('button', { name: 'Copy link' })).length,
    ).toBeGreaterThan(0);
    await expect(within(feed).getAllByText('Sales').length).toBeGreaterThan(0);
    await expect(within(feed).queryAllByText('Revenue')).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: 'Create short' })).toBeNull();
    // Each card's menu offers the QR code only: no edit or delete for an influencer.
    const [menuButton] = within(feed).getAllByRole('button', { name: /More options/ });
    await userEvent.click(menuButton!);
    const menu = await body(canvasElement).findByRole('menu');
    // The menu fades in: wait until it is shown.
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'QR code' })).toBeVisible(),
    );
    await expect(within(menu).queryByRole('menuitem', { name: 'Edit' })).toBeNull();
    await expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

export const TrialEnded: Story = {
  args: { isCreationBlocked: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create short' }));
    await expect(args.onCreationBlocked).toHaveBeenCalledOnce();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { loading: true }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Shorts', level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Copy link' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { empty: true }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No shorts yet' })).toBeVisible();
  },
};

export const NoResults: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('feed', { name: 'Shorts' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search shorts' }), 'zzz{Enter}');
    await expect(await canvas.findByText('No shorts match “zzz”')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: {
    msw: { handlers: mockHandlers(STORY_BASE_URL, { error: true, only: ['listLinks'] }) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The shorts could not be loaded.')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const feed = await canvas.findByRole('feed', { name: 'Shorts' });
    await expect(
      (await within(feed).findAllByRole('heading', { level: 2 })).length,
    ).toBeGreaterThan(0);
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('feed', { name: 'שורטים' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'חיפוש שורטים' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('feed', { name: 'Shorts' })).toBeVisible();
  },
};

/** The page under a top bar, as the dashboard's desktop layout places it. */
function WithTopBar(props: ShortsPageProps) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  return (
    <>
      <div
        role="toolbar"
        aria-label="Top bar"
        style={{ display: 'flex', justifyContent: 'flex-end', padding: 8 }}
      >
        <span ref={setSlot} />
      </div>
      <ShortsPage {...props} topBarTarget={slot} />
    </>
  );
}

/** An active product with a store address, from the mock catalogue. */
const product = new MockStore({ now: MOCK_NOW }).data.products.find(
  (p) => p.url && p.product_status === 'active',
)!;

/** Desktop: the top bar's product search opens the editor with the chosen product. */
export const TopBarProductSearch: Story = {
  args: { onCreateForProduct: fn() },
  globals: { viewport: { value: 'desktop' } },
  render: (args) => <WithTopBar {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    const bar = canvas.getByRole('toolbar', { name: 'Top bar' });
    await expect(within(bar).getByRole('button', { name: 'Create short' })).toBeVisible();
    await userEvent.type(
      await within(bar).findByRole('combobox', { name: 'Short for a product' }),
      product.title,
    );
    await userEvent.click(
      await body(canvasElement).findByRole('option', { name: product.title }, { timeout: 5000 }),
    );
    await waitFor(() =>
      expect(args.onCreateForProduct).toHaveBeenCalledWith({
        id: product.inventory_id,
        title: product.title,
        url: product.url,
      }),
    );
  },
};
