import type { Session } from '@shoppable/api-client';
import { MOCK_NOW, MockStore, mockHandlers, type MockOptions } from '@shoppable/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOCALE_STORAGE_KEY } from '../locale';
import { ShellStory, STORY_API_URL } from '../testing/ShellStory';

/**
 * The dashboard layout in every state of platform.md §2, §4 and §6, with the real session, strips
 * and dialogs over the mock API: admin and influencer (with and without analytics permission),
 * free trial, trial ended, paid, Starter, no store, phone, signed out, Hebrew and dark. ui's
 * AppShell stories show the shell's own behaviour (keyboard, focus) with fixed data.
 */
const meta = {
  title: 'Dashboard/Shell/DashboardLayout',
  component: ShellStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers(STORY_API_URL) } },
  args: { path: '/admin/links' },
  render: (args, { globals }) => (
    <ShellStory {...args} locale={globals.locale === 'he-IL' ? 'he-IL' : 'en-US'} />
  ),
} satisfies Meta<typeof ShellStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const mocks = (options: Omit<MockOptions, 'store'>) => ({
  msw: { handlers: mockHandlers(STORY_API_URL, options) },
});

/** Every analytics permission off: the influencer sees no Analytics. */
const noAnalytics = {
  analytics_clicks_enabled: false,
  analytics_sales_enabled: false,
  analytics_revenue_enabled: false,
  analytics_commission_enabled: false,
};

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The names of the sidebar's entries, in order. */
async function sidebarEntries(canvas: ReturnType<typeof within>) {
  const nav = await canvas.findByRole('navigation', { name: 'Main' }, { timeout: 5000 });
  return within(nav)
    .getAllByRole('link')
    .concat(within(nav).queryAllByRole('button'))
    .map((entry) => entry.textContent?.replace('(opens in a new tab)', '').trim());
}

/** The merchant on the Business plan, 1440 px wide: every entry, the sidebar open, no strips. */
export const AdminPaid: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(await sidebarEntries(canvas)).toEqual([
      'Home',
      'Magic Store',
      'Links',
      'Shorts',
      'Multilinks',
      'Shopboard',
      'Influencers',
      'Trends',
      'Analytics',
      'Book an expert',
      'Appearance',
      'Settings',
      'Help',
    ]);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Links' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('complementary').getBoundingClientRect().width).toBe(240);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Links' })).toBeVisible();
    // A paid plan sees neither the free-trial strip nor, after its 1000 ms, the upsell strip.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(canvas.queryByRole('region', { name: 'Free trial' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Plan' })).toBeNull();
  },
};

/** The sidebar collapsed to its 65 px icons; every entry keeps its name, and it opens again. */
export const AdminSidebarCollapsed: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const sidebar = await canvas.findByRole('complementary', {}, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse sidebar' }));
    await waitFor(() => expect(sidebar.getBoundingClientRect().width).toBe(65));
    await expect(canvas.getByRole('link', { name: 'Settings' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Expand sidebar' }));
    await waitFor(() => expect(sidebar.getBoundingClientRect().width).toBe(240));
  },
};

/**
 * The sidebar's user strip: plan with upgrade, privacy, terms, account and log out; Book an expert
 * opens the external booking page in a new tab.
 */
export const SidebarUserStrip: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    const sidebar = await canvas.findByRole('complementary', {}, { timeout: 5000 });
    const expert = within(sidebar).getByRole('link', { name: /Book an expert/ });
    await expect(expert).toHaveAttribute('target', '_blank');
    await expect(expert.getAttribute('href')).toMatch(/^https:/);
    await userEvent.click(within(sidebar).getByRole('button', { name: /^demo BUSINESS/ }));
    const menu = await body(canvasElement).findByRole('menu');
    for (const name of ['Upgrade', 'Privacy policy', 'Terms and conditions', 'My account'])
      await expect(within(menu).getByRole('menuitem', { name })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await expect(
      await body(canvasElement).findByRole('alertdialog', { name: 'Log out?' }),
    ).toBeInTheDocument();
  },
};

/** Between 1000 and 1200 px the desktop layout starts with the sidebar collapsed. */
export const DesktopNarrow: Story = {
  parameters: {
    viewport: {
      options: {
        narrow: {
          name: 'Narrow desktop (1100 px)',
          styles: { width: '1100px', height: '800px' },
          type: 'desktop',
        },
      },
    },
  },
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas }) => {
    const sidebar = await canvas.findByRole('complementary', {}, { timeout: 5000 });
    await expect(sidebar.getBoundingClientRect().width).toBe(65);
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByRole('navigation', { name: 'Quick navigation' })).toBeNull();
  },
};

