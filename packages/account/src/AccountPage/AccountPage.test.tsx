import { clearClientErrorLog, clientErrorLog } from '@shoppable/api-client';
import { ROUTES } from '@shoppable/domain';
import { ToastRegion, toastQueue } from '@shoppable/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { BASE_URL, renderWithApi, setupMockApi, testClient } from '@shoppable/test-kit';
import { mockUser } from '../testing/users';
import { AccountPage, STORE_APP_URL } from './AccountPage';

const api = setupMockApi();
beforeEach(() => {
  clearClientErrorLog();
  toastQueue.clear();
});

const page = (
  user = mockUser({ plan: 'paid' }),
  props: { openUrl?: (url: string) => void } = {},
) => {
  const onStoreDisconnected = vi.fn();
  const result = renderWithApi(
    <>
      <AccountPage
        user={user}
        client={testClient}
        onStoreDisconnected={onStoreDisconnected}
        {...props}
      />
      <ToastRegion />
    </>,
  );
  return { ...result, onStoreDisconnected };
};
const section = (name: string) => screen.getByRole('region', { name });

describe('AccountPage', () => {
  it('shows my information read only', () => {
    api.useMocks();
    page();
    const info = section('My information');
    expect(within(info).getByRole('textbox', { name: 'Username' })).toHaveValue('demo');
    expect(within(info).getByRole('textbox', { name: 'Username' })).toHaveAttribute('readonly');
    expect(within(info).getByRole('textbox', { name: 'Email' })).toHaveValue(
      'demo@demo-store.test',
    );
  });

  it('shows the plan in capitals with an upgrade link to the plans page', () => {
    api.useMocks();
    page(mockUser({ plan: 'trial' }));
    const current = section('Current account');
    expect(within(current).getByText('FREE')).toBeInTheDocument();
    expect(within(current).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      ROUTES.pricingPlans,
    );
  });

  it('gives influencers only their information, image and merchant, and password', () => {
    api.useMocks({ role: 'influencer' });
    const user = {
      ...mockUser({ role: 'influencer' }),
      influencerImageUrl: 'https://cdn.test/maya.jpg',
    };
    page(user);
    const info = section('My information');
    expect(within(info).getByRole('img', { name: 'Your profile image' })).toBeInTheDocument();
    expect(within(info).getByRole('img', { name: 'Demo Store logo' })).toBeInTheDocument();
    expect(within(info).getByText('Demo Store')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Password' })).toBeInTheDocument();
    for (const name of ['Current account', 'Store profile', 'Social networks', 'Danger zone'])
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
  });

  it('links the store to its links and appearance', () => {
    api.useMocks();
    page();
    const store = section('Store profile');
    expect(within(store).getByText('Demo Store')).toBeInTheDocument();
    expect(within(store).getByRole('link', { name: 'Links' })).toHaveAttribute(
      'href',
      ROUTES.links,
    );
    expect(within(store).getByRole('link', { name: 'Appearance' })).toHaveAttribute(
      'href',
      ROUTES.appearance,
    );
  });

  it('offers to connect a store in a new tab when none is connected', () => {
    api.useMocks({ noStore: true });
    page(mockUser({ noStore: true }));
    const link = within(section('Store profile')).getByRole('link', { name: 'Connect your store' });
    expect(link).toHaveAttribute('href', STORE_APP_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('region', { name: 'Social networks' })).not.toBeInTheDocument();
  });

  it('forces a product sync and shows the approval', async () => {
    api.useMocks();
    page();
    await userEvent.click(screen.getByRole('button', { name: 'Force product sync' }));
    expect(await screen.findByText('Product sync started')).toBeInTheDocument();
  });

  it('shows the sync error when the store refuses', async () => {
    api.useMocks({ error: 'refused', only: ['syncProducts'] });
    page();
    await userEvent.click(screen.getByRole('button', { name: 'Force product sync' }));
    const dialog = await screen.findByRole('dialog', { name: 'Products sync failed' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Force product sync' })).toBeEnabled();
  });

  it('still shows the approval after a network-level failure', async () => {
    api.useMocks();
    api.server.use(
      http.post(`${BASE_URL}/admin/v1/store/products/sync`, () => HttpResponse.error()),
    );
    page();
    await userEvent.click(screen.getByRole('button', { name: 'Force product sync' }));
    expect(await screen.findByText('Product sync started')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('disconnects the store only after the exact phrase, then re-reads the session', async () => {
    api.useMocks();
    const { onStoreDisconnected } = page();
    const sessionChanged = vi.fn();
    onTestFinished(testClient.onSessionChange(sessionChanged));
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect store' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect your store?' });
    const confirm = within(dialog).getByRole('button', { name: 'Disconnect' });
    const field = within(dialog).getByRole('textbox', {
      name: 'Type "disconnect store" to confirm',
    });
    await userEvent.type(field, 'Disconnect store');
    expect(confirm).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'disconnect store');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await waitFor(() => expect(onStoreDisconnected).toHaveBeenCalledOnce());
    expect(sessionChanged).toHaveBeenCalledOnce();
  });

  it('keeps the dialog and the typed phrase when the disconnect fails', async () => {
    api.useMocks({ error: true, only: ['storeDisconnect'] });
    const { onStoreDisconnected } = page();
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect store' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'disconnect store');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByRole('dialog', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox')).toHaveValue('disconnect store');
    expect(onStoreDisconnected).not.toHaveBeenCalled();
  });

  it('emails a password reset link and confirms it', async () => {
    api.useMocks();
    page();
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check your email' });
    expect(dialog).toHaveTextContent('We sent you an email with a link to reset your password.');
  });

  it('only logs a failed password reset request', async () => {
    api.useMocks({ error: true, only: ['requestUserPasswordReset'] });
    page();
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() =>
      expect(clientErrorLog().some((l) => l.includes('password reset'))).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists social networks: username cut to 15, posts count, Syncing at -1', async () => {
    api.useMocks();
    api.server.use(
      http.get(`${BASE_URL}/admin/v1/shopboard/status`, () =>
        HttpResponse.json({
          status: true,
          error: null,
          data: {
            shopboard_url: null,
            social_medias: {
              instagram: {
                connected: true,
                number_of_posts: 42,
                username: 'a_very_long_username_indeed',
              },
              tiktok: { connected: true, number_of_posts: -1, username: 'shop' },
              pinterest: { connected: false, number_of_posts: null, username: null },
            },
          },
        }),
      ),
    );
    page();
    const social = section('Social networks');
    const [instagram, tiktok, pinterest] = await within(social).findAllByRole('listitem');
    expect(instagram).toHaveTextContent('@a_very_long_use');
    expect(instagram).not.toHaveTextContent('a_very_long_usern');
    expect(instagram).toHaveTextContent('42 posts');
    expect(tiktok).toHaveTextContent('Syncing');
    expect(within(tiktok!).getByRole('button', { name: 'Disconnect TikTok' })).toBeInTheDocument();
    expect(
      within(pinterest!).getByRole('button', { name: 'Connect Pinterest' }),
    ).toBeInTheDocument();
  });

  it('connects a network by sending the browser to its authorisation page', async () => {
    const store = api.useMocks();
    store.data.posts.pinterest = [];
    const openUrl = vi.fn();
    page(mockUser({ plan: 'paid' }), { openUrl });
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Pinterest' }));
    await waitFor(() => expect(openUrl).toHaveBeenCalledWith(expect.stringContaining('pinterest')));
  });

  it('disconnects a network and shows it as not connected', async () => {
    api.useMocks();
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect Instagram' }));
    expect(await screen.findByRole('button', { name: 'Connect Instagram' })).toBeInTheDocument();
  });

  it('asks before deleting the account, and confirming has no effect', async () => {
    api.useMocks();
    const { onStoreDisconnected } = page();
    await userEvent.click(
      within(section('Danger zone')).getByRole('button', { name: 'Delete account' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onStoreDisconnected).not.toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'My information' })).toBeInTheDocument();
  });

  it('speaks Hebrew', () => {
    api.useMocks();
    renderWithApi(
      <AccountPage user={mockUser()} client={testClient} onStoreDisconnected={vi.fn()} />,
      { locale: 'he-IL' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'החשבון שלי' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ניתוק החנות' })).toBeInTheDocument();
  });
});
