import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShortCard } from './ShortCard';
import { sampleShort } from './fixtures';

const meta = {
  title: 'Links/Shorts/ShortCard',
  component: ShortCard,
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 280, blockSize: 300 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    short: sampleShort,
    publicUrl: 'https://shop.example/demo/short-1',
    canEdit: true,
    figures: ['views', 'checkouts', 'revenue'],
    onEdit: fn(),
    onDelete: fn(() => Promise.resolve()),
    onCopy: fn(),
  },
} satisfies Meta<typeof ShortCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Admin: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Linen summer dress' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      args.publicUrl,
    );
    await userEvent.click(
      canvas.getByRole('button', { name: 'More options for Linen summer dress' }),
    );
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Delete' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Delete this short?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
  },
};

/** An influencer who may see clicks and sales only: no revenue on the card (content.md §6). */
export const InfluencerWithoutRevenue: Story = {
  args: { canEdit: false, figures: ['views', 'checkouts'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sales')).toBeVisible();
    await expect(canvas.queryByText('Revenue')).toBeNull();
  },
};

/** The title leads to the short's preview page. */
export const WithPreviewLink: Story = {
  args: { previewHref: '/admin/shorts/short-1/preview' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Linen summer dress' })).toHaveAttribute(
      'href',
      '/admin/shorts/short-1/preview',
    );
  },
};

/** An influencer copies the link and opens its QR code; edit and delete are not offered. */
export const Influencer: Story = {
  args: { canEdit: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'More options for Linen summer dress' }),
    );
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

export const Expired: Story = {
  args: { short: { ...sampleShort, isLinkExpired: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Expired')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Organic: Story = {
  args: {
    short: { ...sampleShort, title: 'SUMMER10', urlType: 'organic', shoppingRedirectUrl: null },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Promocode')).toBeVisible();
  },
};

export const DeleteFailed: Story = {
  args: { onDelete: fn(() => Promise.reject(new Error('offline'))) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'More options for Linen summer dress' }),
    );
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Delete' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Delete this short?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(
      await within(dialog).findByText('The short could not be deleted. Try again later.'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Linen summer dress' })).toBeVisible();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'העתקת קישור' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'פתיחה' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Linen summer dress' })).toBeVisible();
  },
};
