import { BUSINESS_ID, mockHandlers } from '@shoppable/api-client/mocks';
import { ALL_PERMISSIONS } from '@shoppable/domain';
import { ToastRegion } from '@shoppable/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { QueryProvider, STORY_BASE_URL, storyClient } from '../testing/stories';
import { LinkPreviewPage } from './LinkPreviewPage';

/**
 * The first look of a story waits up to 5 s for the link and its report: every story file runs in
 * one iframe, so on a busy machine the mock answers can take longer than the 1 s default.
 */
const LOADED = { timeout: 5000 };

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
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: mockHandlers(STORY_BASE_URL) },
    // The phone preview is a whole link page inside ui's PhoneFrame (a labelled region): its main
    // landmark is the previewed page's, so this one rule cannot hold there.
    a11y: { config: { rules: [{ id: 'landmark-main-is-top-level', enabled: false }] } },
  },
  args: {
    client: storyClient,
    businessId: BUSINESS_ID,
    linkId: 'lnk_0001',
    viewerRole: 'admin',
    permissions: ALL_PERMISSIONS,
    publicUrl: 'https://links.shoppable.test/demo/lnk_0001',
    username: 'demo',
    onBack: fn(),
    onEdit: fn(),
    onDeleted: fn(),
    onCreationBlocked: fn(),
  },
} satisfies Meta<typeof LinkPreviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const none = {
  clicksEnabled: false,
  salesEnabled: false,
  revenueEnabled: false,
  commissionEnabled: false,
  crEnabled: false,
  aovEnabled: false,
  isActiveInfluencer: false,
};

export const Admin: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'Revenue' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Recent orders' })).toBeVisible();
    const top = canvas.getByRole('grid', { name: 'Top performing products' });
    await waitFor(() => expect(within(top).getAllByRole('rowheader').length).toBeGreaterThan(0));
    await expect(
      await canvas.findByRole('figure', { name: 'Clicks and sales, Lifetime' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Revenue' }));
    await expect(await canvas.findByRole('figure', { name: 'Revenue, Lifetime' })).toBeVisible();
    const phone = await canvas.findByRole('region', { name: 'Phone preview' });
    await expect(await within(phone).findByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const ProductFunnel: Story = {
  play: async ({ canvas }) => {
    const funnel = await canvas.findByRole('grid', { name: 'Product funnel' }, LOADED);
    // The first product's row, once loaded (the loading row is a row header too).
    await waitFor(() => {
      const [first] = within(funnel).getAllByRole('rowheader');
      const row = first!.closest<HTMLElement>('[role="row"]')!;
      return expect(within(row).getByText('80% dropped off')).toBeVisible();
    }, LOADED);
  },
};

export const Edit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'More options' }, LOADED));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalled();
  },
};

export const Delete: Story = {
  // Its own mock store: the delete must not remove the link the other stories show.
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL) } },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'More options' }, LOADED));
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
    await expect(await canvas.findByRole('group', { name: 'Sales' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Influencer revenue' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Clicks' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Recent orders' })).not.toBeInTheDocument();
    const top = canvas.getByRole('grid', { name: 'Top performing products' });
    await expect(within(top).queryByRole('columnheader', { name: /Views/ })).toBeNull();
    // The commerce chart is the admin's: no metric switch offers revenue.
    await expect(canvas.queryByRole('radio', { name: 'Revenue' })).toBeNull();
  },
};

export const InfluencerWithoutAnalytics: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { role: 'influencer' }) } },
  args: { viewerRole: 'influencer', permissions: none },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Your permissions show no figures here.', {}, LOADED),
    ).toBeVisible();
    await expect(canvas.queryByRole('grid', { name: 'Top performing products' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Charts' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Recent orders' })).toBeNull();
    await expect(
      await canvas.findByRole('region', { name: 'Phone preview' }, LOADED),
    ).toBeVisible();
  },
};

export const AnalyticsFailed: Story = {
  parameters: {
    msw: {
      handlers: mockHandlers(STORY_BASE_URL, {
        error: true,
        only: ['linkAnalytics', 'linkProducts', 'publicPage'],
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('The analytics could not be loaded. Try again later.', {}, LOADED),
    ).toBeVisible();
    await expect(await canvas.findByText('The chart could not be loaded.')).toBeVisible();
    await expect(await canvas.findByText('The phone preview could not be loaded.')).toBeVisible();
  },
};

export const TrialEnded: Story = {
  args: { isCreationBlocked: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'More options' }, LOADED));
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
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('alert', {}, LOADED)).toBeVisible();
    // content.md §8: logged, then back to the list.
    await waitFor(() => expect(args.onBack).toHaveBeenCalled());
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'Sales' }, LOADED)).toBeVisible();
    // content.md §2: the phone preview is for desktop only.
    await expect(canvas.queryByRole('region', { name: 'Phone preview' })).toBeNull();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'מכירות' }, LOADED)).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'Sales' }, LOADED)).toBeVisible();
  },
};