/** The avatar menu: plan and upgrade (admin), account, support, language; log out asks first. */
export const AdminUserMenu: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'demo Account menu' }, { timeout: 5000 }),
    );
    const menu = await body(canvasElement).findByRole('menu', { name: 'demo Account menu' });
    for (const name of [
      'Upgrade',
      'My account',
      'Log out',
      'Privacy policy',
      'Terms and conditions',
      'Help',
      'English',
      'עברית',
    ])
      await expect(within(menu).getByRole('menuitem', { name })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Log out?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Links' })).toBeVisible();
  },
};

/** The user menu's language switch: Hebrew at once, right to left, and remembered. */
export const SwitchToHebrew: Story = {
  beforeEach: () => () => {
    localStorage.removeItem(LOCALE_STORAGE_KEY);
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'demo Account menu' }, { timeout: 5000 }),
    );
    const menu = await body(canvasElement).findByRole('menu', { name: 'demo Account menu' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'עברית' }));
    await expect(await canvas.findByRole('navigation', { name: 'ראשי' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
    await expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('he-IL');
  },
};

/** Logging out after the confirmation goes to the login page. */
export const AdminLogOut: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'demo Account menu' }, { timeout: 5000 }),
    );
    const menu = await body(canvasElement).findByRole('menu', { name: 'demo Account menu' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Log out?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Log in' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** An influencer with analytics permissions: Home, Links, Shorts, Analytics and Help. */
export const InfluencerWithAnalytics: Story = {
  parameters: mocks({ role: 'influencer', plan: 'paid' }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await sidebarEntries(canvas)).toEqual([
      'Home',
      'Links',
      'Shorts',
      'Analytics',
      'Help',
    ]);
    // No plan or upgrade in the influencer's menu.
    await userEvent.click(canvas.getByRole('button', { name: /Account menu/ }));
    const menu = await body(canvasElement).findByRole('menu', { name: /Account menu/ });
    await expect(within(menu).getByRole('menuitem', { name: 'My account' })).toBeInTheDocument();
    await expect(within(menu).queryByRole('menuitem', { name: 'Upgrade' })).toBeNull();
  },
};

/** An influencer without clicks, sales, revenue or commission permission: no Analytics. */
export const InfluencerWithoutAnalytics: Story = {
  parameters: mocks({ role: 'influencer', plan: 'paid', permissions: noAnalytics }),
  play: async ({ canvas }) => {
    await expect(await sidebarEntries(canvas)).toEqual(['Home', 'Links', 'Shorts', 'Help']);
    await expect(canvas.queryByRole('link', { name: 'Analytics' })).toBeNull();
  },
};

/** A free merchant in the trial: the days left with Upgrade, then the upsell strip after 1000 ms. */
export const FreeTrial: Story = {
  parameters: mocks({ plan: 'trial' }),
  play: async ({ canvas }) => {
    const strip = await canvas.findByRole('region', { name: 'Free trial' }, { timeout: 5000 });
    await expect(strip).toHaveTextContent('21 days left in your free trial');
    await expect(within(strip).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/pricing-plans',
    );
    const upsell = await canvas.findByRole('region', { name: 'Plan' }, { timeout: 3000 });
    await expect(within(upsell).getByRole('link', { name: 'See plans' })).toBeVisible();
    // The running messages above the strips.
    await expect(canvas.getByRole('region', { name: 'News' })).toBeVisible();
    // The trial gives business features: Trends is a page, not an upsell.
    await expect(canvas.getByRole('link', { name: 'Trends' })).toHaveAttribute(
      'href',
      '/admin/trends',
    );
  },
};

/** The trial's last week: the strip counts the days left. */
export const FreeTrialLastWeek: Story = {
  parameters: mocks({ plan: 'trial', trialDaysLeft: 5 }),
  play: async ({ canvas }) => {
    const strip = await canvas.findByRole('region', { name: 'Free trial' }, { timeout: 5000 });
    await expect(strip).toHaveTextContent('5 days left in your free trial');
  },
};

/**
 * The trial ended: the strip says so; Magic Store is gone and Trends asks for an upgrade in the
 * free-mode upsell dialog.
 */
export const TrialEnded: Story = {
  parameters: mocks({ plan: 'trialEnded' }),
  play: async ({ canvas, canvasElement }) => {
    const strip = await canvas.findByRole('region', { name: 'Free trial' }, { timeout: 5000 });
    await expect(strip).toHaveTextContent('Your free trial has ended');
    await expect(canvas.queryByRole('link', { name: 'Magic Store' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Trends/ }));
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'Unlock business features',
    });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Upgrade' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Pricing plans' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** An influencer of a merchant whose trial ended: the strip without Upgrade, and the upsell strip. */
export const InfluencerTrialEnded: Story = {
  parameters: mocks({ role: 'influencer', plan: 'trialEnded' }),
  play: async ({ canvas }) => {
    const strip = await canvas.findByRole('region', { name: 'Free trial' }, { timeout: 5000 });
    await expect(within(strip).queryByRole('link', { name: 'Upgrade' })).toBeNull();
    const upsell = await canvas.findByRole('region', { name: 'Plan' }, { timeout: 3000 });
    await expect(within(upsell).queryByRole('link')).toBeNull();
  },
};

/** The mock API with the merchant's business changed by `patch`. */
function withBrand(patch: Partial<NonNullable<Session['brand']>>) {
  const { session } = new MockStore({ now: MOCK_NOW }).data;
  const data: Session = { ...session, brand: session.brand && { ...session.brand, ...patch } };
  return {
    msw: {
      handlers: [
        http.post(`${STORY_API_URL}/auth/verify`, () =>
          HttpResponse.json({ status: true, data, error: null }),
        ),
        ...mockHandlers(STORY_API_URL),
      ],
    },
  };
}

/** Starter has no business features: Trends opens the upsell dialog; no strips on a paid plan. */
export const StarterTrendsUpsell: Story = {
  parameters: withBrand({ subscription_plan: 'STARTER' }),
  play: async ({ canvas, canvasElement }) => {
    const trends = await canvas.findByRole('button', { name: /Trends/ }, { timeout: 5000 });
    await userEvent.click(trends);
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'Unlock business features',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(canvas.queryByRole('region', { name: 'Free trial' })).toBeNull();
  },
};

/** Without the product-vision setting there is no Magic Store, even on a paid plan. */
export const VisionOff: Story = {
  parameters: withBrand({
    product_vision_configurations: {
      is_enabled: false,
      product_category: null,
      sensitivity: 'OFF',
    },
  }),
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: 'Main' }, { timeout: 5000 });
    await expect(within(nav).getByRole('link', { name: 'Links' })).toBeVisible();
    await expect(within(nav).queryByRole('link', { name: 'Magic Store' })).toBeNull();
  },
};

