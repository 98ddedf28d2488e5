import { BUSINESS_ID } from '@shoppable/api-client/mocks';
import { renderWithApi, setupMockApi, testClient } from '@shoppable/test-kit';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InfluencerEditor, type InfluencerEditorProps } from './InfluencerEditor';

const api = setupMockApi();

function renderEditor(props: Partial<InfluencerEditorProps> = {}) {
  const all: InfluencerEditorProps = {
    client: testClient,
    businessId: BUSINESS_ID,
    onBack: vi.fn(),
    onCreated: vi.fn(),
    onSaved: vi.fn(),
    ...props,
  };
  renderWithApi(<InfluencerEditor {...all} />);
  return all;
}

const save = () => screen.getByRole('button', { name: 'Save' });
const field = (name: string) => screen.getByRole('textbox', { name });

describe('InfluencerEditor: create', () => {
  it('filters typed username characters and checks availability after typing stops', async () => {
    api.useMocks();
    renderEditor();
    await userEvent.type(field('Username'), 'Ma ya!');
    expect(field('Username')).toHaveValue('maya');
    expect(await screen.findByText('That username is already taken')).toBeTruthy();
    await userEvent.clear(field('Username'));
    await userEvent.type(field('Username'), 'new_one');
    expect(await screen.findByText('The username is available')).toBeTruthy();
  });

  it('shows the message of each wrong input and keeps what was typed', async () => {
    api.useMocks();
    renderEditor();
    await userEvent.type(field('Email'), 'not-an-email');
    expect(await screen.findByText("That email doesn't look right")).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /Phone/ }), '12');
    expect(await screen.findByText("Phone number doesn't look right")).toBeTruthy();
    await userEvent.type(field('Commission (%)'), '150');
    expect(await screen.findByText('Commission must be in range 0 - 100')).toBeTruthy();
    expect(field('Email')).toHaveValue('not-an-email');
    expect(field('Commission (%)')).toHaveValue('150');
    expect(save()).toBeDisabled();
  });

  it("checks the email's availability after typing stops, keeping what was typed", async () => {
    api.useMocks();
    renderEditor();
    await userEvent.type(field('Email'), 'Maya@creators.test');
    expect(await screen.findByText('That email is already taken')).toBeTruthy();
    expect(field('Email')).toHaveValue('Maya@creators.test');
    await userEvent.clear(field('Email'));
    await userEvent.type(field('Email'), 'fresh@creators.test');
    expect(await screen.findByText('The email is available')).toBeTruthy();
    expect(screen.queryByText('That email is already taken')).toBeNull();
  });

  it('says so when the availability cannot be checked, and keeps Save disabled', async () => {
    api.useMocks({ error: true, only: ['validateInfluencerUsername'] });
    renderEditor();
    await userEvent.type(field('Username'), 'fresh');
    expect(
      await screen.findByText("Couldn't check whether it is free. Try again in a moment."),
    ).toBeTruthy();
    expect(save()).toBeDisabled();
  });

  it('keeps Save disabled without a profile image', async () => {
    api.useMocks();
    renderEditor();
    await userEvent.type(field('Username'), 'fresh');
    await userEvent.type(field('Email'), 'fresh@creators.test');
    expect(await screen.findByText('The username is available')).toBeTruthy();
    expect(save()).toBeDisabled();
  });

  it('asks before leaving with changes', async () => {
    api.useMocks();
    const props = renderEditor();
    await userEvent.type(field('Email'), 'a');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(props.onBack).toHaveBeenCalledOnce();
  });
});

