import { BUSINESS_ID, MOCK_NOW, MockStore } from '@shoppable/api-client/mocks';
import { customUrlError } from '@shoppable/domain';
import { ToastRegion } from '@shoppable/ui';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApi, setupMockApi, testClient } from '@shoppable/test-kit';
import { describe, expect, it, vi } from 'vitest';
import { multilinkFromWire } from '@shoppable/api-client';
import {
  MultilinkEditor,
  multilinkEditorInitial,
  type MultilinkEditorProps,
} from './MultilinkEditor';

const api = setupMockApi();

const DOMAIN = 'shop.demo-store.test';

function renderEditor(props: Partial<MultilinkEditorProps> = {}) {
  const all: MultilinkEditorProps = {
    client: testClient,
    businessId: BUSINESS_ID,
    domains: [DOMAIN],
    onSaved: vi.fn(),
    ...props,
  };
  renderWithApi(<MultilinkEditor {...all} />);
  return all;
}

const traffic = (name: string) => screen.getByRole('textbox', { name: `Traffic of ${name}` });
const save = () => screen.getByRole('button', { name: 'Save' });

async function setTraffic(name: string, value: string) {
  const field = traffic(name);
  await userEvent.clear(field);
  await userEvent.type(field, value);
  await userEvent.tab();
}

