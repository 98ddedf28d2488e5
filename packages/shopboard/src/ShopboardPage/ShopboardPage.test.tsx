import { ALL_PERMISSIONS } from '@shoppable/domain';
import {
  BASE_URL,
  mockViewport,
  renderWithApi,
  setupMockApi,
  testClient,
} from '@shoppable/test-kit';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ShopboardPage, type ShopboardPageProps } from './ShopboardPage';

const api = setupMockApi();

const page = (props: Partial<ShopboardPageProps> = {}) => (
  <ShopboardPage
    client={testClient}
    businessId="biz_demo"
    permissions={ALL_PERMISSIONS}
    aiTaggingEnabled
    openUrl={vi.fn()}
    goToConsent={vi.fn()}
    {...props}
  />
);

const ok = (data: unknown) => HttpResponse.json({ status: true, data, error: null });
const network = (connected: boolean, posts: number | null) => ({
  connected,
  number_of_posts: posts,
  username: connected ? 'demo.store' : null,
});

describe('ShopboardPage', () => {
  it('shows the public address, the AI-tagging explanation, the analytics row and the tabs', async () => {
    api.useMocks();
    renderWithApi(page());
    expect(
      await screen.findByRole('link', { name: 'https://shop.demo-store.test/shopboard' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByText(/^AI tagging is on/)).toBeInTheDocument();
    const row = screen.getByRole('region', { name: 'Shop the Feed analytics, last 30 days' });
    for (const name of [
      'Visits',
      'Completed checkouts',
      'Conversion rate',
      'Revenue',
      'Average order value',
    ])
      expect(within(row).getByRole('group', { name })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Networks' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Instagram', 'TikTok', 'Pinterest']);
    expect(screen.getByText('@demo_store')).toBeInTheDocument();
    expect(screen.getByText('30 posts')).toBeInTheDocument();
  });

  it('masks the analytics tiles by permission', async () => {
    api.useMocks();
    renderWithApi(page({ permissions: { ...ALL_PERMISSIONS, revenueEnabled: false } }));
    const row = await screen.findByRole('region', {
      name: 'Shop the Feed analytics, last 30 days',
    });
    expect(within(row).getByRole('group', { name: 'Visits' })).toBeInTheDocument();
    expect(within(row).queryByRole('group', { name: 'Revenue' })).not.toBeInTheDocument();
    expect(
      within(row).queryByRole('group', { name: 'Average order value' }),
    ).not.toBeInTheDocument();
  });

  it('explains AI tagging differently when it is off', async () => {
    api.useMocks();
    renderWithApi(page({ aiTaggingEnabled: false }));
    expect(await screen.findByText(/^Tag up to 5 products on each post/)).toBeInTheDocument();
  });

  it('opens the consent page of a network that is not connected', async () => {
    const store = api.useMocks();
    store.data.posts.tiktok = [];
    const goToConsent = vi.fn();
    renderWithApi(page({ network: 'tiktok', goToConsent }));
    expect(await screen.findByRole('heading', { name: 'Connect TikTok' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Connect TikTok' }));
    await vi.waitFor(() =>
      expect(goToConsent).toHaveBeenCalledWith(
        'https://tiktok.test/oauth/authorize?client_id=shoppable',
      ),
    );
  });

  it('reads the status every 3 s while a network syncs, then shows its posts count', async () => {
    api.useMocks();
    let calls = 0;
    api.server.use(
      http.get(`${BASE_URL}/admin/v1/shopboard/status`, () => {
        calls += 1;
        return ok({
          shopboard_url: 'https://shop.demo-store.test/shopboard',
          social_medias: {
            instagram: network(true, calls === 1 ? -1 : 30),
            tiktok: network(false, null),
            pinterest: network(false, null),
          },
        });
      }),
    );
    renderWithApi(page());
    expect(
      await screen.findByRole('progressbar', { name: 'Syncing your Instagram posts…' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('30 posts', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('disconnects a network after a confirmation', async () => {
    api.useMocks();
    renderWithApi(page({ network: 'pinterest' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect Pinterest' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect Pinterest?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByRole('heading', { name: 'Connect Pinterest' })).toBeInTheDocument();
  });

  it('syncs a network after a confirmation', async () => {
    api.useMocks();
    const synced = vi.fn();
    api.server.use(
      http.get(`${BASE_URL}/admin/v1/shopboard/instagram/sync`, () => {
        synced();
        return ok(null);
      }),
    );
    renderWithApi(page());
    await userEvent.click(await screen.findByRole('button', { name: 'Sync Instagram' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sync Instagram?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sync' }));
    await vi.waitFor(() => expect(synced).toHaveBeenCalledTimes(1));
  });

  it('offers open, copy, QR code, sync and cancel in the phone drawer', async () => {
    mockViewport(true);
    api.useMocks();
    const openUrl = vi.fn();
    renderWithApi(page({ openUrl }));
    await userEvent.click(await screen.findByRole('button', { name: 'More options' }));
    const drawer = await screen.findByRole('dialog', { name: 'More options' });
    for (const name of ['Copy link', 'QR code', 'Sync Instagram', 'Cancel'])
      expect(within(drawer).getByRole('button', { name })).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Open link' }));
    expect(openUrl).toHaveBeenCalledWith('https://shop.demo-store.test/shopboard');
  });

  it('opens the QR code of the Shop the Feed address, with utm_medium=qr', async () => {
    api.useMocks();
    renderWithApi(page());
    await userEvent.click(await screen.findByRole('button', { name: 'QR code' }));
    const dialog = await screen.findByRole('dialog', { name: 'QR code · Your Shop the Feed page' });
    expect(
      await within(dialog).findByRole('img', {
        name: 'QR code for https://shop.demo-store.test/shopboard?utm_medium=qr',
      }),
    ).toBeInTheDocument();
  });

  it('keeps its layout while the status loads: the address and the panel wait as placeholders', async () => {
    api.useMocks();
    api.server.use(
      http.get(`${BASE_URL}/admin/v1/shopboard/status`, () => new Promise<never>(() => {})),
    );
    renderWithApi(page());
    expect(screen.getByRole('heading', { name: 'Shop the Feed' })).toBeInTheDocument();
    expect(screen.getByText(/^AI tagging is on/)).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Networks' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading Shop the Feed' })).toBeInTheDocument();
    const address = screen.getByRole('region', { name: 'Your Shop the Feed page' });
    expect(address).toHaveAttribute('aria-busy', 'true');
    expect(within(address).getByRole('button', { name: 'Copy link' })).toBeDisabled();
    expect(within(address).getByRole('button', { name: 'Open link' })).toBeDisabled();
  });

  it('offers a retry when the status cannot be loaded', async () => {
    api.useMocks({ error: true, only: ['shopboardStatus'] });
    renderWithApi(page());
    expect(
      await screen.findByRole('heading', { name: 'Shop the Feed could not be loaded.' }),
    ).toBeInTheDocument();
    api.useMocks();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tablist', { name: 'Networks' })).toBeInTheDocument();
  });
});
