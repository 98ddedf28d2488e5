import { userDetailsFromWire } from '@shoppable/api-client';
import { MOCK_NOW, MockStore, type MockDataOptions } from '@shoppable/api-client/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi, setupMockApi, testClient } from '@shoppable/test-kit';
import { AiPreferencesSection } from './AiPreferencesSection';

const api = setupMockApi();
let store: MockStore;
beforeEach(() => {
  localStorage.clear();
});

function show(options: Omit<MockDataOptions, 'now'> = {}, mocks: { error?: boolean } = {}) {
  store = new MockStore({ now: MOCK_NOW, ...options });
  api.useMocks({ store, ...mocks });
  const onTryForFree = vi.fn();
  renderWithApi(
    <AiPreferencesSection
      user={userDetailsFromWire(store.data.session)}
      client={testClient}
      onTryForFree={onTryForFree}
    />,
  );
  return { onTryForFree };
}

describe('AiPreferencesSection', { timeout: 30_000 }, () => {
  it('shows the promote and exclude counts of the saved preferences', async () => {
    show({ plan: 'paid' });
    expect(screen.getByRole('tab', { name: 'Promote' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: /Products\s*1 selected/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Collections\s*0 selected/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Exclude' }));
    expect(screen.getByRole('button', { name: /Products\s*0 selected/ })).toBeInTheDocument();
  });

  it('saves the promoted products chosen in the picker', async () => {
    show({ plan: 'paid' });
    await userEvent.click(screen.getByRole('button', { name: /Products\s*1 selected/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Products to promote' });
    const rows = within(await within(dialog).findByRole('grid')).getAllByRole('row');
    expect(rows[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(rows[1]!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(
      await screen.findByRole('button', { name: /Products\s*2 selected/ }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(store.data.session.brand?.ai_preferences?.products_preferences).toEqual({
        prefered_product_ids: [
          'prd_0001',
          store.data.products.filter((p) => p.product_status === 'active')[1]!.product_id,
        ],
        exclude_product_ids: null,
      }),
    );
  });

  it('keeps promoted products out of the exclude picker', async () => {
    show({ plan: 'paid' });
    await userEvent.click(screen.getByRole('tab', { name: 'Exclude' }));
    await userEvent.click(screen.getByRole('button', { name: /Products\s*0 selected/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Products to exclude' });
    const rows = within(await within(dialog).findByRole('grid')).getAllByRole('row');
    expect(rows[0]).toHaveAttribute('aria-disabled', 'true');
  });

  it('saves excluded collections', async () => {
    show({ plan: 'paid' });
    await userEvent.click(screen.getByRole('tab', { name: 'Exclude' }));
    await userEvent.click(screen.getByRole('button', { name: /Collections\s*0 selected/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Collections to exclude' });
    await userEvent.click(within(await within(dialog).findByRole('grid')).getAllByRole('row')[0]!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(store.data.session.brand?.ai_preferences?.collections_preferences).toEqual({
        prefered_collection_ids: null,
        exclude_collection_ids: [store.data.collections[0]!.collection_id],
      }),
    );
  });

  it('puts the count back and says so when the save fails', async () => {
    show({ plan: 'paid' });
    api.useMocks({ store, error: true, only: ['updateProductsPreferences'] });
    await userEvent.click(screen.getByRole('button', { name: /Products\s*1 selected/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Products to promote' });
    await userEvent.click(within(await within(dialog).findByRole('grid')).getAllByRole('row')[1]!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your preferences were not saved');
    expect(screen.getByRole('button', { name: /Products\s*1 selected/ })).toBeInTheDocument();
  });

  it('offers a try-for-free button once the free trial ended', async () => {
    const { onTryForFree } = show({ plan: 'trialEnded' });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try for free' }));
    expect(onTryForFree).toHaveBeenCalledTimes(1);
  });

  it('is closed to influencers', () => {
    show({ role: 'influencer' });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByText(/only an admin has/)).toBeInTheDocument();
  });
});
