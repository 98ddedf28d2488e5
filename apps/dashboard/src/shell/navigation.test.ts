import { userDetailsFromWire, type UserDetails } from '@shoppable/api-client';
import { MOCK_NOW, MockStore, type MockDataOptions } from '@shoppable/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { navigationUserOf, shellNavigation } from './navigation';

// Who sees which entry is domain's navigation() rule, tested there; these tests cover what the
// dashboard adds: reading the rule's input from the verified user, and keeping visible entries.

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

describe('navigationUserOf', () => {
  it("reads role, store, plan, trial, the product-vision setting and the user's permissions", () => {
    const admin = user({ plan: 'paid' }, true);
    expect(navigationUserOf(admin)).toEqual({
      isAuthenticated: true,
      isAdmin: true,
      hasStore: true,
      productVisionEnabled: true,
      permissions: admin.permissions,
      plan: admin.subscriptionPlan,
      freeTrialDaysLeft: admin.freeTrialDaysLeft,
    });
    expect(navigationUserOf(user({ plan: 'paid' }, false)).productVisionEnabled).toBe(false);
    expect(navigationUserOf(user({ noStore: true })).hasStore).toBe(false);
    const maya = user({ role: 'influencer', permissions: noAnalytics });
    expect(navigationUserOf(maya)).toMatchObject({
      isAdmin: false,
      permissions: { clicksEnabled: false, salesEnabled: false, revenueEnabled: false },
    });
  });

  it('reads a signed-out visitor as a free user without permissions', () => {
    expect(navigationUserOf(null)).toMatchObject({
      isAuthenticated: false,
      isAdmin: false,
      hasStore: false,
      productVisionEnabled: false,
      plan: 'FREE',
      freeTrialDaysLeft: null,
      permissions: { clicksEnabled: false, isActiveInfluencer: false },
    });
  });
});

describe('shellNavigation', () => {
  it('lists only the visible entries, as the product-vision setting decides', () => {
    const withVision = shellNavigation(user({ plan: 'paid' }, true));
    const without = shellNavigation(user({ plan: 'paid' }, false));
    expect(keys(withVision.sidebar)).toContain('magicStore');
    expect(keys(without.sidebar)).not.toContain('magicStore');
    expect(keys(without.addMenu)).toEqual(['link', 'short', 'multilink', 'influencer']);
    for (const nav of [withVision, without]) {
      for (const entry of [...nav.sidebar, ...nav.tabs, ...nav.addMenu]) {
        expect(entry.visible).toBe(true);
      }
    }
  });

  it("keeps the entries' flags: upsell once the trial ended, disabled without a store", () => {
    expect(shellNavigation(user({ plan: 'trialEnded' })).addMenu).toEqual([
      expect.objectContaining({ key: 'short', upsell: true }),
    ]);
    const links = shellNavigation(user({ noStore: true })).sidebar.find((e) => e.key === 'links');
    expect(links?.disabled).toBe(true);
  });

  it("follows an influencer's analytics permissions, and gives a signed-out visitor nothing", () => {
    expect(keys(shellNavigation(user({ role: 'influencer' })).tabs)).toContain('analytics');
    const without = shellNavigation(user({ role: 'influencer', permissions: noAnalytics }));
    expect(keys(without.sidebar)).toEqual(['home', 'links', 'shorts', 'help']);
    expect(shellNavigation(null)).toEqual({ sidebar: [], tabs: [], addMenu: [] });
  });
});
