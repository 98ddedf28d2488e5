import { BUSINESS_ID, MOCK_NOW, MockStore } from '@shoppable/api-client/mocks';
import { ALL_PERMISSIONS, customUrlError } from '@shoppable/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApi, setupMockApi, testClient } from '@shoppable/test-kit';
import { ShortView, shortViewInitial, type ShortViewProps } from './ShortView';

const api = setupMockApi();
const DOMAIN = 'shop.demo-store.test';
/** Shorts of the mock data: a custom one without influencer, one of maya's, a collection one. */
const CUSTOM = 'lnk_0017';
const MAYAS = 'lnk_0005';
const COLLECTION = 'lnk_0023';

function renderView(props: Partial<ShortViewProps> = {}) {
  const all: ShortViewProps = {
    client: testClient,
    businessId: BUSINESS_ID,
    domains: [DOMAIN],
    onCreated: vi.fn(),
    ...props,
  };
  renderWithApi(<ShortView {...all} />);
  return all;
}

const create = () => screen.getByRole('button', { name: 'Create' });

/** The short the create or edit sent: the newest or the given one. */
const stored = (store: MockStore, id?: string) =>
  id === undefined
    ? store.listLinks({ link_type: 'SHORT', count: 1, skip: 0 })[0]
    : store.getLink(id);