/** Puts `text` into a field at once (a paste), which keeps the slow, re-rendering form fast to test. */
async function paste(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function makeCustom(name: string, url: string) {
  const types = screen.getByRole('radiogroup', { name: `Type of ${name}` });
  await userEvent.click(within(types).getByRole('radio', { name: 'Custom URL' }));
  await paste(screen.getByRole('textbox', { name: `URL of ${name}` }), url);
}

describe('MultilinkEditor', () => {
  it('starts at 50 / 50 with Save disabled', () => {
    api.useMocks();
    renderEditor();
    expect(traffic('Experience A')).toHaveProperty('value', '50%');
    expect(traffic('Experience B')).toHaveProperty('value', '50%');
    expect(save()).toHaveProperty('disabled', true);
  });

  it('rebalances the other share to 100', async () => {
    api.useMocks();
    renderEditor();
    await setTraffic('Experience A', '70');
    expect(traffic('Experience B')).toHaveProperty('value', '30%');
    await setTraffic('Experience B', '15');
    expect(traffic('Experience A')).toHaveProperty('value', '85%');
  });

  it('clamps an out-of-range share', async () => {
    api.useMocks();
    renderEditor();
    await setTraffic('Experience A', '150');
    expect(traffic('Experience A')).toHaveProperty('value', '100%');
    expect(traffic('Experience B')).toHaveProperty('value', '0%');
  });

  it('offers every type in create mode', () => {
    api.useMocks();
    renderEditor();
    const types = screen.getByRole('radiogroup', { name: 'Type of Experience A' });
    expect(
      within(types)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['look', 'product', 'collection', 'custom']);
  });

  it('keeps a look a look in edit mode, and lets the others choose product, collection or custom', () => {
    api.useMocks();
    const base = { collectionIds: [], device: 'ALL' as const, share: 50, url: '' };
    renderEditor({
      initial: {
        id: 'mlt_0001',
        title: 'Split',
        promocode: '',
        experiences: [
          { ...base, linkId: 'a', type: 'look', productIds: ['p1'], urlState: 'unset' },
          { ...base, linkId: 'b', type: 'product', productIds: ['p2'], urlState: 'unset' },
        ],
        version: 1,
      },
    });
    const a = screen.getByRole('radiogroup', { name: 'Type of Experience A' });
    const b = screen.getByRole('radiogroup', { name: 'Type of Experience B' });
    expect(
      within(a)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['look']);
    expect(
      within(b)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['product', 'collection', 'custom']);
    expect(save()).toHaveProperty('disabled', true);
  });

  it('refuses a custom URL off the merchant domains, with the message naming the domain', async () => {
    api.useMocks();
    renderEditor();
    await makeCustom('Experience A', 'elsewhere.example/x');
    expect(await screen.findByText(customUrlError(DOMAIN))).toBeTruthy();
    expect(
      screen.getByRole('textbox', { name: 'URL of Experience A' }).getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('saves only when titled and every experience is valid, with the shares and devices', async () => {
    const store = api.useMocks();
    const props = renderEditor();
    await makeCustom('Experience A', `${DOMAIN}/a`);
    await makeCustom('Experience B', `${DOMAIN}/b`);
    await setTraffic('Experience A', '70');
    await vi.waitFor(() => expect(screen.queryByText(customUrlError(DOMAIN))).toBeNull());
    expect(save()).toHaveProperty('disabled', true);
    await paste(screen.getByRole('textbox', { name: /^Title/ }), 'Summer split');
    await vi.waitFor(() => expect(save()).toHaveProperty('disabled', false));
    await userEvent.click(save());
    await vi.waitFor(() => expect(props.onSaved).toHaveBeenCalledOnce());
    const [created] = store.listMultilinks({ count: 1, skip: 0 });
    expect(created?.title).toBe('Summer split');
    expect(created?.links_options.map((o) => o.value)).toEqual([70, 30]);
    expect(created?.links_options.map((o) => o.device_option)).toEqual(['ALL', 'ALL']);
  });

  it('keeps what was typed when the save fails', async () => {
    api.useMocks({ error: true, only: ['createMultilink'] });
    const props = renderEditor();
    await makeCustom('Experience A', `${DOMAIN}/a`);
    await makeCustom('Experience B', `${DOMAIN}/b`);
    await paste(screen.getByRole('textbox', { name: /^Title/ }), 'Summer split');
    await vi.waitFor(() => expect(save()).toHaveProperty('disabled', false));
    await userEvent.click(save());
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The multilink could not be saved. The server could not save it. What you entered is kept; try again.',
    );
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveProperty('value', 'Summer split');
    expect(props.onSaved).not.toHaveBeenCalled();
  });

  it('keeps a draft: after a reload, Restore brings back what was typed', async () => {
    api.useMocks();
    renderEditor();
    await makeCustom('Experience A', `${DOMAIN}/a`);
    await paste(screen.getByRole('textbox', { name: /^Title/ }), 'Summer split');
    window.dispatchEvent(new Event('pagehide'));
    cleanup();
    renderEditor();
    const prompt = await screen.findByRole('region', { name: 'Unsaved changes' });
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveProperty('value', '');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Restore' }));
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveProperty('value', 'Summer split');
    expect(screen.getByRole('textbox', { name: 'URL of Experience A' })).toHaveProperty(
      'value',
      `${DOMAIN}/a`,
    );
  });

  it('reports unsaved changes', async () => {
    api.useMocks();
    const onDirtyChange = vi.fn();
    renderEditor({ onDirtyChange });
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'S');
    // The frame reports a change from an effect after the form state updates.
    await vi.waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
  });

  it('sends the UTM parameters when the switch is on, and refuses characters outside the rule', async () => {
    const store = api.useMocks();
    renderEditor();
    await makeCustom('Experience A', `${DOMAIN}/a`);
    await makeCustom('Experience B', `${DOMAIN}/b`);
    await paste(screen.getByRole('textbox', { name: /^Title/ }), 'Summer split');
    await userEvent.click(screen.getByRole('switch', { name: 'Add UTM parameters' }));
    const source = screen.getByRole('textbox', { name: 'UTM source' });
    await paste(source, 'insta<gram');
    expect(
      await screen.findByText(
        'Only letters, digits, spaces and - _ . ~ + % { } are allowed, up to 100 characters',
      ),
    ).toBeTruthy();
    expect(save()).toHaveProperty('disabled', true);
    await userEvent.clear(source);
    await paste(source, 'instagram');
    await vi.waitFor(() => expect(save()).toHaveProperty('disabled', false));
    await userEvent.click(save());
    await vi.waitFor(() =>
      expect(store.listMultilinks({ count: 1, skip: 0 })[0]?.title).toBe('Summer split'),
    );
    expect(store.listMultilinks({ count: 1, skip: 0 })[0]?.utm_params?.utm_source).toBe(
      'instagram',
    );
  });

  it('loads a multilink by id and saves the edit with its sub-link ids, confirming with a toast', async () => {
    const store = api.useMocks();
    // A multilink with two experiences, as the editor makes them.
    const saved = store
      .listMultilinks({ count: 28, skip: 0 })
      .find((m) => m.links_options.length === 2)!;
    const onSaved = vi.fn();
    render(<ToastRegion />);
    renderEditor({ multilinkId: saved.multilink_id, onSaved });
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    expect(title).toHaveProperty('value', saved.title);
    expect(save()).toHaveProperty('disabled', true);
    await userEvent.type(title, ' v2');
    await userEvent.click(save());
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(
      within(screen.getByRole('status', { name: 'Notifications' })).getByText('Changes saved'),
    ).toBeTruthy();
    const edited = store
      .listMultilinks({ count: 28, skip: 0 })
      .find((m) => m.multilink_id === saved.multilink_id);
    expect(edited?.title).toBe(`${saved.title} v2`);
    expect(edited?.links_options.map((o) => o.link_id)).toEqual(
      saved.links_options.map((o) => o.link_id),
    );
  });

  it('says so when the multilink cannot be loaded', async () => {
    api.useMocks({ error: true, only: ['getMultilink'] });
    renderEditor({ multilinkId: 'ml_missing' });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The multilink could not be loaded.',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('hides the UTM section from influencers', () => {
    api.useMocks();
    renderEditor({ viewerRole: 'influencer' });
    expect(screen.queryByRole('switch', { name: 'Add UTM parameters' })).toBeNull();
  });
});

describe('MultilinkEditor back', () => {
  it('leaves at once without changes, and asks first with changes', async () => {
    api.useMocks();
    const onBack = vi.fn();
    renderEditor({ onBack });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
    await paste(screen.getByRole('textbox', { name: /^Title/ }), 'Summer split');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveProperty('value', 'Summer split');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }),
    );
    await vi.waitFor(() => expect(onBack).toHaveBeenCalledTimes(2));
  });
});