/** No store connected: the entries that need one are disabled. */
export const NoStore: Story = {
  parameters: mocks({ noStore: true }),
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: 'Main' }, { timeout: 5000 });
    for (const name of ['Links', 'Shorts', 'Settings'])
      await expect(within(nav).getByRole('link', { name })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
  },
};

/** The phone layout of the merchant: bottom tabs and the add menu with every entry. */
export const PhoneAdmin: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const tabs = await canvas.findByRole(
      'navigation',
      { name: 'Quick navigation' },
      { timeout: 5000 },
    );
    await expect(
      within(tabs)
        .getAllByRole('link')
        .map((tab) => tab.textContent),
    ).toEqual(['Home', 'Links', 'Shorts', 'Influencers']);
    await userEvent.click(within(tabs).getByRole('button', { name: 'Create' }));
    const menu = await body(canvasElement).findByRole('menu', { name: 'Create' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Magic Store', 'Link', 'Short', 'Multilink', 'Influencer']);
  },
};

/** On the phone after the trial: the add menu keeps Short only. */
export const PhoneTrialEnded: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: mocks({ plan: 'trialEnded' }),
  play: async ({ canvas, canvasElement }) => {
    const tabs = await canvas.findByRole(
      'navigation',
      { name: 'Quick navigation' },
      { timeout: 5000 },
    );
    await userEvent.click(within(tabs).getByRole('button', { name: 'Create' }));
    const menu = await body(canvasElement).findByRole('menu', { name: 'Create' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Short']);
  },
};

/** In the trial the plan allows 3 influencers: a fourth opens the '3 influencers' dialog. */
export const PhoneInfluencerCap: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: mocks({ plan: 'trial' }),
  play: async ({ canvas, canvasElement }) => {
    const tabs = await canvas.findByRole(
      'navigation',
      { name: 'Quick navigation' },
      { timeout: 5000 },
    );
    await userEvent.click(within(tabs).getByRole('button', { name: 'Create' }));
    const menu = await body(canvasElement).findByRole('menu', { name: 'Create' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Influencer' }));
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'You have reached 3 influencers',
    });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** The phone layout of an influencer with analytics: Analytics takes the fourth tab. */
export const PhoneInfluencer: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: mocks({ role: 'influencer', plan: 'paid' }),
  play: async ({ canvas }) => {
    const tabs = await canvas.findByRole(
      'navigation',
      { name: 'Quick navigation' },
      { timeout: 5000 },
    );
    await expect(
      within(tabs)
        .getAllByRole('link')
        .map((tab) => tab.textContent),
    ).toEqual(['Home', 'Links', 'Shorts', 'Analytics']);
  },
};

/** The phone user drawer: the store's name and the account entries. */
export const PhoneUserDrawer: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'demo Account menu' }, { timeout: 5000 }),
    );
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'Account menu' });
    await waitFor(() => expect(within(drawer).getByText('Demo Store')).toBeVisible());
    await expect(within(drawer).getByRole('link', { name: 'My account' })).toHaveAttribute(
      'href',
      '/admin/my-account',
    );
  },
};

