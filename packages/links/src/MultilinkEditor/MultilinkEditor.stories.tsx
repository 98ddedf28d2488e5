import { BUSINESS_ID, MOCK_NOW, MockStore, mockHandlers } from '@shoppable/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MultilinkEditor } from './MultilinkEditor';
import { QueryProvider, STORY_BASE_URL, storyClient } from '../testing/stories';

const DOMAIN = 'shop.demo-store.test';
/** A two-experience multilink of the mock data (every story's mock API starts from the same data). */
const saved = new MockStore({ now: MOCK_NOW })
  .listMultilinks({ count: 28, skip: 0 })
  .find((m) => m.links_options.length === 2)!;

const meta = {
  title: 'Links/Multilinks/MultilinkEditor',
  component: MultilinkEditor,
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
    domains: [DOMAIN],
    onSaved: fn(),
  },
} satisfies Meta<typeof MultilinkEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const base = { collectionIds: [], device: 'ALL' as const, share: 50, url: '' };

export const Create: Story = {
  play: async ({ args, canvas }) => {
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    for (const name of ['Experience A', 'Experience B']) {
      const types = canvas.getByRole('radiogroup', { name: `Type of ${name}` });
      await userEvent.click(within(types).getByRole('radio', { name: 'Custom URL' }));
      await userEvent.type(canvas.getByRole('textbox', { name: `URL of ${name}` }), `${DOMAIN}/x`);
    }
    const a = canvas.getByRole('textbox', { name: 'Traffic of Experience A' });
    await userEvent.clear(a);
    await userEvent.type(a, '70');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Traffic of Experience B' })).toHaveValue(
      '30%',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), 'Summer split');
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
  },
};

export const ForeignDomain: Story = {
  play: async ({ canvas }) => {
    const types = canvas.getByRole('radiogroup', { name: 'Type of Experience A' });
    await userEvent.click(within(types).getByRole('radio', { name: 'Custom URL' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'URL of Experience A' }),
      'elsewhere.example',
    );
    await expect(
      await canvas.findByText(`The URL must be on your store's domain (${DOMAIN})`),
    ).toBeVisible();
  },
};

export const Edit: Story = {
  args: {
    initial: {
      id: 'mlt_0001',
      title: 'Split test 1',
      promocode: 'MULTI1',
      experiences: [
        { ...base, linkId: 'a', type: 'look', productIds: ['p1'], urlState: 'unset' },
        { ...base, linkId: 'b', type: 'product', productIds: ['p2'], urlState: 'unset' },
      ],
      version: 1,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Edit multilink', level: 1 })).toBeVisible();
    const a = canvas.getByRole('radiogroup', { name: 'Type of Experience A' });
    await expect(within(a).getAllByRole('radio')).toHaveLength(1);
    const b = canvas.getByRole('radiogroup', { name: 'Type of Experience B' });
    await expect(within(b).queryByRole('radio', { name: 'Look' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const SaveFailed: Story = {
  parameters: {
    msw: { handlers: mockHandlers(STORY_BASE_URL, { error: true, only: ['createMultilink'] }) },
  },
  play: async ({ canvas }) => {
    for (const name of ['Experience A', 'Experience B']) {
      const types = canvas.getByRole('radiogroup', { name: `Type of ${name}` });
      await userEvent.click(within(types).getByRole('radio', { name: 'Custom URL' }));
      await userEvent.type(canvas.getByRole('textbox', { name: `URL of ${name}` }), `${DOMAIN}/x`);
    }
    await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), 'Summer split');
    const save = canvas.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The multilink could not be saved. The server could not save it. What you entered is kept; try again.',
    );
  },
};

/** Back with changes asks first; Discard leaves. */
export const DiscardOnBack: Story = {
  args: { onBack: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), 'Summer');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Discard changes?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(args.onBack).toHaveBeenCalledOnce());
  },
};

export const Utm: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Add UTM parameters' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'UTM source' }), 'insta<gram');
    await expect(
      await canvas.findByText(
        'Only letters, digits, spaces and - _ . ~ + % { } are allowed, up to 100 characters',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Experience A' })).toBeVisible();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'יצירת מולטילינק חדש' })).toBeVisible();
    // The experiences are named in Hebrew too; only their letter is shared.
    await expect(canvas.getByRole('group', { name: 'חוויה A' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Experience B' })).toBeVisible();
  },
};

/** Edit mode loaded from the API: the saved title, Save only after a change. */
export const EditLoaded: Story = {
  args: { multilinkId: saved.multilink_id },
  play: async ({ canvas }) => {
    const title = await canvas.findByRole('textbox', { name: /^Title/ });
    await expect(canvas.getByRole('heading', { name: 'Edit multilink' })).toBeVisible();
    await expect(title).toHaveValue(saved.title);
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await userEvent.type(title, ' 2');
    await expect(save).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { multilinkId: saved.multilink_id },
  parameters: {
    msw: { handlers: mockHandlers(STORY_BASE_URL, { loading: true, only: ['getMultilink'] }) },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Loading the multilink')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { multilinkId: saved.multilink_id },
  parameters: {
    msw: { handlers: mockHandlers(STORY_BASE_URL, { error: true, only: ['getMultilink'] }) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The multilink could not be loaded.',
    );
  },
};

const conflictStore = new MockStore({ now: MOCK_NOW });
/**
 * Saved elsewhere after the editor loaded the multilink: Save answers 409, the dialog reviews
 * their title next to the one typed, and Reload puts theirs into the editor.
 */
export const ChangedElsewhere: Story = {
  args: { multilinkId: saved.multilink_id },
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { store: conflictStore }) } },
  play: async ({ args, canvas }) => {
    const title = await canvas.findByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'My split');
    conflictStore.changeMultilinkElsewhere(saved.multilink_id, { title: 'Their split' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'This multilink was changed elsewhere',
    });
    await expect(title).toHaveValue('My split');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review their changes' }));
    const table = within(dialog).getByRole('table', { name: 'The fields that differ' });
    // The differences open with an animation.
    await waitFor(() => expect(within(table).getByText('Their split')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('Their split'),
    );
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};
