import { BUSINESS_ID, MOCK_NOW, MockStore, mockHandlers } from '@shoppable/api-client/mocks';
import { formDraftKey, ToastRegion } from '@shoppable/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { QueryProvider, STORY_BASE_URL, storyClient } from '../testing/stories';
import { LinkEditor } from './LinkEditor';

/** A seeded Instant of the mocks (seed 1), with products, UTM values and its influencer maya. */
const LOOK_ID = 'lnk_0001';

const meta = {
  title: 'Links/LinkEditor',
  component: LinkEditor,
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
    // The live preview is a whole link page inside ui's PhoneFrame (a labelled region): its main
    // landmark is the previewed page's, so this one rule cannot hold there.
    a11y: { config: { rules: [{ id: 'landmark-main-is-top-level', enabled: false }] } },
  },
  args: {
    client: storyClient,
    businessId: BUSINESS_ID,
    currency: 'USD',
    businessDomain: 'demo-store.test',
    viewerRole: 'admin',
    onBack: fn(),
    onCreated: fn(),
    onSaved: fn(),
  },
} satisfies Meta<typeof LinkEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeDisabled();
    await expect(canvas.getByText('Add 1 to 15 products.')).toBeVisible();
  },
};

export const CreateWithProducts: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Summer edit');
    await userEvent.click(canvas.getByRole('button', { name: 'Add products' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const options = await within(dialog).findAllByRole('row', {}, { timeout: 5000 });
    await userEvent.click(options[0]!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    const create = canvas.getByRole('button', { name: 'Create' });
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);
    await waitFor(() => expect(args.onCreated).toHaveBeenCalled());
  },
};

export const Edit: Story = {
  args: { linkId: LOOK_ID },
  play: async ({ canvas, args }) => {
    const description = await canvas.findByRole('textbox', { name: 'Description' });
    await userEvent.type(description, ' ✓');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    const toast = await screen.findByText('Changes saved');
    await waitFor(() => expect(toast).toBeVisible());
  },
};

/**
 * A store where the first product of the seeded Instant has sold out, with auto swap `on` or
 * off; the preview then shows what the public page will.
 */
const soldOutStore = (autoSwap: boolean) => {
  const store = new MockStore({ now: MOCK_NOW });
  const link = store.getLink(LOOK_ID)!;
  const [first, ...rest] = link.products.map((p) => p.inventory_id);
  for (const product of store.data.products) {
    if (product.inventory_id === first) product.total_quantity = 0;
    else if (rest.includes(product.inventory_id)) product.total_quantity = 5;
  }
  store.data.session.brand!.auto_swap_enabled = autoSwap;
  const swap = store.previewSwaps([first!, ...rest]);
  return { store, soldOut: link.products[0]!.title, shown: swap.products[0]!.title };
};

const swapped = soldOutStore(true);
/** Auto swap on: the preview shows the sold-out product's alternative in its place, and says so. */
export const PreviewSwapped: Story = {
  args: { linkId: LOOK_ID },
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { store: swapped.store }) } },
  play: async ({ canvas }) => {
    const preview = await canvas.findByRole('region', { name: 'Phone preview' }, { timeout: 5000 });
    const card = await within(preview).findByRole(
      'article',
      { name: swapped.shown },
      { timeout: 5000 },
    );
    await expect(
      within(card).getByText(`Shown instead of ${swapped.soldOut}, which is sold out`),
    ).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    await expect(within(preview).queryByRole('article', { name: swapped.soldOut })).toBeNull();
  },
};

const notSwapped = soldOutStore(false);
/** Auto swap off: the sold-out product stays, marked sold out, and cannot be added. */
export const PreviewSoldOut: Story = {
  args: { linkId: LOOK_ID },
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { store: notSwapped.store }) } },
  play: async ({ canvas }) => {
    const preview = await canvas.findByRole('region', { name: 'Phone preview' }, { timeout: 5000 });
    const card = await within(preview).findByRole(
      'article',
      { name: notSwapped.soldOut },
      { timeout: 5000 },
    );
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Sold out' })).toBeDisabled(),
    );
    await expect(within(preview).queryByText(/Shown instead of/)).toBeNull();
  },
};

/** A store whose Instant still has a local (blob:) image, as after a failed upload. */
const localImageStore = () => {
  const store = new MockStore({ now: MOCK_NOW });
  const link = store.getLink(LOOK_ID);
  if (link) link.images = [{ src: 'blob:http://localhost/unsent', id: null }];
  return store;
};

