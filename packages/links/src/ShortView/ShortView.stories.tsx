import { BUSINESS_ID, MOCK_NOW, MockStore, mockHandlers } from '@shoppable/api-client/mocks';
import { ALL_PERMISSIONS } from '@shoppable/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ShortView } from './ShortView';
import { QueryProvider, STORY_BASE_URL, storyClient } from '../testing/stories';

const DOMAIN = 'shop.demo-store.test';
/** Shorts of the mock data: a custom one, one saved with maya, a collection one with a code. */
const CUSTOM = 'lnk_0017';
const MAYAS = 'lnk_0005';
const COLLECTION = 'lnk_0023';

const meta = {
  title: 'Links/Shorts/ShortView',
  component: ShortView,
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
    onCreated: fn(),
  },
} satisfies Meta<typeof ShortView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CreateCustom: Story = {
  play: async ({ args, canvas }) => {
    const create = canvas.getByRole('button', { name: 'Create' });
    await expect(create).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Custom URL' }), `${DOMAIN}/sale`);
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledOnce());
  },
};

export const ForeignDomain: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Custom URL' });
    await userEvent.type(field, 'elsewhere.example/page');
    await expect(
      await canvas.findByText(`The URL must be on your store's domain (${DOMAIN})`),
    ).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeDisabled();
  },
};

export const ProductPicker: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Product' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Organic: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Promocode only' }));
    await expect(canvas.queryByRole('textbox', { name: 'Custom URL' })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Promocode' }), 'SUMMER10');
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeEnabled();
  },
};

/** Edit mode, loaded from the API: Save only after a change. */
export const Edit: Story = {
  args: { shortId: CUSTOM },
  play: async ({ canvas }) => {
    const title = await canvas.findByRole('textbox', { name: /^Title/ });
    await expect(canvas.getByRole('heading', { name: 'Edit short' })).toBeVisible();
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await userEvent.type(title, ' 2');
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Your changes to the short were saved.',
    );
  },
};

/** Edit mode of a short saved with an influencer: the influencer is locked. */
export const EditLockedInfluencer: Story = {
  args: { shortId: MAYAS },
  play: async ({ canvas }) => {
    const influencer = await canvas.findByRole('button', { name: /Influencer$/ });
    await expect(influencer).toBeDisabled();
    await expect(influencer).toHaveTextContent('maya');
  },
};

export const Loading: Story = {
  args: { shortId: CUSTOM },
  parameters: {
    msw: { handlers: mockHandlers(STORY_BASE_URL, { loading: true, only: ['getLink'] }) },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Loading the short')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { shortId: CUSTOM, onBack: fn() },
  parameters: {
    msw: { handlers: mockHandlers(STORY_BASE_URL, { error: true, only: ['getLink'] }) },
  },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The short could not be loaded.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** An admin picks an active influencer: the promocode fills with theirs. */
export const AdminPicksInfluencer: Story = {
  play: async ({ canvas, canvasElement }) => {
    const influencer = await canvas.findByRole('button', { name: /Influencer$/ });
    // Enabled once the influencers are loaded.
    await waitFor(() => expect(influencer).toBeEnabled());
    await userEvent.click(influencer);
    const list = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(list).getByRole('option', { name: 'leo' }));
    await expect(canvas.getByRole('textbox', { name: 'Promocode' })).toHaveValue('LEO10');
  },
};

/** An influencer: their own name, fixed; no UTM form. */
export const Influencer: Story = {
  args: { viewerRole: 'influencer', ownUsername: 'maya' },
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { role: 'influencer' }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Influencer: maya')).toBeVisible();
    await expect(canvas.queryByRole('switch', { name: 'Add UTM parameters' })).toBeNull();
  },
};

/** A new short starts with the UTM values of the settings, the switch on. */
export const UtmFromSettings: Story = {
  args: { defaultUtm: { UTMSource: 'shoppable', UTMMedium: 'social' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Add UTM parameters' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'UTM source' })).toHaveValue('shoppable');
    await expect(
      canvas.getByText('Added to the address: utm_source=shoppable&utm_medium=social'),
    ).toBeVisible();
  },
};

/** The shorts page's product search opened the editor with a product chosen. */
export const FromProductSearch: Story = {
  args: {
    initialProduct: {
      id: 'inv_demo',
      title: 'Linen shirt',
      url: `https://${DOMAIN}/products/linen-shirt`,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Product' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveValue('Linen shirt');
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeEnabled();
  },
};

/** Preview mode for an admin: details, tiles and the menu with edit, copy link and delete. */
export const Preview: Story = {
  args: { shortId: COLLECTION, mode: 'preview', onEdit: fn(), onDeleted: fn() },
  // Its own mock API: the delete must not reach the other stories' short.
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL) } },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Spring look 23' }),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Details' })).toHaveTextContent('SAVE16');
    await expect(await canvas.findByText('Clicks')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^More options for/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete this short?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalledOnce());
  },
};

/** Preview for an influencer without the editing permission: copy link only. */
export const PreviewInfluencer: Story = {
  args: {
    shortId: COLLECTION,
    mode: 'preview',
    viewerRole: 'influencer',
    permissions: { ...ALL_PERMISSIONS, isActiveInfluencer: false },
  },
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { role: 'influencer' }) } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^More options for/ }));
    const body = within(canvasElement.ownerDocument.body);
    const copy = await body.findByRole('menuitem', { name: 'Copy link' });
    // The menu fades in: visible once its popover's opacity is up.
    await waitFor(() => expect(copy).toBeVisible());
    await expect(body.queryByRole('menuitem', { name: 'Edit' })).toBeNull();
  },
};

export const PreviewHebrew: Story = {
  args: { shortId: COLLECTION, mode: 'preview' },
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'פרטים' })).toBeVisible();
  },
};

/** Back with changes asks first; Keep editing keeps them. */
export const DiscardOnBack: Story = {
  args: { onBack: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Promocode' }), 'CODE');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Discard changes?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await expect(args.onBack).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Promocode' })).toHaveValue('CODE');
  },
};

export const SaveFailed: Story = {
  parameters: {
    msw: { handlers: mockHandlers(STORY_BASE_URL, { error: true, only: ['createShort'] }) },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Promocode only' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Promocode' }), 'SUMMER10');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The short could not be saved. The server could not save it. What you entered is kept; try again.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Promocode' })).toHaveValue('SUMMER10');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Where the short leads' })).toBeVisible();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'לאן השורט מוביל' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Where the short leads' })).toBeVisible();
  },
};

const conflictStore = new MockStore({ now: MOCK_NOW });
/**
 * Saved elsewhere after the editor loaded the short: Save answers 409, the dialog keeps the
 * title typed, reviews theirs next to it and Overwrite saves it on their version.
 */
export const ChangedElsewhere: Story = {
  args: { shortId: CUSTOM },
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { store: conflictStore }) } },
  play: async ({ canvas }) => {
    const title = await canvas.findByRole('textbox', { name: /^Title/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'My title');
    conflictStore.changeLinkElsewhere(CUSTOM, { title: 'Their title' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'This short was changed elsewhere',
    });
    await expect(title).toHaveValue('My title');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review their changes' }));
    const table = within(dialog).getByRole('table', { name: 'The fields that differ' });
    // The differences open with an animation.
    await waitFor(() => expect(within(table).getByText('Their title')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Your changes to the short were saved.',
    );
    await expect(conflictStore.getLink(CUSTOM)?.title).toBe('My title');
  },
};
