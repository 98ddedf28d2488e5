import { clearClientErrorLog, clientErrorLog } from '@shoppable/api-client';
import { ALL_PERMISSIONS } from '@shoppable/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockViewport, renderWithApi, setupMockApi, testClient } from '@shoppable/test-kit';
import { LinkPreviewPage, type LinkPreviewPageProps } from './LinkPreviewPage';

const api = setupMockApi();

const preview = (props: Partial<LinkPreviewPageProps> = {}) => (
  <LinkPreviewPage
    client={testClient}
    businessId="biz_0001"
    linkId="lnk_0001"
    viewerRole="admin"
    permissions={ALL_PERMISSIONS}
    publicUrl="https://links.test/demo/lnk_0001"
    username="demo"
    onBack={vi.fn()}
    onEdit={vi.fn()}
    onDeleted={vi.fn()}
    {...props}
  />
);

describe('LinkPreviewPage', () => {
  it('shows the phone preview of the public page on desktop', async () => {
    api.useMocks();
    mockViewport(false);
    renderWithApi(preview());
    expect(await screen.findByRole('region', { name: 'Phone preview' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('shows no phone preview on a phone, and does not fetch the public page', async () => {
    api.useMocks();
    mockViewport(true);
    const urls: string[] = [];
    api.server.events.on('request:start', ({ request }) => {
      urls.push(new URL(request.url).pathname);
    });
    renderWithApi(preview());
    expect(await screen.findByRole('group', { name: 'Clicks' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Phone preview' })).not.toBeInTheDocument();
    expect(urls.some((url) => url.includes('/links/lnk_0001'))).toBe(true);
    expect(urls.some((url) => url.startsWith('/public/'))).toBe(false);
    api.server.events.removeAllListeners();
    vi.restoreAllMocks();
  });

  it("shows an admin the link's figures and its recent orders", async () => {
    const store = api.useMocks();
    const link = store.getLink('lnk_0001')!;
    renderWithApi(preview());
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: (link.description ?? '').split('\n')[0]!,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Clicks' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Revenue' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Recent orders' })).toBeInTheDocument();
  });

  it("shows the link's top-performing products and its charts", async () => {
    const store = api.useMocks();
    const link = store.getLink('lnk_0001')!;
    renderWithApi(preview());
    const table = await screen.findByRole('grid', { name: 'Top performing products' });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('rowheader')
          .map((h) => h.textContent),
      ).toEqual(expect.arrayContaining([expect.stringContaining(link.products[0]!.title)])),
    );
    expect(
      await screen.findByRole('figure', { name: 'Clicks and sales, Lifetime' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Revenue' })).toBeInTheDocument();
  });

  it("shows the link's product funnel, each product's steps in the link's order", async () => {
    const store = api.useMocks();
    const link = store.getLink('lnk_0001')!;
    renderWithApi(preview());
    const table = await screen.findByRole('grid', { name: 'Product funnel' });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('rowheader')
          .map((h) => h.textContent),
      ).toEqual(link.products.map((p) => p.title)),
    );
    const first = within(table)
      .getByRole('rowheader', { name: link.products[0]!.title })
      .closest<HTMLElement>('[role="row"]')!;
    // The mock funnel: 400 views, 80 added to cart, 20 checkouts.
    expect(
      within(first)
        .getAllByRole('gridcell')
        .map((c) => c.textContent),
    ).toEqual(['400', '8080% dropped off', '2075% dropped off']);
  });

  it('fetches no figures for an influencer without analytics permissions', async () => {
    api.useMocks({ role: 'influencer' });
    const paths: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      paths.push(new URL(request.url).pathname);
    };
    api.server.events.on('request:start', listen);
    renderWithApi(
      preview({
        viewerRole: 'influencer',
        permissions: {
          clicksEnabled: false,
          salesEnabled: false,
          revenueEnabled: false,
          commissionEnabled: false,
          crEnabled: false,
          aovEnabled: false,
          isActiveInfluencer: false,
        },
      }),
    );
    expect(await screen.findByText('Your permissions show no figures here.')).toBeInTheDocument();
    expect(screen.queryByRole('grid', { name: 'Top performing products' })).not.toBeInTheDocument();
    expect(screen.queryByRole('grid', { name: 'Product funnel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Charts' })).not.toBeInTheDocument();
    api.server.events.removeListener('request:start', listen);
    expect(paths.some((p) => p.includes('/analytics/'))).toBe(false);
  });

  it('gives an influencer without permissions no edit, delete or orders', async () => {
    api.useMocks({ role: 'influencer' });
    renderWithApi(
      preview({
        viewerRole: 'influencer',
        permissions: { ...ALL_PERMISSIONS, isActiveInfluencer: false, revenueEnabled: false },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'More options' }));
    const names = (await screen.findAllByRole('menuitem')).map((i) => i.textContent);
    expect(names).toEqual(['Copy link', 'QR code']);
    expect(screen.queryByRole('region', { name: 'Recent orders' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Influencer revenue' })).not.toBeInTheDocument();
  });

  it("opens the QR code of the link's public address from the menu", async () => {
    api.useMocks();
    renderWithApi(preview());
    await userEvent.click(await screen.findByRole('button', { name: 'More options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'QR code' }));
    const dialog = await screen.findByRole('dialog', { name: /^QR code · / });
    expect(
      await within(dialog).findByRole('img', { name: /^QR code for .+\?utm_medium=qr$/ }),
    ).toBeInTheDocument();
  });

  it('deletes after the confirmation and tells the caller', async () => {
    const store = api.useMocks();
    const onDeleted = vi.fn();
    renderWithApi(preview({ onDeleted }));
    await userEvent.click(await screen.findByRole('button', { name: 'More options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this link?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(store.getLink('lnk_0001')).toBeFalsy();
  });

  it('opens the free-trial dialog instead of editing once the trial ended', async () => {
    api.useMocks();
    const onEdit = vi.fn();
    const onCreationBlocked = vi.fn();
    renderWithApi(preview({ onEdit, isCreationBlocked: true, onCreationBlocked }));
    await userEvent.click(await screen.findByRole('button', { name: 'More options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(onCreationBlocked).toHaveBeenCalled();
    expect(onEdit).not.toHaveBeenCalled();
  });

  it('logs a link that could not be loaded and goes back to the list', async () => {
    api.useMocks({ error: true, only: ['getLink'] });
    clearClientErrorLog();
    const onBack = vi.fn();
    renderWithApi(preview({ onBack }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The link could not be loaded.');
    await waitFor(() => expect(onBack).toHaveBeenCalledTimes(1));
    expect(clientErrorLog().some((line) => line.includes('link load lnk_0001 failed'))).toBe(true);
  });
});
