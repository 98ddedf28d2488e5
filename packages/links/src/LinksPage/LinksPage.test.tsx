import { ALL_PERMISSIONS } from '@shoppable/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BASE_URL, renderWithApi, setupMockApi, testClient } from '@shoppable/test-kit';
import { LinksPage, type LinksPageProps } from './LinksPage';

const api = setupMockApi();

const page = (props: Partial<LinksPageProps> = {}) => (
  <LinksPage
    client={testClient}
    businessId="biz_demo"
    viewerRole="admin"
    permissions={ALL_PERMISSIONS}
    hasStore
    onConnectStore={vi.fn()}
    onCreate={vi.fn()}
    onEdit={vi.fn()}
    publicUrl={(l) => `https://shop.test/demo/${l.linkId}`}
    {...props}
  />
);

describe('LinksPage', () => {
  it('shows the connect-store screen without a store', async () => {
    api.useMocks();
    const onConnectStore = vi.fn();
    renderWithApi(page({ hasStore: false, onConnectStore }));
    expect(screen.getByRole('heading', { name: 'Connect your store' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Connect store' }));
    expect(onConnectStore).toHaveBeenCalled();
  });

  it('shows an admin the empty state with a create button', async () => {
    api.useMocks({ empty: true });
    const onCreate = vi.fn();
    renderWithApi(page({ onCreate }));
    expect(await screen.findByRole('heading', { name: 'No links yet' })).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Create link' });
    expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1]!);
    expect(onCreate).toHaveBeenCalled();
  });

  it('opens the free-trial dialog instead of creating once the trial ended', async () => {
    api.useMocks({ empty: true });
    const onCreate = vi.fn();
    const onCreationBlocked = vi.fn();
    renderWithApi(page({ onCreate, isCreationBlocked: true, onCreationBlocked }));
    await screen.findByRole('heading', { name: 'No links yet' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Create link' })[0]!);
    expect(onCreationBlocked).toHaveBeenCalled();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('gives an influencer without the edit permission no create button', async () => {
    api.useMocks({ empty: true, role: 'influencer' });
    renderWithApi(
      page({
        viewerRole: 'influencer',
        permissions: { ...ALL_PERMISSIONS, isActiveInfluencer: false },
      }),
    );
    expect(await screen.findByText('Links made for you will show here.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create link' })).not.toBeInTheDocument();
  });

  it('shows the lifetime analytics of the links channel', async () => {
    api.useMocks();
    renderWithApi(page());
    const views = await screen.findByRole('group', { name: 'Lifetime views' });
    await vi.waitFor(() => expect(views).not.toHaveAttribute('aria-busy'));
    expect(views.textContent).toMatch(/\d/);
  });

  it('searches the server with what was typed, after the debounce', async () => {
    api.useMocks();
    const searches: (string | null)[] = [];
    api.server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.startsWith('/admin/v1/links/') && url.origin === BASE_URL) {
        searches.push(url.searchParams.get('q'));
      }
    });
    renderWithApi(page());
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search links' }), 'linen');
    await vi.waitFor(() => expect(searches).toContain('linen'), { timeout: 3000 });
    expect(searches).not.toContain('l');
  });
});
