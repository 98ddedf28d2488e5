import { BUSINESS_ID, mockHandlers } from '@shoppable/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MultilinkPreview } from './MultilinkPreview';
import { QueryProvider, STORY_BASE_URL, storyClient } from '../testing/stories';

const meta = {
  title: 'Links/Multilinks/MultilinkPreview',
  component: MultilinkPreview,
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
    multilinkId: 'mlt_0001',
    publicUrl: 'https://go.example/demo/mlt_0001',
    onEdit: fn(),
    onDeleted: fn(),
    onOpenSubLink: fn(),
  },
} satisfies Meta<typeof MultilinkPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Admin: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Split test 1', level: 1 }),
    ).toBeVisible();
    const table = canvas.getByRole('grid', { name: 'Experiences' });
    for (const header of [
      'Name',
      'Type',
      'Device',
      'Traffic',
      'Clicks',
      'Sales',
      'Revenue',
      'CR',
      'Cart average',
    ])
      await expect(
        within(table).getByRole('columnheader', { name: new RegExp(`^${header}`) }),
      ).toBeVisible();
    await userEvent.click(within(table).getByRole('row', { name: /Experience A/ }));
    await expect(args.onOpenSubLink).toHaveBeenCalledOnce();
  },
};

export const Delete: Story = {
  // Its own mock store: the delete must not reach the other stories.
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL) } },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'More options' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Delete' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Delete this multilink?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalledOnce());
  },
};

export const DeleteFailed: Story = {
  parameters: {
    msw: { handlers: mockHandlers(STORY_BASE_URL, { error: true, only: ['deleteMultilink'] }) },
  },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'More options' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Delete' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Delete this multilink?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByText(/The multilink was not deleted/)).toBeVisible();
    await expect(args.onDeleted).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { loading: true }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading the multilink' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { error: true }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The multilink could not be loaded.',
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('grid', { name: 'Experiences' })).toBeVisible();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('grid', { name: 'חוויות' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('grid', { name: 'Experiences' })).toBeVisible();
  },
};
