import { createApiClient } from '@shoppable/api-client';
import { MOCK_NOW, MockStore } from '@shoppable/api-client/mocks';
import { SELECTION_RULES } from '@shoppable/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BASE_URL, renderWithApi, setupMockApi, testClient } from '@shoppable/test-kit';
import { AddProductsDialog, type AddProductsDialogProps } from './AddProductsDialog';

const api = setupMockApi();
let store: MockStore;
beforeEach(() => {
  localStorage.clear();
  store = new MockStore({ now: MOCK_NOW });
});

function open(props: Partial<AddProductsDialogProps> = {}) {
  api.useMocks({ store });
  const onConfirm = vi.fn();
  const onOpenChange = vi.fn();
  renderWithApi(
    <AddProductsDialog
      isOpen
      onOpenChange={onOpenChange}
      client={testClient}
      businessId={store.businessId}
      onConfirm={onConfirm}
      {...props}
    />,
  );
  return { onConfirm, onOpenChange };
}

const grid = () => screen.findByRole('grid', { name: 'Products' });
const activeProducts = () => store.data.products.filter((p) => p.product_status === 'active');

describe('AddProductsDialog', { timeout: 30_000 }, () => {
  it('shows the first 50 active products and loads the next page', async () => {
    open();
    const rows = within(await grid()).getAllByRole('row');
    expect(rows).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(within(screen.getByRole('grid')).getAllByRole('row')).toHaveLength(100),
    );
    expect(
      within(screen.getByRole('grid'))
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(expect.arrayContaining([expect.stringContaining(activeProducts()[60]!.title)]));
  });

  it('returns the picked products on Done and closes', async () => {
    const { onConfirm, onOpenChange } = open();
    const [first, second] = activeProducts();
    const rows = within(await grid()).getAllByRole('row');
    await userEvent.click(rows[0]!);
    await userEvent.click(rows[1]!);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onConfirm).toHaveBeenCalledWith(
      expect.objectContaining({ keys: [first!.inventory_id, second!.inventory_id] }),
    );
    expect(onConfirm.mock.calls[0]![0].products.map((p: { title: string }) => p.title)).toEqual([
      first!.title,
      second!.title,
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('keeps Done disabled below the minimum and refuses a pick past the maximum', async () => {
    open({ rule: { min: 1, max: 2, noun: 'products' } });
    const rows = within(await grid()).getAllByRole('row');
    expect(screen.getByRole('button', { name: 'Done' })).toBeDisabled();
    await userEvent.click(rows[0]!);
    expect(screen.getByRole('button', { name: 'Done' })).toBeEnabled();
    await userEvent.click(rows[1]!);
    await userEvent.click(rows[2]!);
    expect(screen.getByRole('alert')).toHaveTextContent('You can only select 2 products');
    expect(rows[2]).toHaveAttribute('aria-selected', 'false');
    expect(screen.queryByRole('checkbox', { name: 'Select all' })).not.toBeInTheDocument();
  });

  it('names the items of the limit alert in the UI language', async () => {
    api.useMocks({ store });
    renderWithApi(
      <AddProductsDialog
        isOpen
        onOpenChange={vi.fn()}
        client={testClient}
        businessId={store.businessId}
        onConfirm={vi.fn()}
        rule={{ min: 1, max: 2, noun: 'products' }}
        defaultSelectedKeys={activeProducts()
          .slice(0, 2)
          .map((p) => p.inventory_id)}
      />,
      { locale: 'he-IL' },
    );
    const rows = within(await screen.findByRole('grid', { name: 'מוצרים' })).getAllByRole('row');
    await userEvent.click(rows[2]!);
    expect(screen.getByRole('alert')).toHaveTextContent('ניתן לבחור עד 2 מוצרים');
  });

  it('returns the products selected before the dialog opened', async () => {
    const [first, second] = activeProducts();
    const { onConfirm } = open({ defaultSelectedKeys: [second!.inventory_id] });
    await userEvent.click(within(await grid()).getAllByRole('row')[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onConfirm.mock.calls[0]![0].products.map((p: { id: string }) => p.id)).toEqual([
      second!.inventory_id,
      first!.inventory_id,
    ]);
  });

  it('replaces the pick when the limit is 1', async () => {
    const { onConfirm } = open({ rule: SELECTION_RULES.shortProduct });
    const rows = within(await grid()).getAllByRole('row');
    await userEvent.click(rows[0]!);
    await userEvent.click(rows[3]!);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onConfirm.mock.calls[0]![0].keys).toEqual([activeProducts()[3]!.inventory_id]);
  });

  it('selects and clears every loaded product with Select all when there is no limit', async () => {
    open();
    await grid();
    const selectAll = screen.getByRole('checkbox', { name: 'Select all' });
    await userEvent.click(selectAll);
    const rows = within(screen.getByRole('grid')).getAllByRole('row');
    for (const row of rows) expect(row).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('50 selected')).toBeInTheDocument();
    await userEvent.click(selectAll);
    for (const row of rows) expect(row).toHaveAttribute('aria-selected', 'false');
  });

  it('remembers the filters and searches with them', async () => {
    open();
    await grid();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Search in tags' }));
    await userEvent.click(screen.getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Draft' }));
    expect(JSON.parse(localStorage.getItem('searchProductFilters')!)).toEqual({
      only_active: false,
      outOfStock: true,
      searchInTags: true,
      status: 'draft',
    });
    await userEvent.keyboard('{Escape}');
    const drafts = store.data.products.filter((p) => p.product_status === 'draft');
    await waitFor(() =>
      expect(within(screen.getByRole('grid')).getAllByRole('row')[0]).toHaveTextContent(
        drafts[0]!.title,
      ),
    );
    for (const row of within(screen.getByRole('grid')).getAllByRole('row'))
      expect(within(row).getByText('Draft')).toBeInTheDocument();
  });

  it('flags out-of-stock products and shows availability', async () => {
    const product = activeProducts().find((p) => p.total_quantity <= 0)!;
    open();
    const row = within(await grid())
      .getAllByRole('row')
      .find((r) => r.textContent?.includes(product.title));
    expect(row).toBeDefined();
    expect(within(row!).getByText('Out of stock')).toBeInTheDocument();
    expect(
      within(row!).getByText(`${Math.round(product.variant_availability_ratio! * 100)}% available`),
    ).toBeInTheDocument();
  });

  it('lets the user choose a colour for a selected product', async () => {
    const index = activeProducts().findIndex((p) => p.options[0]!.values.length > 1);
    const product = activeProducts()[index]!;
    const colour = product.options[0]!.values[1]!;
    const { onConfirm } = open({ allowColorOptions: true });
    await userEvent.click(within(await grid()).getAllByRole('row')[index]!);
    await userEvent.click(
      screen.getByRole('button', { name: new RegExp(`Colour of ${product.title}`) }),
    );
    await userEvent.click(await screen.findByRole('option', { name: colour }));
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onConfirm.mock.calls[0]![0].selectedOptions).toEqual({
      [product.inventory_id]: { Color: colour },
    });
    expect(onConfirm.mock.calls[0]![0].products[0].selectedOptions).toEqual({ Color: colour });
  });

  it('says no results found for a search that matches nothing', async () => {
    open();
    await grid();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'zzzz{Enter}');
    expect(await screen.findByRole('heading', { name: 'No results found' })).toBeInTheDocument();
  });

  it('says products are syncing when the catalogue is empty', async () => {
    store.data.products = [];
    open();
    expect(await screen.findByRole('heading', { name: 'Syncing products' })).toBeInTheDocument();
  });

  it('shows the search-failed message when the search times out', async () => {
    api.useMocks({ store, timeout: true });
    renderWithApi(
      <AddProductsDialog
        isOpen
        onOpenChange={vi.fn()}
        client={createApiClient({
          baseUrl: BASE_URL,
          getToken: () => 'mock-token',
          timeoutMs: 300,
        })}
        businessId={store.businessId}
        onConfirm={vi.fn()}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't search your products");
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the search-failed message and no spinner when the search fails', async () => {
    api.useMocks({ store, error: true });
    renderWithApi(
      <AddProductsDialog
        isOpen
        onOpenChange={vi.fn()}
        client={testClient}
        businessId={store.businessId}
        onConfirm={vi.fn()}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't search your products");
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
