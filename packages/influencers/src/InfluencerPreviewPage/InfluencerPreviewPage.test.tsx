import { BUSINESS_ID } from '@shoppable/api-client/mocks';
import { renderWithApi, setupMockApi, testClient } from '@shoppable/test-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InfluencerPreviewPage, type InfluencerPreviewPageProps } from './InfluencerPreviewPage';

const api = setupMockApi();

function renderPage(props: Partial<InfluencerPreviewPageProps> = {}) {
  const all: InfluencerPreviewPageProps = {
    client: testClient,
    businessId: BUSINESS_ID,
    username: 'maya',
    currency: 'USD',
    today: '2026-01-15',
    onBack: vi.fn(),
    onEdit: vi.fn(),
    onDeleted: vi.fn(),
    onDeleteFailed: vi.fn(),
    ...props,
  };
  renderWithApi(<InfluencerPreviewPage {...all} />);
  return all;
}

const menu = async (item: string) => {
  await userEvent.click(await screen.findByRole('button', { name: 'More options' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
};

describe('InfluencerPreviewPage', () => {
  it('shows the summary and details of the influencer', async () => {
    const store = api.useMocks();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'maya', level: 1 })).toBeTruthy();
    const summary = await screen.findByRole('region', { name: 'Summary' });
    const clicks = store.getInfluencer('maya')!.analytics!.clicks;
    expect(
      await within(summary).findByText(new Intl.NumberFormat('en-US').format(clicks)),
    ).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('maya@creators.test')).toBeTruthy();
    expect(within(details).getByText('MAYA10')).toBeTruthy();
  });

  it('opens the editor from the menu', async () => {
    api.useMocks();
    const props = renderPage();
    await menu('Edit');
    expect(props.onEdit).toHaveBeenCalledOnce();
  });

  it('resets the password and shows the new one once, naming the influencer', async () => {
    api.useMocks();
    renderPage();
    await menu('Reset password');
    const confirm = await screen.findByRole('alertdialog', { name: 'Reset password?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reset password' }));
    const done = await screen.findByRole('alertdialog', { name: 'New password for maya' });
    expect(within(done).getByText(/^reset-maya-/)).toBeTruthy();
    expect(within(done).getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('deletes after confirming: a deactivation, then onDeleted', async () => {
    const store = api.useMocks();
    const props = renderPage();
    await menu('Delete');
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete maya?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(props.onDeleted).toHaveBeenCalledOnce());
    expect(store.getInfluencer('maya')!.is_active).toBe(false);
  });

  it('says when the delete fails, then goes back one step', async () => {
    api.useMocks({ error: true, only: ['setInfluencerActivation'] });
    const props = renderPage();
    await menu('Delete');
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete maya?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const failed = await screen.findByRole('alertdialog', { name: 'Something went wrong' });
    await userEvent.click(within(failed).getByRole('button', { name: 'Close' }));
    expect(props.onDeleteFailed).toHaveBeenCalledOnce();
    expect(props.onDeleted).not.toHaveBeenCalled();
  });

  it('lists the influencer links in their tab', async () => {
    api.useMocks();
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Links' }));
    const links = await screen.findByRole('list', { name: 'Links' });
    expect(within(links).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('says when the influencer cannot be loaded', async () => {
    api.useMocks({ error: true, only: ['getInfluencer'] });
    renderPage();
    expect(await screen.findByText('The influencer could not be loaded.')).toBeTruthy();
  });
});
