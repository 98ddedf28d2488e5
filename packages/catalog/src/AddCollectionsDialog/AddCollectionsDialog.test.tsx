import { MOCK_NOW, MockStore } from '@shoppable/api-client/mocks';
import { SELECTION_RULES } from '@shoppable/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi, setupMockApi, testClient } from '@shoppable/test-kit';
import { AddCollectionsDialog, type AddCollectionsDialogProps } from './AddCollectionsDialog';

const api = setupMockApi();
let store: MockStore;
beforeEach(() => {
  store = new MockStore({ now: MOCK_NOW });
});

function open(props: Partial<AddCollectionsDialogProps> = {}) {
  api.useMocks({ store });
  const onConfirm = vi.fn();
  renderWithApi(
    <AddCollectionsDialog
      isOpen
      onOpenChange={vi.fn()}
      client={testClient}
      businessId={store.businessId}
      onConfirm={onConfirm}
      {...props}
    />,
  );
  return { onConfirm };
}

const grid = () => screen.findByRole('grid', { name: 'Collections' });

describe('AddCollectionsDialog', { timeout: 30_000 }, () => {
  it('shows each collection with its title and products count', async () => {
    open();
    const first = store.data.collections[0]!;
    const row = within(await grid()).getAllByRole('row')[0]!;
    expect(row).toHaveTextContent(first.title);
    expect(row).toHaveTextContent(`${first.products_count} products`);
  });

  it('returns the picked collections on Done', async () => {
    const { onConfirm } = open();
    const rows = within(await grid()).getAllByRole('row');
    await userEvent.click(rows[1]!);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    const second = store.data.collections[1]!;
    expect(onConfirm).toHaveBeenCalledWith({
      keys: [second.collection_id],
      collections: [expect.objectContaining({ id: second.collection_id, title: second.title })],
    });
  });

  it('replaces the pick when one collection is allowed and keeps Done off without one', async () => {
    const { onConfirm } = open({ rule: SELECTION_RULES.shortCollection });
    const rows = within(await grid()).getAllByRole('row');
    expect(screen.getByRole('button', { name: 'Done' })).toBeDisabled();
    await userEvent.click(rows[0]!);
    await userEvent.click(rows[2]!);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onConfirm.mock.calls[0]![0].keys).toEqual([store.data.collections[2]!.collection_id]);
  });

  it('leaves out collections without a url when asked', async () => {
    store.data.collections[0]!.url = '';
    open({ requireUrl: true });
    const rows = within(await grid()).getAllByRole('row');
    expect(rows).toHaveLength(store.data.collections.length - 1);
    expect(rows[0]).not.toHaveTextContent(store.data.collections[0]!.title);
  });

  it('says no results found for a search that matches nothing', async () => {
    open();
    await grid();
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search collections' }),
      'zzzz{Enter}',
    );
    expect(await screen.findByRole('heading', { name: 'No results found' })).toBeInTheDocument();
  });

  it('shows the failure and no spinner when the search fails', async () => {
    api.useMocks({ store, error: true });
    renderWithApi(
      <AddCollectionsDialog
        isOpen
        onOpenChange={vi.fn()}
        client={testClient}
        businessId={store.businessId}
        onConfirm={vi.fn()}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't search your collections",
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
