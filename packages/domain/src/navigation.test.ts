import { describe, expect, it } from 'vitest';
import { ROUTES } from './constants';
import { layoutFor, navigation, setupChecklist } from './navigation';
import type { NavEntry, NavKey, NavigationUser } from './navigation';
import { ALL_PERMISSIONS } from './permissions';
import type { ClientPermissions } from './permissions';

const NONE: ClientPermissions = {
  clicksEnabled: false,
  salesEnabled: false,
  revenueEnabled: false,
  commissionEnabled: false,
  crEnabled: false,
  aovEnabled: false,
  isActiveInfluencer: false,
};
const admin: NavigationUser = {
  isAuthenticated: true,
  isAdmin: true,
  hasStore: true,
  productVisionEnabled: true,
  permissions: ALL_PERMISSIONS,
  plan: 'BUSINESS',
  freeTrialDaysLeft: null,
};
const influencer: NavigationUser = { ...admin, isAdmin: false, permissions: NONE };
const visible = (entries: NavEntry[]): NavKey[] =>
  entries.filter((e) => e.visible).map((e) => e.key);
const find = (entries: NavEntry[], key: NavKey): NavEntry | undefined =>
  entries.find((e) => e.key === key);

describe('navigation sidebar', () => {
  it.each([
    [
      'business admin',
      admin,
      [
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
    ],
    [
      'admin without vision',
      { ...admin, productVisionEnabled: false },
      [
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
    ],
    [
      'trialing free admin',
      { ...admin, plan: 'FREE', freeTrialDaysLeft: 10 },
      [
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
    ],
    ['influencer without permissions', influencer, ['home', 'links', 'shorts', 'help']],
    [
      'influencer with commission',
      { ...influencer, permissions: { ...NONE, commissionEnabled: true } },
      ['home', 'links', 'shorts', 'analytics', 'help'],
    ],
    ['signed out', { ...admin, isAuthenticated: false }, []],
  ] as const)('%s', (_name, user, expected) => {
    expect(visible(navigation(user as NavigationUser).sidebar)).toEqual(expected);
  });

  it('never shows Magic Store to an influencer, whatever the plan, setting or permissions', () => {
    const nav = navigation({ ...influencer, plan: 'PRO', permissions: ALL_PERMISSIONS });
    expect(find(nav.sidebar, 'magicStore')?.visible).toBe(false);
    expect(find(nav.addMenu, 'magicStore')?.visible).toBe(false);
    expect(find(navigation(admin).sidebar, 'magicStore')?.visible).toBe(true);
  });

  it.each([
    ['STARTER', true],
    ['BUSINESS', false],
    ['PRO', false],
  ] as const)('trends on %s upsell %s', (plan, upsell) => {
    expect(find(navigation({ ...admin, plan }).sidebar, 'trends')).toMatchObject({
      visible: true,
      upsell,
      href: ROUTES.trends,
    });
  });

  it.each([
    ['home', false],
    ['links', true],
    ['settings', true],
    ['help', false],
    ['bookExpert', false],
  ] as const)('without a store %s disabled %s', (key, disabled) => {
    expect(find(navigation({ ...admin, hasStore: false }).sidebar, key)?.disabled).toBe(disabled);
  });
});

describe('navigation tabs', () => {
  it.each([
    ['admin', admin, ['home', 'links', 'shorts', 'influencers']],
    ['influencer', influencer, ['home', 'links', 'shorts']],
    [
      'influencer with sales',
      { ...influencer, permissions: { ...NONE, salesEnabled: true } },
      ['home', 'links', 'shorts', 'analytics'],
    ],
  ] as const)('%s', (_name, user, expected) => {
    expect(navigation(user).tabs.map((e) => e.key)).toEqual(expected);
  });
});

describe('navigation add menu', () => {
  it.each([
    ['paid admin', admin, ['magicStore', 'link', 'short', 'multilink', 'influencer'], []],
    ['trial ended admin', { ...admin, plan: 'FREE', freeTrialDaysLeft: 0 }, ['short'], ['short']],
    [
      'trialing admin',
      { ...admin, plan: 'FREE', freeTrialDaysLeft: 4 },
      ['link', 'short', 'multilink', 'influencer'],
      [],
    ],
    ['inactive influencer', influencer, [], []],
    [
      'active influencer',
      { ...influencer, permissions: { ...NONE, isActiveInfluencer: true } },
      ['link', 'short'],
      [],
    ],
  ] as const)('%s', (_name, user, expected, upsell) => {
    const menu = navigation(user as NavigationUser).addMenu;
    expect(visible(menu)).toEqual(expected);
    expect(menu.filter((e) => e.upsell).map((e) => e.key)).toEqual(upsell);
  });
});

describe('layoutFor', () => {
  it.each([
    [999, { isMobile: true, sidebarExpanded: false }],
    [1000, { isMobile: false, sidebarExpanded: false }],
    [1199, { isMobile: false, sidebarExpanded: false }],
    [1200, { isMobile: false, sidebarExpanded: true }],
  ])('%s → %o', (width, expected) => {
    expect(layoutFor(width)).toEqual(expected);
  });
});

describe('setupChecklist', () => {
  const empty = {
    logoUrl: null,
    themeIsInitial: true,
    shippingAndReturnsUrl: '',
    hasUtm: false,
    facebookPixelId: undefined,
    googleAnalyticsId: ' ',
  };
  it.each([
    [empty, []],
    [{ ...empty, logoUrl: 'https://cdn/logo.png', themeIsInitial: false }, ['logo', 'theme']],
    [
      {
        ...empty,
        shippingAndReturnsUrl: 'https://shop.com/r',
        hasUtm: true,
        googleAnalyticsId: 'G-1',
      },
      ['shippingUrl', 'utm', 'analyticsIds'],
    ],
  ])('%o → done %o', (s, done) => {
    const list = setupChecklist(s);
    expect(list.map((i) => i.key)).toEqual(['logo', 'theme', 'shippingUrl', 'utm', 'analyticsIds']);
    expect(list.filter((i) => i.done).map((i) => i.key)).toEqual(done);
    expect(list.every((i) => i.href.includes('#'))).toBe(true);
  });
});