/** A visitor on the pricing page: Sign in and Sign up instead of the navigation. */
export const SignedOut: Story = {
  args: { path: '/pricing-plans', isSignedIn: false },
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('banner', {}, { timeout: 5000 });
    await expect(within(banner).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(within(banner).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
  },
};

/** A visitor on the phone: the drawer offers Log in, Sign up for free, Pricing and Cancel. */
export const PhoneSignedOut: Story = {
  args: { path: '/pricing-plans', isSignedIn: false },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Open menu' }, { timeout: 5000 }),
    );
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'Open menu' });
    await expect(within(drawer).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(within(drawer).getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'href',
      '/pricing-plans',
    );
  },
};

/** Hebrew, right to left: the sidebar sits on the right and the entries are translated. */
export const Hebrew: Story = {
  globals: { locale: 'he-IL', viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    const nav = await canvas.findByRole('navigation', { name: 'ראשי' }, { timeout: 5000 });
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
    await expect(within(nav).getByRole('link', { name: 'הגדרות' })).toBeVisible();
    const sidebar = canvas.getByRole('complementary');
    await expect(sidebar.getBoundingClientRect().left).toBeGreaterThan(
      canvas.getByRole('main').getBoundingClientRect().left,
    );
  },
};

/** The phone layout in Hebrew: the tabs translated, right to left. */
export const PhoneHebrew: Story = {
  globals: { locale: 'he-IL', viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const tabs = await canvas.findByRole('navigation', { name: 'ניווט מהיר' }, { timeout: 5000 });
    await expect(
      within(tabs)
        .getAllByRole('link')
        .map((tab) => tab.textContent),
    ).toEqual(['בית', 'קישורים', 'שורטס', 'משפיענים']);
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
    // The top bar's logo keeps its name beside the bag mark, not over it.
    const logo = canvas.getAllByRole('img', { name: 'Shoppable' })[0]!;
    const mark = logo.querySelector('path')!.getBoundingClientRect();
    const name = logo.querySelector('text')!.getBoundingClientRect();
    await expect(name.left).toBeGreaterThanOrEqual(mark.right);
  },
};

/** The dark theme, in the trial so the strips show too. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  parameters: mocks({ plan: 'trial' }),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('region', { name: 'Free trial' }, { timeout: 5000 });
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
  },
};
