import { BUSINESS_ID } from '@shoppable/api-client/mocks';
import { ALL_PERMISSIONS } from '@shoppable/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApi, setupMockApi, testClient } from '@shoppable/test-kit';
import { describe, expect, it, vi } from 'vitest';
import { ShortsPage, type ShortsPageProps } from './ShortsPage';

const api = setupMockApi();

/** A top bar outside the page, as the app's layout has, for `topBarTarget`. */
function topBar() {
  const bar = document.createElement('header');
  document.body.append(bar);
  return bar;
}

function renderPage(props: Partial<ShortsPageProps> = {}) {
  const all: ShortsPageProps = {
    client: testClient,
    businessId: BUSINESS_ID,
    viewerRole: 'admin',
    permissions: ALL_PERMISSIONS,
    onCreate: vi.fn(),
    onEdit: vi.fn(),
    publicUrl: (short) => `https://shop.example/demo/${short.linkId}`,
    ...props,
  };
  renderWithApi(<ShortsPage {...all} />);
  return all;
}

// happy-dom lays nothing out, so InfiniteGrid renders no cards here: the cards, their menus and
// the delete are covered by the story tests in Chromium.
describe('ShortsPage', () => {
  it('creates a short for an admin', async () => {
    api.useMocks();
    const props = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Create short' }));
    expect(props.onCreate).toHaveBeenCalledOnce();
  });

  it('lets an active influencer create', () => {
    api.useMocks({ role: 'influencer' });
    renderPage({ viewerRole: 'influencer', permissions: { ...ALL_PERMISSIONS } });
    expect(screen.getByRole('button', { name: 'Create short' })).toBeTruthy();
  });

  it('hides create from an influencer without the permission', () => {
    api.useMocks({ role: 'influencer' });
    renderPage({
      viewerRole: 'influencer',
      permissions: { ...ALL_PERMISSIONS, isActiveInfluencer: false },
    });
    expect(screen.queryByRole('button', { name: 'Create short' })).toBeNull();
  });

  it('opens the free-trial dialog instead once the trial ended', async () => {
    api.useMocks();
    const onCreationBlocked = vi.fn();
    const props = renderPage({ isCreationBlocked: true, onCreationBlocked });
    await userEvent.click(screen.getByRole('button', { name: 'Create short' }));
    expect(onCreationBlocked).toHaveBeenCalledOnce();
    expect(props.onCreate).not.toHaveBeenCalled();
  });

  it('says when a search finds nothing', async () => {
    api.useMocks();
    renderPage();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search shorts' }), 'zzz{Enter}');
    expect(await screen.findByText('No shorts match “zzz”')).toBeTruthy();
  });

  it('shows the empty state with a create button', async () => {
    api.useMocks({ empty: true });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No shorts yet' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Create short' })).toHaveLength(2);
  });

  it('says when the list cannot load', async () => {
    api.useMocks({ error: true, only: ['listLinks'] });
    renderPage();
    expect(await screen.findByText('The shorts could not be loaded.')).toBeTruthy();
  });

  it('puts the product search and the create button in the top bar; a product opens the editor with it', async () => {
    const store = api.useMocks();
    const product = store.data.products.find((p) => p.url && p.product_status === 'active')!;
    const bar = topBar();
    const onCreateForProduct = vi.fn();
    const props = renderPage({ topBarTarget: bar, onCreateForProduct });
    const inBar = within(bar);
    await userEvent.click(inBar.getByRole('button', { name: 'Create short' }));
    expect(props.onCreate).toHaveBeenCalledOnce();
    // The search loads its code on its own (wide screens only).
    await userEvent.type(
      await inBar.findByRole('combobox', { name: 'Short for a product' }),
      product.title,
    );
    await userEvent.click(await screen.findByRole('option', { name: product.title }));
    expect(onCreateForProduct).toHaveBeenCalledWith({
      id: product.inventory_id,
      title: product.title,
      url: product.url,
    });
    bar.remove();
  });

  it('keeps the top bar empty for an influencer who may not create', () => {
    api.useMocks();
    const bar = topBar();
    renderPage({
      topBarTarget: bar,
      onCreateForProduct: vi.fn(),
      viewerRole: 'influencer',
      permissions: { ...ALL_PERMISSIONS, isActiveInfluencer: false },
    });
    expect(bar.childElementCount).toBe(0);
    bar.remove();
  });

  it("opens the free-trial gate from the top bar's product once the trial ended", async () => {
    const store = api.useMocks();
    const product = store.data.products.find((p) => p.url && p.product_status === 'active')!;
    const bar = topBar();
    const onCreateForProduct = vi.fn();
    const onCreationBlocked = vi.fn();
    renderPage({
      topBarTarget: bar,
      onCreateForProduct,
      isCreationBlocked: true,
      onCreationBlocked,
    });
    await userEvent.type(
      await within(bar).findByRole('combobox', { name: 'Short for a product' }),
      product.title,
    );
    await userEvent.click(await screen.findByRole('option', { name: product.title }));
    expect(onCreationBlocked).toHaveBeenCalledOnce();
    expect(onCreateForProduct).not.toHaveBeenCalled();
    bar.remove();
  });
});