describe('multilinkEditorInitial', () => {
  it('maps a loaded multilink to the experiences the editor starts from', () => {
    const store = new MockStore({ now: MOCK_NOW });
    const wire = store.listMultilinks({ count: 1, skip: 0 })[0]!;
    const initial = multilinkEditorInitial(multilinkFromWire(wire));
    expect(initial.id).toBe(wire.multilink_id);
    expect(initial.title).toBe(wire.title);
    initial.experiences.forEach((experience, index) => {
      const option = wire.links_options[index]!;
      expect(experience.linkId).toBe(option.link_id);
      expect(experience.share).toBe(option.value);
      expect(experience.device).toBe(option.device_option);
      if (option.link_data.link_type === 'LOOK') {
        expect(experience.type).toBe('look');
        expect(experience.productIds).toEqual(option.link_data.products.map((p) => p.inventory_id));
      }
    });
  });

  it('reads a custom short as a valid custom URL and a collection short with its collection', () => {
    const wire = new MockStore({ now: MOCK_NOW }).listMultilinks({ count: 1, skip: 0 })[0]!;
    const [a, b] = wire.links_options;
    const custom = {
      ...a!,
      link_data: {
        ...a!.link_data,
        link_type: 'SHORT' as const,
        url_type: 'custom' as const,
        shopping_redirect_url: `https://${DOMAIN}/sale`,
      },
    };
    const collection = {
      ...b!,
      link_data: {
        ...b!.link_data,
        link_type: 'SHORT' as const,
        url_type: 'collection' as const,
        collections: [{ collection_id: 'col_1', title: 'Summer' }],
        products: [],
      },
    };
    const initial = multilinkEditorInitial(
      multilinkFromWire({ ...wire, links_options: [custom, collection] }),
    );
    expect(initial.experiences[0]).toMatchObject({
      type: 'custom',
      url: `https://${DOMAIN}/sale`,
      urlState: 'valid',
    });
    expect(initial.experiences[1]).toMatchObject({
      type: 'collection',
      collectionIds: ['col_1'],
      productIds: [],
    });
  });
});

describe('MultilinkEditor: changed elsewhere (409)', () => {
  async function conflictAfterTyping(onSaved = vi.fn()) {
    const store = api.useMocks();
    const id = store.data.multilinks.find((m) => m.links_options.length === 2)!.multilink_id;
    renderEditor({ multilinkId: id, onSaved });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Mine');
    store.changeMultilinkElsewhere(id, { title: 'Theirs' });
    await userEvent.click(save());
    const dialog = await screen.findByRole('alertdialog', {
      name: 'This multilink was changed elsewhere',
    });
    return { store, id, title, dialog, onSaved };
  }

  it('keeps the typed title and overwrites on their version', async () => {
    const { store, id, title, dialog, onSaved } = await conflictAfterTyping();
    expect(title).toHaveValue('Mine');
    expect(store.getMultilink(id)).toMatchObject({ title: 'Theirs', version: 2 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(store.getMultilink(id)).toMatchObject({ title: 'Mine', version: 3 });
  });

  it('reloads their multilink into the form', async () => {
    const { dialog, onSaved } = await conflictAfterTyping();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Theirs'),
    );
    expect(save()).toBeDisabled();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