async function pickInfluencer(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: /Influencer$/ }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe('ShortView', () => {
  it('starts as a custom short with Create disabled until something is chosen', () => {
    api.useMocks();
    renderView();
    expect(screen.getByRole('radio', { name: 'Custom URL' })).toHaveProperty('checked', true);
    expect(create()).toHaveProperty('disabled', true);
  });

  it('accepts a custom URL on the merchant domain 400 ms after typing, adding https://', async () => {
    const store = api.useMocks();
    const props = renderView();
    await userEvent.type(screen.getByRole('textbox', { name: 'Custom URL' }), `${DOMAIN}/sale`);
    expect(create()).toHaveProperty('disabled', true);
    await vi.waitFor(() => expect(create()).toHaveProperty('disabled', false));
    await userEvent.click(create());
    await vi.waitFor(() => expect(props.onCreated).toHaveBeenCalledOnce());
    expect(stored(store)?.shopping_redirect_url).toBe(`https://${DOMAIN}/sale`);
  });

  it('refuses a foreign domain with the message naming the merchant domain, keeping the text', async () => {
    api.useMocks();
    renderView();
    const field = screen.getByRole('textbox', { name: 'Custom URL' });
    await userEvent.type(field, 'elsewhere.example/page');
    expect(await screen.findByText(customUrlError(DOMAIN))).toBeTruthy();
    expect(field).toHaveProperty('value', 'elsewhere.example/page');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(create()).toHaveProperty('disabled', true);
  });

  it('needs a promocode for an organic short', async () => {
    api.useMocks();
    renderView();
    await userEvent.click(screen.getByRole('radio', { name: 'Promocode only' }));
    expect(create()).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Promocode' }), 'SUMMER10');
    expect(create()).toHaveProperty('disabled', false);
  });

  it('opens the product picker when product is chosen', async () => {
    api.useMocks();
    renderView();
    await userEvent.click(screen.getByRole('radio', { name: 'Product' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it("starts with the shorts page's product chosen, ready to create", async () => {
    const store = api.useMocks();
    const product = store.data.products.find((p) => p.url)!;
    const props = renderView({
      initialProduct: { id: product.inventory_id, title: product.title, url: product.url! },
    });
    expect(screen.getByRole('radio', { name: 'Product' })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveProperty('value', product.title);
    await userEvent.click(create());
    await vi.waitFor(() => expect(props.onCreated).toHaveBeenCalledOnce());
    expect(stored(store)?.products.map((p) => p.inventory_id)).toEqual([product.inventory_id]);
  });

  it("fills the promocode from the admin's influencer pick and sends the influencer", async () => {
    const store = api.useMocks();
    const props = renderView();
    await pickInfluencer('leo');
    expect(screen.getByRole('textbox', { name: 'Promocode' })).toHaveProperty('value', 'LEO10');
    await userEvent.type(screen.getByRole('textbox', { name: 'Custom URL' }), `${DOMAIN}/leo`);
    await vi.waitFor(() => expect(create()).toHaveProperty('disabled', false));
    await userEvent.click(create());
    await vi.waitFor(() => expect(props.onCreated).toHaveBeenCalledOnce());
    expect(stored(store)).toMatchObject({
      influencer_username: 'leo',
      promocode: { code: 'LEO10' },
    });
  });

  it('offers only active influencers', async () => {
    api.useMocks();
    renderView();
    await userEvent.click(await screen.findByRole('button', { name: /Influencer$/ }));
    const list = await screen.findByRole('listbox');
    expect(within(list).getByRole('option', { name: 'maya' })).toBeTruthy();
    expect(within(list).queryByRole('option', { name: 'kai' })).toBeNull();
  });

  it("fixes an influencer's own name and hides the UTM form", async () => {
    const store = api.useMocks();
    const props = renderView({ viewerRole: 'influencer', ownUsername: 'maya' });
    expect(screen.getByText('Influencer: maya')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Influencer$/ })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Add UTM parameters' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Promocode only' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Promocode' }), 'MAYA15');
    await userEvent.click(create());
    await vi.waitFor(() => expect(props.onCreated).toHaveBeenCalledOnce());
    expect(stored(store)?.influencer_username).toBe('maya');
  });

  it("starts with the settings' UTM values switched on, and sends them", async () => {
    const store = api.useMocks();
    const props = renderView({ defaultUtm: { UTMSource: 'shoppable', UTMMedium: 'social' } });
    expect(screen.getByRole('switch', { name: 'Add UTM parameters' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('textbox', { name: 'UTM source' })).toHaveProperty(
      'value',
      'shoppable',
    );
    expect(
      screen.getByText('Added to the address: utm_source=shoppable&utm_medium=social'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Promocode only' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Promocode' }), 'CODE');
    await userEvent.click(create());
    await vi.waitFor(() => expect(props.onCreated).toHaveBeenCalledOnce());
    expect(stored(store)?.utm_params).toMatchObject({
      utm_source: 'shoppable',
      utm_medium: 'social',
    });
  });

  it('clears all five UTM values when the switch is turned off', async () => {
    const store = api.useMocks();
    const props = renderView({ defaultUtm: { UTMSource: 'shoppable', UTMCampaign: 'spring' } });
    await userEvent.click(screen.getByRole('switch', { name: 'Add UTM parameters' }));
    expect(screen.queryByRole('textbox', { name: 'UTM source' })).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: 'Add UTM parameters' }));
    expect(screen.getByRole('textbox', { name: 'UTM source' })).toHaveProperty('value', '');
    expect(screen.getByRole('textbox', { name: 'UTM campaign' })).toHaveProperty('value', '');
    await userEvent.click(screen.getByRole('radio', { name: 'Promocode only' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Promocode' }), 'CODE');
    await userEvent.click(create());
    await vi.waitFor(() => expect(props.onCreated).toHaveBeenCalledOnce());
    expect(stored(store)?.utm_params ?? null).toBeNull();
  });

  it('loads a short to edit and shows the approval message after the save, keeping the values', async () => {
    const store = api.useMocks();
    const original = stored(store, CUSTOM)!;
    renderView({ shortId: CUSTOM });
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    expect(title).toHaveProperty('value', original.title);
    expect(screen.getByRole('textbox', { name: 'Custom URL' })).toHaveProperty(
      'value',
      original.shopping_redirect_url,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    await userEvent.clear(title);
    await userEvent.type(title, 'Sale page');
    await userEvent.click(save);
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Your changes to the short were saved.',
    );
    expect(title).toHaveProperty('value', 'Sale page');
    expect(stored(store, CUSTOM)?.title).toBe('Sale page');
  });

  it('locks the influencer of a short saved with one', async () => {
    api.useMocks();
    renderView({ shortId: MAYAS });
    const field = await screen.findByRole('button', { name: /Influencer$/ });
    expect(field).toHaveProperty('disabled', true);
    expect(field.textContent).toContain('maya');
    expect(screen.getByText("The influencer can't be changed once saved.")).toBeTruthy();
  });

  it('says so when the short cannot be loaded, without a Save button', async () => {
    api.useMocks({ error: true, only: ['getLink'] });
    renderView({ shortId: CUSTOM });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The short could not be loaded.',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('keeps what was typed when the save fails', async () => {
    api.useMocks({ error: true, only: ['createShort'] });
    const props = renderView();
    await userEvent.click(screen.getByRole('radio', { name: 'Promocode only' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Promocode' }), 'SUMMER10');
    await userEvent.click(create());
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The short could not be saved. The server could not save it. What you entered is kept; try again.',
    );
    expect(screen.getByRole('textbox', { name: 'Promocode' })).toHaveProperty('value', 'SUMMER10');
    expect(props.onCreated).not.toHaveBeenCalled();
  });

  it('keeps a draft: after a reload, Restore brings back what was typed', async () => {
    api.useMocks();
    renderView();
    await userEvent.click(screen.getByRole('radio', { name: 'Promocode only' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Promocode' }), 'SUMMER10');
    window.dispatchEvent(new Event('pagehide'));
    cleanup();
    renderView();
    const prompt = await screen.findByRole('region', { name: 'Unsaved changes' });
    expect(screen.getByRole('radio', { name: 'Custom URL' })).toHaveProperty('checked', true);
    await userEvent.click(within(prompt).getByRole('button', { name: 'Restore' }));
    expect(screen.getByRole('radio', { name: 'Promocode only' })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: 'Promocode' })).toHaveProperty('value', 'SUMMER10');
    expect(create()).toHaveProperty('disabled', false);
  });

  it('reports unsaved changes, and none after the create', async () => {
    api.useMocks();
    const onDirtyChange = vi.fn();
    const props = renderView({ onDirtyChange });
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(screen.getByRole('radio', { name: 'Promocode only' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Promocode' }), 'SUMMER10');
    // The frame reports a change from an effect after the form state updates.
    await vi.waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
    await userEvent.click(create());
    await vi.waitFor(() => expect(props.onCreated).toHaveBeenCalledOnce());
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
  });
});

describe('ShortView back', () => {
  it('leaves at once without changes, and asks first with changes, keeping them on Keep editing', async () => {
    api.useMocks();
    const onBack = vi.fn();
    renderView({ onBack });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
    await userEvent.type(screen.getByRole('textbox', { name: 'Promocode' }), 'CODE');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    expect(dialog.textContent).toContain('What you changed in this short will be lost.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(screen.getByRole('textbox', { name: 'Promocode' })).toHaveProperty('value', 'CODE');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }),
    );
    await vi.waitFor(() => expect(onBack).toHaveBeenCalledTimes(2));
  });
});

describe('ShortView preview', () => {
  it("shows the short's title, details and analytics tiles", async () => {
    const store = api.useMocks();
    const short = stored(store, COLLECTION)!;
    renderView({ shortId: COLLECTION, mode: 'preview' });
    expect(await screen.findByRole('heading', { level: 1, name: short.title! })).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('SAVE16')).toBeTruthy();
    expect(within(details).getByText('ivy')).toBeTruthy();
    expect(screen.getByText('Short')).toBeTruthy();
    expect(await screen.findByText('Clicks')).toBeTruthy();
  });

  it('offers edit, copy link and delete to an admin; delete asks first, then reports', async () => {
    api.useMocks();
    const onDeleted = vi.fn();
    const onEdit = vi.fn();
    renderView({ shortId: COLLECTION, mode: 'preview', onDeleted, onEdit });
    await userEvent.click(await screen.findByRole('button', { name: /^More options for/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: /^More options for/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this short?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
  });

  it('copies the public address', async () => {
    api.useMocks();
    const user = userEvent.setup();
    renderView({ shortId: COLLECTION, mode: 'preview', publicUrl: 'https://go.example/demo/x' });
    await user.click(await screen.findByRole('button', { name: /^More options for/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Copy link' }));
    await vi.waitFor(async () =>
      expect(await navigator.clipboard.readText()).toBe('https://go.example/demo/x'),
    );
  });

  it("opens the short's QR code from the menu", async () => {
    api.useMocks();
    const user = userEvent.setup();
    renderView({ shortId: COLLECTION, mode: 'preview', publicUrl: 'https://go.example/demo/x' });
    await user.click(await screen.findByRole('button', { name: /^More options for/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'QR code' }));
    const dialog = await screen.findByRole('dialog', { name: /^QR code · / });
    expect(
      await within(dialog).findByRole('img', {
        name: 'QR code for https://go.example/demo/x?utm_medium=qr',
      }),
    ).toBeInTheDocument();
  });

  it('gives an influencer without the editing permission only the copy link', async () => {
    api.useMocks();
    renderView({
      shortId: COLLECTION,
      mode: 'preview',
      viewerRole: 'influencer',
      permissions: { ...ALL_PERMISSIONS, isActiveInfluencer: false },
    });
    await userEvent.click(await screen.findByRole('button', { name: /^More options for/ }));
    expect(await screen.findByRole('menuitem', { name: 'Copy link' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
  });

  it('opens the free-trial gate instead of the editor once the trial ended', async () => {
    api.useMocks();
    const onEdit = vi.fn();
    const onCreationBlocked = vi.fn();
    renderView({
      shortId: COLLECTION,
      mode: 'preview',
      onEdit,
      isCreationBlocked: true,
      onCreationBlocked,
    });
    await userEvent.click(await screen.findByRole('button', { name: /^More options for/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(onCreationBlocked).toHaveBeenCalledOnce();
    expect(onEdit).not.toHaveBeenCalled();
  });
});

describe('shortViewInitial', () => {
  const store = new MockStore({ now: MOCK_NOW });

  it('reads a collection short with its collection, promocode and influencer', () => {
    const link = store.getLink(COLLECTION)!;
    expect(shortViewInitial(link)).toMatchObject({
      id: COLLECTION,
      target: {
        type: 'collection',
        productIds: [],
        collectionIds: link.collections.map((c) => c.collection_id),
        title: link.title,
      },
      promocode: 'SAVE16',
      influencerUsername: 'ivy',
    });
  });

  it('reads a short without URL type by what it holds, and its UTM values', () => {
    const link = store.getLink(CUSTOM)!;
    const initial = shortViewInitial({ ...link, url_type: null, products: [] });
    expect(initial.target).toMatchObject({ type: 'custom', url: link.shopping_redirect_url });
    expect(initial.utm).toMatchObject({ UTMSource: 'shoppable', UTMMedium: 'social' });
    expect(
      shortViewInitial({
        ...link,
        url_type: null,
        shopping_redirect_url: null,
        products: [],
        collections: [],
      }).target.type,
    ).toBe('organic');
  });
});

describe('ShortView: changed elsewhere (409)', () => {
  async function conflictAfterTyping() {
    const store = api.useMocks();
    renderView({ shortId: CUSTOM });
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Mine');
    store.changeLinkElsewhere(CUSTOM, { title: 'Theirs' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'This short was changed elsewhere',
    });
    return { store, title, dialog };
  }

  it('keeps the typed title, saves nothing and overwrites on their version', async () => {
    const { store, title, dialog } = await conflictAfterTyping();
    expect(title).toHaveValue('Mine');
    expect(store.getLink(CUSTOM)).toMatchObject({ title: 'Theirs', version: 2 });
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your changes to the short were saved.',
    );
    expect(store.getLink(CUSTOM)).toMatchObject({ title: 'Mine', version: 3 });
  });

  it('reloads their short into the form', async () => {
    const { dialog } = await conflictAfterTyping();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Theirs'),
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
