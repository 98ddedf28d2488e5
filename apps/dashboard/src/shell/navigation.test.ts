import { userDetailsFromWire, type UserDetails } from '@shoppable/api-client';
import { MOCK_NOW, MockStore, type MockDataOptions } from '@shoppable/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { shellNavigation } from './navigation';

function user(options: Omit<MockDataOptions, 'now'> = {}, vision?: boolean): UserDetails {
  const details = userDetailsFromWire(new MockStore({ now: MOCK_NOW, ...options }).data.session);
  if (vision === undefined || details.settings === null) return details;
  return {
    ...details,
    settings: {
      ...details.settings,
      productVisionConfigurations: {
        ...details.settings.productVisionConfigurations,
        isEnabled: vision,
      },
    },
  };
}

const keys = (list: { key: string }[]) => list.map((e) => e.key);
const noAnalytics = {
  analytics_clicks_enabled: false,
  analytics_sales_enabled: false,
  analytics_revenue_enabled: false,
  analytics_commission_enabled: false,
};

describe('shell navigation (platform.md §2, §6)', () => {
  it.each([
    {
      who: 'a paid admin with product vision',
      user: user({ plan: 'paid' }, true),
      sidebar: [
        'home',
        'magicStore',
        'links',
        'shorts',
        'multilinks',
        'shopboard',
        'influencers',
        'trends',
        'analytics',
        'bookExpert',
        'appearance',
        'settings',
        'help',
      ],
      tabs: ['home', 'links', 'shorts', 'influencers'],
      add: ['magicStore', 'link', 'short', 'multilink', 'influencer'],
    },
    {
      who: 'a paid admin without product vision (no Magic Store)',
      user: user({ plan: 'paid' }, false),
      sidebar: [
        'home',
        'links',
        'shorts',
        'multilinks',
        'shopboard',
        'influencers',
        'trends',
        'analytics',
        'bookExpert',
        'appearance',
        'settings',
        'help',
      ],
      tabs: ['home', 'links', 'shorts', 'influencers'],
      add: ['link', 'short', 'multilink', 'influencer'],
    },
    {
      who: 'an admin whose trial ended (no Magic Store, no link/multilink/influencer creation)',
      user: user({ plan: 'trialEnded' }, true),
      sidebar: [
        'home',
        'links',
        'shorts',
        'multilinks',
        'shopboard',
        'influencers',
        'trends',
        'analytics',
        'bookExpert',
        'appearance',
        'settings',
        'help',
      ],
      tabs: ['home', 'links', 'shorts', 'influencers'],
      add: ['short'],
    },
    {
      who: 'an influencer with analytics permission',
      user: user({ role: 'influencer' }),
      sidebar: ['home', 'links', 'shorts', 'analytics', 'help'],
      tabs: ['home', 'links', 'shorts', 'analytics'],
      add: ['link', 'short'],
    },
    {
      who: 'an influencer without analytics permissions',
      user: user({ role: 'influencer', permissions: noAnalytics }),
      sidebar: ['home', 'links', 'shorts', 'help'],
      tabs: ['home', 'links', 'shorts'],
      add: ['link', 'short'],
    },
    { who: 'a signed-out visitor', user: null, sidebar: [], tabs: [], add: [] },
  ])('$who', ({ user: details, sidebar, tabs, add }) => {
    const nav = shellNavigation(details);
    expect(keys(nav.sidebar)).toEqual(sidebar);
    expect(keys(nav.tabs)).toEqual(tabs);
    expect(keys(nav.addMenu)).toEqual(add);
  });

  it('gives Trends as an upsell to admins without business features', () => {
    const trends = (details: UserDetails) =>
      shellNavigation(details).sidebar.find((e) => e.key === 'trends');
    expect(trends(user({ plan: 'free' }))?.upsell).toBe(true);
    expect(trends(user({ plan: 'trial' }))?.upsell).toBe(false);
    expect(trends(user({ plan: 'paid' }))?.upsell).toBe(false);
  });

  it('disables the entries that need a store when none is connected, not Home or Help', () => {
    const nav = shellNavigation(user({ noStore: true }));
    const disabled = nav.sidebar.filter((e) => e.disabled).map((e) => e.key);
    expect(disabled).toContain('links');
    expect(disabled).toContain('settings');
    expect(disabled).not.toContain('home');
    expect(disabled).not.toContain('help');
  });
});
