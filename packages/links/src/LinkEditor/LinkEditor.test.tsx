import { createApiClient } from '@shoppable/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  BASE_URL,
  mockViewport,
  renderWithApi,
  setupMockApi,
  testClient,
} from '@shoppable/test-kit';
import { LinkEditor, type LinkEditorProps } from './LinkEditor';

const api = setupMockApi();

const editor = (props: Partial<LinkEditorProps> = {}) => (
  <LinkEditor
    client={testClient}
    businessId="biz_0001"
    currency="USD"
    businessDomain="demo-store.test"
    viewerRole="admin"
    onBack={vi.fn()}
    onCreated={vi.fn()}
    onSaved={vi.fn()}
    {...props}
  />
);

const lookOf = (store: ReturnType<typeof api.useMocks>) =>
  store.data.links.find((l) => l.link_type === 'LOOK' && l.products.length > 0)!;

describe('LinkEditor', () => {
  it('keeps Create disabled until there is a change and a product', async () => {
    api.useMocks();
    renderWithApi(editor());
    const create = screen.getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Summer');
    expect(create).toBeDisabled();
    expect(screen.getByText('Add 1 to 15 products.')).toBeInTheDocument();
  });

  it('saves an edit: changes saved, the server has the new text, the caller is told', async () => {
    const store = api.useMocks();
    const link = lookOf(store);
    const onSaved = vi.fn();
    renderWithApi(editor({ linkId: link.link_id, onSaved }));
    const description = await screen.findByRole('textbox', { name: 'Description' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.clear(description);
    await userEvent.type(description, 'Linen for July');
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(store.getLink(link.link_id)?.description).toBe('Linen for July');
  });

  it('says what is wrong with a promocode over 20 characters and keeps it', async () => {
    const store = api.useMocks();
    renderWithApi(editor({ linkId: lookOf(store).link_id }));
    const code = await screen.findByRole('textbox', { name: 'Promocode' });
    await userEvent.clear(code);
    await userEvent.type(code, 'ABCDEFGHIJKLMNOPQRSTU');
    expect(await screen.findByText('Promocode can be at most 20 characters')).toBeInTheDocument();
    expect(code).toHaveValue('ABCDEFGHIJKLMNOPQRSTU');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
  });

  it('asks before discarding changes on Back', async () => {
    const store = api.useMocks();
    const onBack = vi.fn();
    renderWithApi(editor({ linkId: lookOf(store).link_id, onBack }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Description' }), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    expect(onBack).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('leaves at once on Back without changes', async () => {
    api.useMocks();
    const onBack = vi.fn();
    renderWithApi(editor({ onBack }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('starts the UTM switch on when a value exists, and clears all five when turned off', async () => {
    const store = api.useMocks();
    renderWithApi(editor({ linkId: lookOf(store).link_id }));
    const utm = await screen.findByRole('switch', { name: 'Add UTM parameters' });
    expect(utm).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'UTM source' })).toHaveValue('shoppable');
    await userEvent.click(utm);
    expect(screen.queryByRole('textbox', { name: 'UTM source' })).not.toBeInTheDocument();
    await userEvent.click(utm);
    expect(screen.getByRole('textbox', { name: 'UTM source' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('starts a new link with the UTM values of the settings', () => {
    api.useMocks();
    renderWithApi(
      editor({
        defaultUtm: {
          UTMSource: 'ig',
          UTMMedium: '',
          UTMCampaign: '',
          UTMTerm: '',
          UTMContent: '',
        },
      }),
    );
    expect(screen.getByRole('switch', { name: 'Add UTM parameters' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'UTM source' })).toHaveValue('ig');
  });

  it('says what is wrong with a UTM value, keeps it, and blocks Save until it is fixed', async () => {
    const store = api.useMocks();
    renderWithApi(editor({ linkId: lookOf(store).link_id }));
    const source = await screen.findByRole('textbox', { name: 'UTM source' });
    await userEvent.type(source, '!');
    expect(source).toHaveValue('shoppable!');
    expect(
      screen.getByText(
        'Only letters, digits, spaces and - _ . ~ + % { } are allowed, up to 100 characters',
      ),
    ).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeDisabled());
    await userEvent.type(source, '{Backspace}x');
    await waitFor(() => expect(save).toBeEnabled());
  });

  it('fills the promocode from the picked active influencer and saves both', async () => {
    const store = api.useMocks();
    const link = store.data.links.find(
      (l) => l.link_type === 'LOOK' && l.products.length > 0 && l.influencer_username === null,
    )!;
    renderWithApi(editor({ linkId: link.link_id }));
    const picker = await screen.findByRole('button', { name: /Influencer$/ });
    await waitFor(() => expect(picker).toBeEnabled());
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: 'sam' }));
    expect(screen.getByRole('textbox', { name: 'Promocode' })).toHaveValue('SAM10');
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(store.getLink(link.link_id)?.influencer_username).toBe('sam'));
    expect(store.getLink(link.link_id)?.promocode).toEqual({ code: 'SAM10' });
  });

  it('locks the influencer of a link saved with one', async () => {
    const store = api.useMocks();
    const link = store.data.links.find(
      (l) => l.link_type === 'LOOK' && l.products.length > 0 && l.influencer_username !== null,
    )!;
    renderWithApi(editor({ linkId: link.link_id }));
    const picker = await screen.findByRole('button', { name: /Influencer$/ });
    expect(picker).toBeDisabled();
    await waitFor(() => expect(picker).toHaveTextContent(link.influencer_username!));
    expect(screen.getByText("The influencer can't be changed once saved.")).toBeInTheDocument();
  });

  it("fixes an influencer's own name and shows her no UTM form", () => {
    api.useMocks({ role: 'influencer' });
    renderWithApi(editor({ viewerRole: 'influencer', ownUsername: 'maya' }));
    expect(screen.getByText('Influencer: maya')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Add UTM parameters' })).not.toBeInTheDocument();
  });

  it('opens the save-error dialog and keeps what was typed when the save fails', async () => {
    const store = api.useMocks();
    const link = lookOf(store);
    api.useMocks({ store, error: true, only: ['editLink'] });
    renderWithApi(editor({ linkId: link.link_id }));
    const description = await screen.findByRole('textbox', { name: 'Description' });
    await userEvent.type(description, ' and more');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'The link could not be saved' }),
    ).toBeInTheDocument();
    expect(description).toHaveValue(`${link.description ?? ''} and more`);
  });

  it('blocks the save with the upload-error dialog while an image is still local', async () => {
    const store = api.useMocks();
    const link = lookOf(store);
    link.images = [{ src: 'blob:http://localhost/abc', id: null }];
    renderWithApi(editor({ linkId: link.link_id }));
    const description = await screen.findByRole('textbox', { name: 'Description' });
    await userEvent.type(description, ' new');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'An image is not uploaded yet' }),
    ).toBeInTheDocument();
    expect(store.getLink(link.link_id)?.description).not.toMatch(/ new$/);
  });

  it('removes an image, which counts as a change', async () => {
    const store = api.useMocks();
    const link = lookOf(store);
    renderWithApi(editor({ linkId: link.link_id }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove image 1' }));
    expect(screen.queryByRole('button', { name: 'Remove image 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows what is typed in the live preview on desktop', async () => {
    api.useMocks();
    mockViewport(false);
    renderWithApi(editor({ businessName: 'Demo store' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Beach day');
    expect(await screen.findByRole('heading', { name: 'Demo store' })).toBeInTheDocument();
    const shown = screen.getAllByText('Beach day').filter((el) => el.tagName !== 'TEXTAREA');
    expect(shown).toHaveLength(1);
    vi.restoreAllMocks();
  });

  it('previews a sold-out product as the public page will: swapped with auto swap on, else marked', async () => {
    const store = api.useMocks();
    mockViewport(false);
    const link = lookOf(store);
    const [first, ...rest] = link.products.map((p) => p.inventory_id);
    for (const product of store.data.products) {
      if (product.inventory_id === first) product.total_quantity = 0;
      else if (rest.includes(product.inventory_id)) product.total_quantity = 5;
    }
    const soldOutTitle = link.products[0]!.title;
    store.data.session.brand!.auto_swap_enabled = true;
    const alternative = store.previewSwaps([first!, ...rest]).products[0]!;
    const { unmount } = renderWithApi(editor({ linkId: link.link_id }));
    const preview = await screen.findByRole('region', { name: 'Phone preview' });
    const card = await within(preview).findByRole('article', { name: alternative.title });
    expect(card).toHaveTextContent(`Shown instead of ${soldOutTitle}, which is sold out`);
    expect(within(preview).queryByRole('article', { name: soldOutTitle })).toBeNull();
    unmount();

    store.data.session.brand!.auto_swap_enabled = false;
    renderWithApi(editor({ linkId: link.link_id }));
    const again = await screen.findByRole('region', { name: 'Phone preview' });
    const soldOut = await within(again).findByRole('article', { name: soldOutTitle });
    await waitFor(() =>
      expect(within(soldOut).getByRole('button', { name: 'Sold out' })).toBeDisabled(),
    );
    vi.restoreAllMocks();
  });

  it('shows the form only on a phone', async () => {
    api.useMocks();
    mockViewport(true);
    renderWithApi(editor({ businessName: 'Demo store' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Beach day');
    expect(screen.queryByRole('heading', { name: 'Demo store' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Phone preview' })).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('logs a link that could not be loaded and leaves the editor', async () => {
    api.useMocks({ error: true, only: ['getLink'] });
    const onBack = vi.fn();
    renderWithApi(editor({ linkId: 'lnk_0001', onBack }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The link could not be loaded.');
    await waitFor(() => expect(onBack).toHaveBeenCalledTimes(1));
  });
});

describe('LinkEditor: changed elsewhere (409)', () => {
  /** Opens the editor on a look, types a new description and lets "someone else" save first. */
  async function conflictAfterTyping(onSaved = vi.fn()) {
    const store = api.useMocks();
    const link = lookOf(store);
    renderWithApi(editor({ linkId: link.link_id, onSaved }));
    const description = await screen.findByRole('textbox', { name: 'Description' });
    await userEvent.clear(description);
    await userEvent.type(description, 'Mine: linen for July');
    store.changeLinkElsewhere(link.link_id, { description: 'Theirs: pool day' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'This Instant was changed elsewhere',
    });
    return { store, link, dialog, description, onSaved };
  }

  it('keeps everything typed and saves nothing, with the conflict dialog', async () => {
    const { store, link, dialog, description, onSaved } = await conflictAfterTyping();
    expect(dialog).toHaveTextContent('Everything you typed is still here.');
    expect(description).toHaveValue('Mine: linen for July');
    expect(store.getLink(link.link_id)).toMatchObject({
      description: 'Theirs: pool day',
      version: 2,
    });
    expect(onSaved).not.toHaveBeenCalled();
    // Not the generic save error.
    expect(screen.queryByRole('alertdialog', { name: 'The link could not be saved' })).toBeNull();
  });

  it('reviews their changes next to mine', async () => {
    const { dialog } = await conflictAfterTyping();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review their changes' }));
    const table = within(dialog).getByRole('table', { name: 'The fields that differ' });
    const row = within(table).getByRole('rowheader', { name: 'Description' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Mine: linen for July', 'Theirs: pool day']);
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it('overwrites: saves mine on top of the current version', async () => {
    const { store, link, dialog, onSaved } = await conflictAfterTyping();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(store.getLink(link.link_id)).toMatchObject({
      description: 'Mine: linen for July',
      version: 3,
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('reloads: discards mine and edits theirs, on their version', async () => {
    const { store, link, dialog, onSaved } = await conflictAfterTyping();
    // What I typed is in the draft by now; Reload drops it with the rest of mine.
    window.dispatchEvent(new Event('pagehide'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const description = await screen.findByRole('textbox', { name: 'Description' });
    expect(description).toHaveValue('Theirs: pool day');
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.type(description, '!');
    await userEvent.click(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(store.getLink(link.link_id)).toMatchObject({
      description: 'Theirs: pool day!',
      version: 3,
    });
  });

  it('closing the dialog keeps editing; the next save meets the conflict again', async () => {
    const { dialog, description } = await conflictAfterTyping();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(description).toHaveValue('Mine: linen for July');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'This Instant was changed elsewhere' }),
    ).toBeInTheDocument();
  });

  it('sends the version it loaded, not a newer one the cache refetched meanwhile', async () => {
    const store = api.useMocks();
    const link = lookOf(store);
    const { queryClient } = renderWithApi(editor({ linkId: link.link_id }));
    const description = await screen.findByRole('textbox', { name: 'Description' });
    store.changeLinkElsewhere(link.link_id, { description: 'Theirs' });
    await queryClient.refetchQueries();
    await userEvent.type(description, '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'This Instant was changed elsewhere' }),
    ).toBeInTheDocument();
    expect(store.getLink(link.link_id)?.description).toBe('Theirs');
  });
});

describe('LinkEditor started with products', () => {
  it('opens with them chosen and creates the link with exactly those products', async () => {
    const store = api.useMocks();
    const [a, b] = store.data.products;
    const onCreated = vi.fn();
    renderWithApi(
      editor({
        onCreated,
        initialProducts: [a!, b!].map((p) => ({
          inventoryId: p.inventory_id,
          productId: p.product_id,
          title: p.title,
        })),
      }),
    );
    // The products list and the live preview both show them.
    expect((await screen.findAllByText(a!.title)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(b!.title).length).toBeGreaterThan(0);
    const create = screen.getByRole('button', { name: 'Create' });
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const [created] = onCreated.mock.calls[0]!;
    expect(
      (created as { products: { inventory_id: string }[] }).products.map((p) => p.inventory_id),
    ).toEqual([a!.inventory_id, b!.inventory_id]);
  });

  it('ignores them when editing a link', async () => {
    const store = api.useMocks();
    const link = lookOf(store);
    const other = store.data.products.find(
      (p) => !link.products.some((lp) => lp.product_id === p.product_id),
    )!;
    renderWithApi(
      editor({
        linkId: link.link_id,
        initialProducts: [
          { inventoryId: other.inventory_id, productId: other.product_id, title: other.title },
        ],
      }),
    );
    await screen.findByRole('textbox', { name: 'Description' });
    expect(screen.queryByText(other.title)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});

describe('LinkEditor started from Magic Store', () => {
  it('opens with the media as the cover and the found products, each removable', async () => {
    const store = api.useMocks();
    const [a, b, c] = store.data.products;
    const cover = 'https://cdn.shoppable.test/media/1_look.jpg';
    const onCreated = vi.fn();
    renderWithApi(
      editor({
        onCreated,
        initialImages: [cover],
        initialProducts: [a!, b!, c!].map((p) => ({
          inventoryId: p.inventory_id,
          productId: p.product_id,
          title: p.title,
        })),
      }),
    );
    expect(await screen.findByRole('button', { name: 'Remove image 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Remove ${b!.title}` }));
    const create = screen.getByRole('button', { name: 'Create' });
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const [created] = onCreated.mock.calls[0]! as [
      { images: { src: string }[]; products: { inventory_id: string }[] },
    ];
    expect(created.images.map((i) => i.src)).toEqual([cover]);
    expect(created.products.map((p) => p.inventory_id)).toEqual([a!.inventory_id, c!.inventory_id]);
  });
});

describe('LinkEditor: drafts', () => {
  // A client that gives up after 1 s, so a save the server never answers times out quickly.
  const client = createApiClient({
    baseUrl: BASE_URL,
    getToken: () => 'mock-token',
    timeoutMs: 1000,
  });
  const editLinkUrl = `${BASE_URL}/admin/v1/links/:id/edit`;

  /** A reload: the page goes away (the pending draft is written) and the editor opens again. */
  function reload(view: ReturnType<typeof renderWithApi>, props: Partial<LinkEditorProps>) {
    window.dispatchEvent(new Event('pagehide'));
    view.unmount();
    return renderWithApi(editor({ client, ...props }));
  }

  it('offers the unsaved changes after a reload, and Restore brings everything back', async () => {
    const store = api.useMocks();
    const link = lookOf(store);
    const props = { linkId: link.link_id };
    const view = renderWithApi(editor({ client, ...props }));
    const description = await screen.findByRole('textbox', { name: 'Description' });
    await userEvent.clear(description);
    await userEvent.type(description, 'Linen for July');
    const code = screen.getByRole('textbox', { name: 'Promocode' });
    await userEvent.clear(code);
    await userEvent.type(code, 'JULY10');
    reload(view, props);
    const prompt = await screen.findByRole('region', { name: 'Unsaved changes' });
    expect(prompt).toHaveTextContent(/^Restore your unsaved changes from .+\?/);
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue(link.description);
    await userEvent.click(within(prompt).getByRole('button', { name: 'Restore' }));
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Linen for July');
    expect(screen.getByRole('textbox', { name: 'Promocode' })).toHaveValue('JULY10');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  });

  it('Discard drops the unsaved changes: the saved values stay and a reload offers nothing', async () => {
    const store = api.useMocks();
    const link = lookOf(store);
    const props = { linkId: link.link_id };
    const view = renderWithApi(editor({ client, ...props }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Description' }), '!');
    const again = reload(view, props);
    const prompt = await screen.findByRole('region', { name: 'Unsaved changes' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Discard' }));
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue(link.description);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    reload(again, props);
    await screen.findByRole('textbox', { name: 'Description' });
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument();
  });

  it.each([
    [
      'the server fails (500)',
      () => new HttpResponse(null, { status: 500 }),
      'The server could not save it.',
    ],
    ['the network goes away', () => HttpResponse.error(), 'The connection to the server was lost.'],
    [
      'the server does not answer in time',
      () => delay('infinite'),
      'The server did not answer in time.',
    ],
  ])(
    'says why when %s, keeps everything typed and the draft, and a later save succeeds',
    async (_, failure, why) => {
      const store = api.useMocks();
      const link = lookOf(store);
      const onSaved = vi.fn();
      const props = { linkId: link.link_id, onSaved };
      api.server.use(http.post(editLinkUrl, failure));
      const view = renderWithApi(editor({ client, ...props }));
      const description = await screen.findByRole('textbox', { name: 'Description' });
      await userEvent.clear(description);
      await userEvent.type(description, 'Linen for July');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      const dialog = await screen.findByRole('alertdialog', {
        name: 'The link could not be saved',
      });
      expect(dialog).toHaveTextContent(`${why} Nothing you typed is lost: save again.`);
      expect(description).toHaveValue('Linen for July');
      expect(store.getLink(link.link_id)?.description).toBe(link.description);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

      // The tab is closed before the server is back: the draft brings the text back.
      api.server.resetHandlers();
      api.useMocks({ store });
      const again = reload(view, props);
      const prompt = await screen.findByRole('region', { name: 'Unsaved changes' });
      await userEvent.click(within(prompt).getByRole('button', { name: 'Restore' }));
      const save = screen.getByRole('button', { name: 'Save' });
      await waitFor(() => expect(save).toBeEnabled());
      await userEvent.click(save);
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(store.getLink(link.link_id)?.description).toBe('Linen for July');

      // Saved: the draft is gone.
      reload(again, props);
      await screen.findByRole('textbox', { name: 'Description' });
      expect(screen.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument();
    },
  );
});