export const ImageStillLocal: Story = {
  args: { linkId: LOOK_ID },
  parameters: {
    msw: { handlers: mockHandlers(STORY_BASE_URL, { store: localImageStore() }) },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Description' }), '!');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'An image is not uploaded yet',
    });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Loading: Story = {
  args: { linkId: LOOK_ID },
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { loading: true }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit Instant' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { linkId: LOOK_ID },
  parameters: {
    msw: { handlers: mockHandlers(STORY_BASE_URL, { error: true, only: ['getLink'] }) },
  },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The link could not be loaded.',
    );
    // content.md §8: logged, then the editor is left.
    await waitFor(() => expect(args.onBack).toHaveBeenCalled());
  },
};

export const SaveFailed: Story = {
  args: { linkId: LOOK_ID },
  parameters: {
    msw: { handlers: mockHandlers(STORY_BASE_URL, { error: true, only: ['editLink'] }) },
  },
  play: async ({ canvas }) => {
    const description = await canvas.findByRole('textbox', { name: 'Description' });
    await userEvent.type(description, '!');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'The link could not be saved',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect((description as HTMLTextAreaElement).value).toMatch(/!$/);
  },
};

export const DiscardChanges: Story = {
  args: { linkId: LOOK_ID },
  play: async ({ canvas, args }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Description' }), '!');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** An hour ago the merchant typed into this Instant and the tab closed before Save. */
export const StoredDraft: Story = {
  args: { linkId: LOOK_ID },
  beforeEach: () => {
    localStorage.setItem(
      formDraftKey('instant', { businessId: BUSINESS_ID }, LOOK_ID),
      JSON.stringify({
        savedAt: Date.now() - 60 * 60 * 1000,
        values: { description: 'Linen for July', promocode: 'JULY10' },
      }),
    );
  },
  play: async ({ canvas, args }) => {
    const prompt = await canvas.findByRole(
      'region',
      { name: 'Unsaved changes' },
      { timeout: 5000 },
    );
    await expect(prompt).toHaveTextContent(/^Restore your unsaved changes from .+\?/);
    const description = canvas.getByRole('textbox', { name: 'Description' });
    await expect(description).not.toHaveValue('Linen for July');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Restore' }));
    await expect(description).toHaveValue('Linen for July');
    await expect(canvas.getByRole('textbox', { name: 'Promocode' })).toHaveValue('JULY10');
    const save = canvas.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled(), { timeout: 5000 });
  },
};

/** A store whose Instant has no influencer yet. */
const noInfluencerStore = () => {
  const store = new MockStore({ now: MOCK_NOW });
  const link = store.getLink(LOOK_ID);
  if (link) link.influencer_username = null;
  return store;
};

export const PickInfluencer: Story = {
  args: { linkId: LOOK_ID },
  parameters: {
    msw: { handlers: mockHandlers(STORY_BASE_URL, { store: noInfluencerStore() }) },
  },
  play: async ({ canvas }) => {
    const picker = await canvas.findByRole('button', { name: /Influencer$/ });
    await waitFor(() => expect(picker).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: 'sam' }));
    // content.md §4: picking an influencer fills the promocode from them.
    await expect(canvas.getByRole('textbox', { name: 'Promocode' })).toHaveValue('SAM10');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled());
  },
};

export const InfluencerLocked: Story = {
  args: { linkId: LOOK_ID },
  play: async ({ canvas }) => {
    const picker = await canvas.findByRole('button', { name: /Influencer$/ });
    await expect(picker).toBeDisabled();
    await waitFor(() => expect(picker).toHaveTextContent('maya'));
    await expect(canvas.getByText("The influencer can't be changed once saved.")).toBeVisible();
  },
};

export const UtmTurnedOff: Story = {
  args: { linkId: LOOK_ID },
  play: async ({ canvas }) => {
    const utm = await canvas.findByRole('switch', { name: 'Add UTM parameters' });
    await expect(canvas.getByRole('textbox', { name: 'UTM source' })).toHaveValue('shoppable');
    await userEvent.click(utm);
    // content.md §4: off clears all five, which is a change to save.
    await expect(canvas.queryByRole('textbox', { name: 'UTM source' })).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled());
    await userEvent.click(utm);
    await expect(canvas.getByRole('textbox', { name: 'UTM source' })).toHaveValue('');
  },
};

