import { BOOK_EXPERT_URL, ROUTES } from '@shoppable/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApi, setupMockApi, testClient } from '@shoppable/test-kit';
import { mockUser } from '../testing/users';
import { Home, type HomeRecentItem } from './Home';

const api = setupMockApi();

const items = (prefix: string, n: number): HomeRecentItem[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `${prefix}${i + 1}`,
    title: `${prefix} ${i + 1}`,
    href: ROUTES.linkPreview(`${prefix}${i + 1}`),
  }));

const recent = {
  recentInstants: items('Instant', 8),
  recentShorts: items('Short', 8),
  recentInfluencers: items('Influencer', 8),
};

describe('Home', () => {
  it('shows the store logo, or the username without one', () => {
    api.useMocks();
    const admin = mockUser({ plan: 'paid' });
    const { unmount } = renderWithApi(<Home user={admin} client={testClient} />);
    expect(screen.getByRole('heading', { level: 1 })).toContainElement(
      screen.getByRole('img', { name: 'Demo Store logo' }),
    );
    unmount();
    renderWithApi(<Home user={{ ...admin, businessLogo: null }} client={testClient} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, demo' })).toBeInTheDocument();
  });

  it('alerts admins in the trial’s last week with an upgrade link', () => {
    api.useMocks();
    renderWithApi(
      <Home user={mockUser({ plan: 'trial', trialDaysLeft: 5 })} client={testClient} />,
    );
    const alert = screen.getByRole('status');
    expect(alert).toHaveTextContent('Your free trial ends in 5 days.');
    expect(within(alert).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      ROUTES.pricingPlans,
    );
  });

  it('says 1 day, and nothing before the last week', () => {
    api.useMocks();
    const { unmount } = renderWithApi(
      <Home user={mockUser({ plan: 'trial', trialDaysLeft: 1 })} client={testClient} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Your free trial ends in 1 day.');
    unmount();
    renderWithApi(
      <Home user={mockUser({ plan: 'trial', trialDaysLeft: 8 })} client={testClient} />,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('alerts influencers only once the trial ended, without upgrade', () => {
    api.useMocks();
    const { unmount } = renderWithApi(
      <Home
        user={mockUser({ role: 'influencer', plan: 'trial', trialDaysLeft: 3 })}
        client={testClient}
      />,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    unmount();
    renderWithApi(
      <Home user={mockUser({ role: 'influencer', plan: 'trialEnded' })} client={testClient} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'The free trial of your merchant has ended.',
    );
    expect(screen.queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
  });

  it('shows the setup to-do list and recent orders to admins only', async () => {
    api.useMocks();
    const { unmount } = renderWithApi(<Home user={mockUser()} client={testClient} />);
    expect(screen.getByRole('region', { name: 'Set up your store' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Orders' })).toBeInTheDocument();
    unmount();
    renderWithApi(<Home user={mockUser({ role: 'influencer' })} client={testClient} />);
    expect(screen.queryByRole('region', { name: 'Set up your store' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recent orders' })).not.toBeInTheDocument();
  });

  it('renders the create buttons the app passes', () => {
    api.useMocks();
    renderWithApi(
      <Home user={mockUser()} client={testClient} createButtons={<button>New link</button>} />,
    );
    expect(screen.getByRole('button', { name: 'New link' })).toBeInTheDocument();
  });

  it('shows recent activities as tabs: 4 instants, 6 shorts, 4 influencers, with see-all links', async () => {
    api.useMocks();
    renderWithApi(<Home user={mockUser()} client={testClient} {...recent} />);
    // The tabs' code loads on its own (phones stack the lists instead).
    const tabs = await screen.findByRole('tablist', { name: 'Recent activities' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Instants', 'Shorts', 'Influencers']);
    let panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(4);
    expect(within(panel).getByRole('link', { name: 'See all Instants' })).toHaveAttribute(
      'href',
      ROUTES.links,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Shorts' }));
    panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(6);
    expect(within(panel).getByRole('link', { name: 'See all Shorts' })).toHaveAttribute(
      'href',
      ROUTES.shorts,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Influencers' }));
    panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(4);
    expect(within(panel).getByRole('link', { name: 'See all influencers' })).toHaveAttribute(
      'href',
      ROUTES.influencers,
    );
  });

  it('hides the influencers tab from influencers and says when a list is empty', async () => {
    api.useMocks();
    renderWithApi(<Home user={mockUser({ role: 'influencer' })} client={testClient} />);
    await screen.findByRole('tablist');
    expect(screen.queryByRole('tab', { name: 'Influencers' })).not.toBeInTheDocument();
    expect(screen.getByText('No Instants yet')).toBeInTheDocument();
  });

  it('stacks the sections on phones with 3 shorts', () => {
    api.useMocks();
    renderWithApi(<Home user={mockUser()} client={testClient} isMobile {...recent} />);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    const shorts = screen.getByRole('region', { name: 'Shorts' });
    expect(within(shorts).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Instants' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Influencers' })).toBeInTheDocument();
  });

  it('shows the panels the app passes for Instants and Shorts, keeping the influencers list', async () => {
    api.useMocks();
    const panels = {
      recentInstantsPanel: <p>Instants widget</p>,
      recentShortsPanel: <p>Shorts widget</p>,
    };
    const { unmount } = renderWithApi(
      <Home user={mockUser()} client={testClient} {...recent} {...panels} />,
    );
    let panel = await screen.findByRole('tabpanel');
    expect(within(panel).getByText('Instants widget')).toBeInTheDocument();
    expect(within(panel).queryByRole('listitem')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Shorts' }));
    expect(within(screen.getByRole('tabpanel')).getByText('Shorts widget')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Influencers' }));
    panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(4);
    unmount();

    renderWithApi(<Home user={mockUser()} client={testClient} isMobile {...recent} {...panels} />);
    expect(screen.getByText('Instants widget')).toBeInTheDocument();
    expect(screen.getByText('Shorts widget')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Instants' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Influencers' })).toBeInTheDocument();
  });

  it('offers book-an-expert on phones to free admins with fewer than 3 links', () => {
    api.useMocks();
    const free = mockUser({ plan: 'free' });
    const { rerender } = renderWithApi(
      <Home user={free} client={testClient} isMobile linkCount={2} />,
    );
    expect(screen.getByRole('link', { name: 'Book an expert' })).toHaveAttribute(
      'href',
      BOOK_EXPERT_URL,
    );
    rerender(<Home user={free} client={testClient} isMobile linkCount={3} />);
    expect(screen.queryByRole('link', { name: 'Book an expert' })).not.toBeInTheDocument();
    rerender(<Home user={free} client={testClient} linkCount={0} />);
    expect(screen.queryByRole('link', { name: 'Book an expert' })).not.toBeInTheDocument();
    rerender(<Home user={mockUser({ plan: 'paid' })} client={testClient} isMobile linkCount={0} />);
    expect(screen.queryByRole('link', { name: 'Book an expert' })).not.toBeInTheDocument();
  });

  it('shows placeholders while the recent lists load', async () => {
    api.useMocks();
    renderWithApi(<Home user={mockUser()} client={testClient} isRecentLoading {...recent} />);
    const panel = await screen.findByRole('tabpanel');
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading recent activities');
    expect(within(panel).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('speaks Hebrew', async () => {
    api.useMocks();
    renderWithApi(<Home user={mockUser()} client={testClient} />, { locale: 'he-IL' });
    expect(await screen.findByRole('tab', { name: 'אינסטנטס' })).toBeInTheDocument();
  });

  it('names the links showing sold-out products in the admin’s to-do', () => {
    api.useMocks();
    renderWithApi(
      <Home
        user={mockUser({ plan: 'paid' })}
        client={testClient}
        soldOutLinks={{
          autoSwapEnabled: false,
          total: 1,
          links: [
            {
              linkId: 'lk1',
              linkType: 'LOOK',
              name: 'Summer edit',
              soldOut: [{ inventoryId: 'inv1', title: 'Linen shirt' }],
            },
          ],
        }}
      />,
    );
    const todo = screen.getByRole('region', { name: 'To do' });
    expect(within(todo).getByRole('link', { name: 'Summer edit' })).toHaveAttribute(
      'href',
      ROUTES.linkPreview('lk1'),
    );
    expect(
      within(todo).getByRole('link', { name: 'Turn on auto swap in Settings' }),
    ).toBeInTheDocument();
  });
});
