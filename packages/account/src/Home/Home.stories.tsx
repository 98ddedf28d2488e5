import { mockHandlers } from '@shoppable/api-client/mocks';
import { BOOK_EXPERT_URL } from '@shoppable/domain';
import { Button } from '@shoppable/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { QueryProvider, STORY_BASE_URL, storyClient } from '../testing/stories';
import { mockRecent, mockUser } from '../testing/users';
import { Home } from './Home';

const meta = {
  title: 'Account/Home',
  component: Home,
  decorators: [
    (Story) => (
      <QueryProvider>
        <Story />
      </QueryProvider>
    ),
  ],
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL) } },
  args: {
    user: mockUser({ plan: 'paid' }),
    client: storyClient,
    createButtons: (
      <>
        <Button>New link</Button>
        <Button variant="secondary">New short</Button>
        <Button variant="secondary">New influencer</Button>
      </>
    ),
    linkCount: 12,
    ...mockRecent(),
  },
} satisfies Meta<typeof Home>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AdminPaid: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Demo Store logo' })).toBeVisible();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(await canvas.findByRole('tab', { name: 'Shorts' }));
    await expect(within(canvas.getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(6);
    await expect(await canvas.findByRole('region', { name: 'Orders' })).toBeVisible();
  },
};

export const AdminTrialLastWeek: Story = {
  args: { user: mockUser({ plan: 'trial', trialDaysLeft: 4 }) },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('status');
    await expect(alert).toHaveTextContent('Your free trial ends in 4 days.');
    await expect(within(alert).getByRole('link', { name: 'Upgrade' })).toBeVisible();
  },
};

export const AdminTrialEnded: Story = {
  args: { user: mockUser({ plan: 'trialEnded' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your free trial has ended.');
  },
};

export const AdminSetupToDo: Story = {
  args: { user: { ...mockUser({ plan: 'paid' }), businessLogo: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome, demo' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add your logo' })).toHaveAttribute(
      'href',
      '/admin/appearance#logo',
    );
  },
};

/** The to-do names the links showing sold-out products; auto swap shows alternatives. */
export const AdminSoldOutLinks: Story = {
  args: {
    soldOutLinks: {
      autoSwapEnabled: true,
      total: 2,
      links: [
        {
          linkId: 'lk-summer',
          linkType: 'LOOK',
          name: 'Summer edit',
          soldOut: [{ inventoryId: 'inv-1', title: 'Linen shirt' }],
        },
        {
          linkId: 'lk-beach',
          linkType: 'LOOK',
          name: 'Beach picks',
          soldOut: [{ inventoryId: 'inv-2', title: 'Straw hat' }],
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    const todo = canvas.getByRole('region', { name: 'To do' });
    await expect(within(todo).getByRole('link', { name: 'Beach picks' })).toHaveAttribute(
      'href',
      '/admin/links/lk-beach/preview',
    );
    await expect(todo).toHaveTextContent(/in-stock alternative in their place/);
  },
};

export const InfluencerWithAnalytics: Story = {
  args: { user: mockUser({ role: 'influencer', plan: 'paid' }), createButtons: undefined },
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { role: 'influencer' }) } },
  play: async ({ canvas }) => {
    await canvas.findByRole('tablist');
    await expect(canvas.queryByRole('tab', { name: 'Influencers' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Recent orders' })).not.toBeInTheDocument();
  },
};

export const InfluencerWithoutAnalytics: Story = {
  args: {
    user: mockUser({
      role: 'influencer',
      plan: 'paid',
      permissions: {
        analytics_clicks_enabled: false,
        analytics_sales_enabled: false,
        analytics_revenue_enabled: false,
        analytics_commission_enabled: false,
      },
    }),
    createButtons: undefined,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Instants' })).toBeVisible();
  },
};

export const InfluencerTrialEnded: Story = {
  args: { user: mockUser({ role: 'influencer', plan: 'trialEnded' }), createButtons: undefined },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('status');
    await expect(alert).toHaveTextContent('The free trial of your merchant has ended.');
    await expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
  },
};

export const NoStore: Story = {
  args: {
    user: mockUser({ noStore: true }),
    recentInstants: [],
    recentShorts: [],
    recentInfluencers: [],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome, demo' })).toBeVisible();
    await expect(canvas.getByText('No Instants yet')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Recent orders' })).not.toBeInTheDocument();
  },
};

export const PhoneFreeAdmin: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { user: mockUser({ plan: 'free' }), isMobile: true, linkCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
    const shorts = canvas.getByRole('region', { name: 'Shorts' });
    await expect(within(shorts).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Book an expert' })).toHaveAttribute(
      'href',
      BOOK_EXPERT_URL,
    );
  },
};

/** The app passes links' RecentInstants and RecentShorts as panels; stand-ins here. */
export const WithPanels: Story = {
  args: {
    recentInstantsPanel: <p>The app's recent Instants widget</p>,
    recentShortsPanel: <p>The app's recent Shorts widget</p>,
  },
  play: async ({ canvas }) => {
    await expect(
      within(await canvas.findByRole('tabpanel')).getByText("The app's recent Instants widget"),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Shorts' }));
    await expect(
      within(canvas.getByRole('tabpanel')).getByText("The app's recent Shorts widget"),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Influencers' }));
    await expect(within(canvas.getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const RecentLoading: Story = {
  args: { isRecentLoading: true },
  play: async ({ canvas }) => {
    await expect(
      within(await canvas.findByRole('tabpanel')).getByText('Loading recent activities'),
    ).toBeInTheDocument();
  },
};

export const OrdersLoading: Story = {
  parameters: {
    msw: { handlers: mockHandlers(STORY_BASE_URL, { loading: true, only: ['listOrders'] }) },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading orders' })).toBeVisible();
  },
};

export const OrdersError: Story = {
  parameters: {
    msw: { handlers: mockHandlers(STORY_BASE_URL, { error: true, only: ['listOrders'] }) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No orders to show')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: { user: mockUser({ plan: 'trial', trialDaysLeft: 3 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'שורטס' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'תקופת הניסיון החינמית מסתיימת בעוד 3 ימים.',
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Instants' })).toBeVisible();
  },
};