describe('InfluencerEditor: edit', () => {
  it('loads the influencer, keeps the username fixed and saves a changed commission', async () => {
    const store = api.useMocks();
    const props = renderEditor({ username: 'maya' });
    const commission = await screen.findByRole('textbox', { name: 'Commission (%)' });
    expect(field('Username')).toHaveAttribute('readonly');
    expect(save()).toBeDisabled();
    await userEvent.clear(commission);
    await userEvent.type(commission, '012.5');
    expect(commission).toHaveValue('12.5');
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    await waitFor(() => expect(props.onSaved).toHaveBeenCalledOnce());
    expect(store.getInfluencer('maya')).toMatchObject({ commission: 12.5, version: 2 });
  });

  it("checks a changed email: another influencer's is taken, their own in other letters free", async () => {
    api.useMocks();
    renderEditor({ username: 'maya' });
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'noa@creators.test');
    expect(await screen.findByText('That email is already taken')).toBeTruthy();
    expect(save()).toBeDisabled();
    await userEvent.clear(email);
    await userEvent.type(email, 'MAYA@creators.test');
    expect(await screen.findByText('The email is available')).toBeTruthy();
    await waitFor(() => expect(save()).toBeEnabled());
  });

  it('says the email is taken when another influencer took it before the save', async () => {
    const store = api.useMocks();
    const props = renderEditor({ username: 'maya' });
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'mine@creators.test');
    await waitFor(() => expect(save()).toBeEnabled());
    store.changeInfluencerElsewhere('noa', { email: 'mine@creators.test' });
    await userEvent.click(save());
    expect(await screen.findByText('That email is already taken')).toBeTruthy();
    expect(email).toHaveValue('mine@creators.test');
    expect(props.onSaved).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('forces CR on and disables it when sales are switched off', async () => {
    const store = api.useMocks();
    const props = renderEditor({ username: 'maya' });
    const sales = await screen.findByRole('switch', { name: 'Sales' });
    await userEvent.click(screen.getByRole('switch', { name: 'Conversion rate' }));
    expect(screen.getByRole('switch', { name: 'Conversion rate' })).not.toBeChecked();
    await userEvent.click(sales);
    const cr = screen.getByRole('switch', { name: 'Conversion rate' });
    expect(cr).toBeChecked();
    expect(cr).toBeDisabled();
    await userEvent.click(screen.getByRole('switch', { name: 'Revenue' }));
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    await waitFor(() => expect(props.onSaved).toHaveBeenCalledOnce());
    expect(store.getInfluencer('maya')!.permissions).toMatchObject({
      analytics_sales_enabled: false,
      analytics_cr_enabled: true,
      analytics_revenue_enabled: false,
      analytics_aov_enabled: true,
    });
  });

  it('switching the active state off deactivates on save', async () => {
    const store = api.useMocks();
    renderEditor({ username: 'maya' });
    await userEvent.click(await screen.findByRole('switch', { name: 'Active' }));
    await userEvent.click(save());
    await waitFor(() => expect(store.getInfluencer('maya')!.is_active).toBe(false));
  });

  it('keeps what was typed when the save fails', async () => {
    api.useMocks({ error: true, only: ['editInfluencer'] });
    renderEditor({ username: 'maya' });
    const promocode = await screen.findByRole('textbox', { name: 'Promocode' });
    await userEvent.clear(promocode);
    await userEvent.type(promocode, 'SUMMER');
    await userEvent.click(save());
    expect(
      await screen.findByRole('alertdialog', { name: "Couldn't save the influencer" }),
    ).toHaveTextContent(
      'The server could not save the influencer. Everything you typed is still here; try again.',
    );
    expect(promocode).toHaveValue('SUMMER');
  });

  it("says on the field when the promocode is another influencer's, instead of a conflict", async () => {
    const store = api.useMocks();
    renderEditor({ username: 'maya' });
    const promocode = await screen.findByRole('textbox', { name: 'Promocode' });
    const other = store.listInfluencers().find((i) => i.username !== 'maya')!;
    await userEvent.clear(promocode);
    await userEvent.type(promocode, other.promocode!);
    await userEvent.click(save());
    expect(await screen.findByText('Another influencer already has this promocode')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(promocode).toHaveValue(other.promocode);
    expect(store.getInfluencer('maya')).toMatchObject({ promocode: 'MAYA10', version: 1 });
  });

  it('keeps a draft: after a reload, Restore brings back what was typed and offers Save', async () => {
    api.useMocks();
    renderEditor({ username: 'maya' });
    const promocode = await screen.findByRole('textbox', { name: 'Promocode' });
    await userEvent.clear(promocode);
    await userEvent.type(promocode, 'SUMMER');
    window.dispatchEvent(new Event('pagehide'));
    cleanup();
    renderEditor({ username: 'maya' });
    const prompt = await screen.findByRole('region', { name: 'Unsaved changes' });
    expect(field('Promocode')).toHaveValue('MAYA10');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Restore' }));
    expect(field('Promocode')).toHaveValue('SUMMER');
    await waitFor(() => expect(save()).toBeEnabled());
  });

  it('offers review, reload and overwrite when it was changed elsewhere', async () => {
    const store = api.useMocks();
    const props = renderEditor({ username: 'maya' });
    const promocode = await screen.findByRole('textbox', { name: 'Promocode' });
    await userEvent.clear(promocode);
    await userEvent.type(promocode, 'MINE');
    store.changeInfluencerElsewhere('maya', { promocode: 'THEIRS' });
    await userEvent.click(save());
    const dialog = await screen.findByRole('alertdialog', {
      name: 'This influencer was changed elsewhere',
    });
    expect(promocode).toHaveValue('MINE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(props.onSaved).toHaveBeenCalledOnce());
    expect(store.getInfluencer('maya')).toMatchObject({ promocode: 'MINE', version: 3 });
  });

  it('says when the influencer cannot be loaded', async () => {
    api.useMocks({ error: true, only: ['getInfluencer'] });
    renderEditor({ username: 'maya' });
    expect(await screen.findByText('The influencer could not be loaded.')).toBeTruthy();
  });
});