export const Influencer: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { role: 'influencer' }) } },
  args: { viewerRole: 'influencer', ownUsername: 'maya' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Influencer: maya')).toBeVisible();
    await expect(canvas.queryByRole('switch')).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toBeVisible();
    // content.md §2: phones show the form only, without the live preview.
    await expect(canvas.queryByRole('region', { name: 'Phone preview' })).toBeNull();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'יצירת אינסטנט' })).toBeVisible();
  },
};

/** A small cover drawn inline, so the story needs no image server. */
const MAGIC_COVER =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 5'%3E%3Crect width='4' height='5' fill='%235b3df5'/%3E%3C/svg%3E";

/** Opened by Magic Store: the media is the cover, the found products are chosen, each removable. */
export const FromMagicStore: Story = {
  args: {
    initialImages: [MAGIC_COVER],
    initialProducts: [
      { inventoryId: 'inv_a', productId: 'prod_a', title: 'Linen dress' },
      { inventoryId: 'inv_b', productId: 'prod_b', title: 'Straw hat' },
      { inventoryId: 'inv_c', productId: 'prod_c', title: 'Leather sandals' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove image 1' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Straw hat' }));
    await expect(
      canvas.queryByRole('button', { name: 'Remove Straw hat' }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Remove Linen dress' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeEnabled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { linkId: LOOK_ID },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('switch', { name: 'Add UTM parameters' })).toBeVisible();
  },
};

/**
 * The conflict stories: the mock API holds its own store, and the play function has "someone
 * else" save the Instant after the editor loaded it, so the next save answers 409.
 */
const conflictStore = () => new MockStore({ now: MOCK_NOW });
const changedElsewhere = (store: MockStore) =>
  store.changeLinkElsewhere(LOOK_ID, {
    description: 'Maya rewrote this',
    promocode: { code: 'THEIRS20' },
  });

/** Typed, then saved elsewhere: Save answers 409 and the dialog keeps everything typed. */
async function saveAfterTheirs(canvas: ReturnType<typeof within>, store: MockStore) {
  const description = await canvas.findByRole('textbox', { name: 'Description' });
  await userEvent.clear(description);
  await userEvent.type(description, 'My summer edit');
  changedElsewhere(store);
  await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('alertdialog', {
    name: 'This Instant was changed elsewhere',
  });
  await waitFor(() => expect(dialog).toBeVisible());
  await expect(description).toHaveValue('My summer edit');
  return dialog;
}

const reviewStore = conflictStore();
/** "Review their changes": their description and promocode next to mine. */
export const ChangedElsewhere: Story = {
  args: { linkId: LOOK_ID },
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { store: reviewStore }) } },
  play: async ({ canvas }) => {
    const dialog = await saveAfterTheirs(canvas, reviewStore);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review their changes' }));
    const table = within(dialog).getByRole('table', { name: 'The fields that differ' });
    // The differences open with an animation.
    await waitFor(() =>
      expect(within(table).getByRole('rowheader', { name: 'Description' })).toBeVisible(),
    );
    await expect(within(table).getByText('Maya rewrote this')).toBeVisible();
    await expect(within(table).getByText('My summer edit')).toBeVisible();
    await expect(within(table).getByRole('rowheader', { name: 'Promocode' })).toBeVisible();
    await expect(within(table).getByText('THEIRS20')).toBeVisible();
  },
};

const overwriteStore = conflictStore();
/** "Overwrite": mine is saved on top of their version. */
export const ChangedElsewhereOverwrite: Story = {
  args: { linkId: LOOK_ID },
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { store: overwriteStore }) } },
  play: async ({ canvas, args }) => {
    const dialog = await saveAfterTheirs(canvas, overwriteStore);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    await expect(overwriteStore.getLink(LOOK_ID)?.description).toBe('My summer edit');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

const reloadStore = conflictStore();
/** "Reload": mine is discarded and their version is loaded into the editor. */
export const ChangedElsewhereReload: Story = {
  args: { linkId: LOOK_ID },
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { store: reloadStore }) } },
  play: async ({ canvas, args }) => {
    const dialog = await saveAfterTheirs(canvas, reloadStore);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveValue('Maya rewrote this'),
    );
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};
