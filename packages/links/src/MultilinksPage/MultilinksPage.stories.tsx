import { BUSINESS_ID, mockHandlers } from '@shoppable/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MultilinksPage } from './MultilinksPage';
import { QueryProvider, STORY_BASE_URL, storyClient } from '../testing/stories';

const meta = {
  title: 'Links/Multilinks/MultilinksPage',
  component: MultilinksPage,
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
    onCreate: fn(),
    onCreationBlocked: fn(),
  },
} satisfies Meta<typeof MultilinksPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Split test 1' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open Split test 1' })).toHaveAttribute(
      'href',
      '/admin/multilinks/mlt_0001/preview',
    );
    await expect(canvas.getAllByText(/Experience A · \d+%/).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Create multilink' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

/** With public addresses, each card offers the multilink's QR code (utm_medium=qr added). */
export const QrCode: Story = {
  args: { publicUrl: (id) => `https://links.shoppable.test/demo/${id}` },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'QR code Split test 1' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'QR code · Split test 1' },
      { timeout: 5000 },
    );
    await expect(
      await within(dialog).findByRole(
        'img',
        { name: 'QR code for https://links.shoppable.test/demo/mlt_0001?utm_medium=qr' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Influencer: Story = {
  args: { viewerRole: 'influencer' },
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { role: 'influencer' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Split test 1' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Create multilink' })).toBeNull();
  },
};

export const TrialEnded: Story = {
  args: { isCreationBlocked: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create multilink' }));
    await expect(args.onCreationBlocked).toHaveBeenCalledOnce();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { loading: true }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Multilinks', level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Split test 1' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { empty: true }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No multilinks yet' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Create multilink' })).toHaveLength(2);
  },
};

export const NoResults: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Split test 1' });
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search multilinks' }),
      'zzz{Enter}',
    );
    await expect(await canvas.findByText('No multilinks match “zzz”')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { error: true }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The multilinks could not be loaded.')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Split test 1' })).toBeVisible();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Split test 1' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'יצירת מולטילינק' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Split test 1' })).toBeVisible();
  },
};
