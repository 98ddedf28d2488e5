import { queryKeys } from '@shoppable/api-client';
import { BOOK_EXPERT_URL } from '@shoppable/domain';
import { ToastRegion, toastQueue } from '@shoppable/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderWithApi, setupMockApi, testClient } from '@shoppable/test-kit';
import { mockUser } from '../testing/users';
import { SettingsPage, type SettingsPageProps } from './SettingsPage';

const api = setupMockApi();
beforeEach(() => toastQueue.clear());

const page = (props: Partial<SettingsPageProps> = {}, locale?: string) => {
  const onNoStore = vi.fn();
  const onTryForFree = vi.fn();
  const result = renderWithApi(
    <>
      <SettingsPage
        user={mockUser({ plan: 'paid' })}
        client={testClient}
        onNoStore={onNoStore}
        onTryForFree={onTryForFree}
        {...props}
      />
      <ToastRegion />
    </>,
    { locale },
  );
  return { ...result, onNoStore, onTryForFree };
};
const box = (name: string) => screen.getByRole('textbox', { name });
const stripSave = () => screen.queryByRole('button', { name: 'Save' });

describe('SettingsPage', () => {
  it('has the Webhooks section for admins, apart from the settings form, and none otherwise', async () => {
    api.useMocks();
    const { unmount } = page();
    const webhooks = screen.getByRole('region', { name: 'Webhooks' });
    expect(
      await within(webhooks).findByRole('list', { name: 'Webhook endpoints' }),
    ).toBeInTheDocument();
    // Its own form must not sit inside the settings form (forms do not nest).
    expect(webhooks.closest('form')).toBeNull();
    unmount();
    page({ user: { ...mockUser({ plan: 'paid' }), isAdmin: false } });
    expect(screen.queryByRole('region', { name: 'Webhooks' })).not.toBeInTheDocument();
  });

  it('shows the saved values and no save strip', () => {
    api.useMocks();
    page();
    expect(box('Shipping and returns URL')).toHaveValue('demo-store.test/pages/shipping');
    expect(box('UTM source')).toHaveValue('shoppable');
    expect(
      screen.getByRole('switch', { name: 'Swap sold-out products automatically' }),
    ).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Medium' })).toBeChecked();
    expect(stripSave()).not.toBeInTheDocument();
  });

  it('lists the four sensitivities in order', () => {
    api.useMocks();
    page();
    const group = screen.getByRole('radiogroup', { name: 'AI tagging sensitivity' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual([
      'OFF (no products detection)',
      'High',
      'Medium',
      'Low (maximum products detection)',
    ]);
  });

  it('shows the strip when a value differs and hides it when it is put back', async () => {
    api.useMocks();
    page();
    await userEvent.type(box('Facebook pixel id'), '12');
    expect(await screen.findByText('You have unsaved changes')).toBeInTheDocument();
    await userEvent.clear(box('Facebook pixel id'));
    await waitFor(() => expect(stripSave()).not.toBeInTheDocument());
  });

  it('discards back to the saved values', async () => {
    api.useMocks();
    page();
    await userEvent.click(screen.getByRole('radio', { name: 'High' }));
    await userEvent.clear(box('UTM medium'));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(box('UTM medium')).toHaveValue('social');
    expect(screen.getByRole('radio', { name: 'Medium' })).toBeChecked();
    expect(stripSave()).not.toBeInTheDocument();
  });

  it('saves with the https prefix, confirms, clears social caches and re-reads the session', async () => {
    const store = api.useMocks();
    const { queryClient } = page();
    queryClient.setQueryData(queryKeys.posts.list(store.businessId, 'tiktok'), { pages: [] });
    const sessionChanged = vi.fn();
    onTestFinished(testClient.onSessionChange(sessionChanged));
    await userEvent.clear(box('Shipping and returns URL'));
    await userEvent.type(box('Shipping and returns URL'), 'shop.test/returns');
    await userEvent.type(box('Google Analytics id'), 'G-ABC123');
    await userEvent.click(
      screen.getByRole('switch', { name: 'Swap sold-out products automatically' }),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Low (maximum products detection)' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    const brand = store.data.session.brand!;
    expect(brand.shipping_and_return_url).toBe('https://shop.test/returns');
    expect(brand.google_analytics_id).toBe('G-ABC123');
    expect(brand.auto_swap_enabled).toBe(false);
    expect(brand.product_vision_configurations?.sensitivity).toBe('LOW');
    expect(
      queryClient.getQueryData(queryKeys.posts.list(store.businessId, 'tiktok')),
    ).toBeUndefined();
    expect(sessionChanged).toHaveBeenCalledOnce();
    await waitFor(() => expect(stripSave()).not.toBeInTheDocument());
    expect(box('Shipping and returns URL')).toHaveValue('shop.test/returns');
  });

  it('explains bad input and does not send it', async () => {
    const store = api.useMocks();
    page();
    await userEvent.type(box('Facebook pixel id'), 'abc');
    await userEvent.clear(box('UTM campaign'));
    await userEvent.type(box('UTM campaign'), 'spring/sale');
    await userEvent.type(box('Shipping and returns URL'), ' x');
    expect(await screen.findByText('A Facebook pixel id holds digits only')).toBeInTheDocument();
    expect(
      screen.getByText('Only letters, digits, spaces and - _ . ~ + % { } are allowed'),
    ).toBeInTheDocument();
    expect(screen.getByText("That URL doesn't look right")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(store.data.session.brand?.facebook_pixel_id).toBeNull();
    expect(box('Facebook pixel id')).toHaveValue('abc');
  });

  it('keeps everything typed when the save fails and says so', async () => {
    api.useMocks({ error: true, only: ['updateSettings'] });
    page();
    await userEvent.type(box('Facebook pixel id'), '987');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your settings were not saved' });
    expect(dialog).toHaveTextContent('Something went wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(box('Facebook pixel id')).toHaveValue('987');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('keeps everything typed when the settings were saved elsewhere, and overwrites on their version', async () => {
    const store = api.useMocks();
    page();
    await userEvent.type(box('Facebook pixel id'), '111');
    store.changeBrandElsewhere('settings', { google_analytics_id: 'G-THEIRS' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Your settings were changed elsewhere',
    });
    expect(box('Facebook pixel id')).toHaveValue('111');
    expect(store.data.session.brand).toMatchObject({
      facebook_pixel_id: null,
      settings_version: 2,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review their changes' }));
    const table = within(dialog).getByRole('table', { name: 'The fields that differ' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Facebook pixel id', 'Google Analytics id']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(store.data.session.brand).toMatchObject({
      facebook_pixel_id: '111',
      google_analytics_id: null,
      settings_version: 3,
    });
  });

  it('reloads their settings into the form when asked', async () => {
    const store = api.useMocks();
    page();
    await userEvent.type(box('Facebook pixel id'), '111');
    store.changeBrandElsewhere('settings', { google_analytics_id: 'G-THEIRS' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Your settings were changed elsewhere',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(box('Facebook pixel id')).toHaveValue('');
    expect(box('Google Analytics id')).toHaveValue('G-THEIRS');
    await waitFor(() => expect(stripSave()).not.toBeInTheDocument());
    await userEvent.type(box('Facebook pixel id'), '222');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(store.data.session.brand).toMatchObject({
      facebook_pixel_id: '222',
      google_analytics_id: 'G-THEIRS',
      settings_version: 3,
    });
  });

  it('puts a Save button in the phone top bar, enabled once something changed', async () => {
    const store = api.useMocks();
    const topBar = document.createElement('div');
    document.body.append(topBar);
    page({ saveActionTarget: topBar });
    const save = within(topBar).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.type(box('Facebook pixel id'), '55');
    expect(save).toBeEnabled();
    await userEvent.click(save);
    await waitFor(() => expect(store.data.session.brand?.facebook_pixel_id).toBe('55'));
    topBar.remove();
  });

  it('asks the app to redirect when there is no store', () => {
    api.useMocks({ noStore: true });
    const { onNoStore } = page({ user: mockUser({ noStore: true }) });
    expect(onNoStore).toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('offers a demo instead of AI tagging without the vision feature', () => {
    api.useMocks();
    const user = mockUser({ plan: 'paid' });
    page({
      user: {
        ...user,
        settings: {
          ...user.settings!,
          productVisionConfigurations: { isEnabled: false, sensitivity: 'OFF' },
        },
      },
    });
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a demo' })).toHaveAttribute(
      'href',
      BOOK_EXPERT_URL,
    );
  });

  it('offers try-for-free for AI settings once a free trial ended', async () => {
    api.useMocks({ plan: 'trialEnded' });
    const { onTryForFree } = page({
      user: mockUser({ plan: 'trialEnded' }),
      aiPreferences: <p>Pickers</p>,
    });
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByText('Pickers')).not.toBeInTheDocument();
    const [first] = screen.getAllByRole('button', { name: 'Try for free' });
    await userEvent.click(first!);
    expect(onTryForFree).toHaveBeenCalledOnce();
  });

  it('shows the AI preferences the app passes', () => {
    api.useMocks();
    page({ aiPreferences: <p>Pickers</p> });
    expect(
      within(screen.getByRole('region', { name: 'AI preferences' })).getByText('Pickers'),
    ).toBeInTheDocument();
  });

  it('speaks Hebrew', async () => {
    api.useMocks();
    page({}, 'he-IL');
    expect(screen.getByRole('heading', { level: 1, name: 'הגדרות' })).toBeInTheDocument();
    await act(async () => {
      await userEvent.type(screen.getByRole('textbox', { name: 'מזהה פיקסל פייסבוק' }), '1');
    });
    expect(await screen.findByRole('button', { name: 'שמירה' })).toBeInTheDocument();
  });
});
