import { BUSINESS_ID } from '@shoppable/api-client/mocks';
import { renderWithApi, setupMockApi, testClient } from '@shoppable/test-kit';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InfluencersPage, type InfluencersPageProps } from './InfluencersPage';

const api = setupMockApi();

function renderPage(props: Partial<InfluencersPageProps> = {}) {
  const all: InfluencersPageProps = {
    client: testClient,
    businessId: BUSINESS_ID,
    currency: 'USD',
    onCreate: vi.fn(),
    today: '2026-01-15',
    ...props,
  };
  renderWithApi(<InfluencersPage {...all} />);
  return all;
}

describe('InfluencersPage', () => {
  it('shows one card per influencer with its state, promocode, figures and preview link', async () => {
    const store = api.useMocks();
    renderPage();
    const maya = await screen.findByRole('article', { name: 'maya' });
    expect(within(maya).getByText('Promocode MAYA10')).toBeTruthy();
    expect(within(maya).getByText('Active')).toBeTruthy();
    const clicks = store.getInfluencer('maya')!.analytics!.clicks;
    expect(
      await within(maya).findByText(new Intl.NumberFormat('en-US').format(clicks)),
    ).toBeTruthy();
    expect(within(maya).getByRole('link', { name: 'Open maya' })).toHaveAttribute(
      'href',
      '/admin/influencers/maya/preview',
    );
    expect(within(screen.getByRole('article', { name: 'kai' })).getByText('Inactive')).toBeTruthy();
  });

  it('adds up the totals of the influencers the filter shows', async () => {
    const store = api.useMocks();
    renderPage();
    await screen.findByRole('article', { name: 'maya' });
    const clicksOf = (name: string) => store.getInfluencer(name)!.analytics!.clicks;
    const all = ['maya', 'leo', 'noa', 'sam', 'ivy', 'kai'].reduce((n, u) => n + clicksOf(u), 0);
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(
      await within(totals).findByText(new Intl.NumberFormat('en-US').format(all)),
    ).toBeTruthy();

    await userEvent.click(
      screen.getByRole('button', { name: 'Influencers shown: All influencers' }),
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: 'leo' }));
    expect(await screen.findByRole('button', { name: 'Influencers shown: leo' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'maya' })).toBeNull();
    expect(screen.getByRole('article', { name: 'leo' })).toBeTruthy();
    expect(
      within(totals).getByText(new Intl.NumberFormat('en-US').format(clicksOf('leo'))),
    ).toBeTruthy();
  });

  it('creates, or asks the app when creation is blocked', async () => {
    api.useMocks();
    const blocked = vi.fn();
    const props = renderPage({ isCreationBlocked: true, onCreationBlocked: blocked });
    await userEvent.click(screen.getByRole('button', { name: 'Create influencer' }));
    expect(blocked).toHaveBeenCalledOnce();
    expect(props.onCreate).not.toHaveBeenCalled();
  });

  it('shows the empty state with a create button', async () => {
    api.useMocks({ empty: true });
    const props = renderPage();
    expect(await screen.findByRole('heading', { name: 'No influencers yet' })).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: 'Create influencer' });
    expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1]!);
    expect(props.onCreate).toHaveBeenCalledOnce();
  });

  it('says when the list cannot load, and tries again', async () => {
    api.useMocks({ error: true });
    renderPage();
    expect(await screen.findByText('The influencers could not be loaded.')).toBeTruthy();
    api.useMocks();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'maya' })).toBeTruthy();
  });

  it('shows skeletons while loading', () => {
    api.useMocks({ loading: true });
    renderPage();
    expect(screen.getByRole('group', { name: 'Loading influencers' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });
});
