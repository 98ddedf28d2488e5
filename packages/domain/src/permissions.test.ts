import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSIONS,
  analyticsSections,
  analyticsTabs,
  analyticsTiles,
  applyPermissionToggle,
  canEditContent,
  canSeeAnalytics,
  canUseAiPreferences,
  chartSeries,
  isPermissionToggleDisabled,
  permissionsOf,
  postAnalyticsSeries,
  shopboardTiles,
  toClientPermissions,
  toServerPermissions,
} from './permissions';
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
const only = (...keys: Array<keyof ClientPermissions>): ClientPermissions =>
  Object.fromEntries(
    Object.keys(NONE).map((k) => [k, keys.includes(k as keyof ClientPermissions)]),
  ) as unknown as ClientPermissions;

describe('toClientPermissions / toServerPermissions', () => {
  it.each([
    ['analytics_clicks_enabled', 'clicksEnabled'],
    ['analytics_sales_enabled', 'salesEnabled'],
    ['analytics_revenue_enabled', 'revenueEnabled'],
    ['analytics_commission_enabled', 'commissionEnabled'],
    ['analytics_cr_enabled', 'crEnabled'],
    ['analytics_aov_enabled', 'aovEnabled'],
    ['allow_creating_and_editing_links', 'isActiveInfluencer'],
  ] as const)('%s ↔ %s', (server, client) => {
    const c = toClientPermissions({ [server]: true });
    expect(c).toEqual(only(client));
    expect(toServerPermissions(c)[server]).toBe(true);
    expect(Object.values(toServerPermissions(c)).filter(Boolean)).toHaveLength(1);
  });
  it.each([[null], [undefined], [{}]])('missing %o → all off', (input) => {
    expect(toClientPermissions(input)).toEqual(NONE);
  });
});

describe('permissionsOf', () => {
  it('gives an admin every permission and an influencer their own', () => {
    const own = toClientPermissions({ analytics_clicks_enabled: true });
    expect(permissionsOf({ isAdmin: true, permissions: own })).toBe(ALL_PERMISSIONS);
    expect(permissionsOf({ isAdmin: false, permissions: own })).toBe(own);
  });
});

describe('applyPermissionToggle', () => {
  it.each([
    [only('salesEnabled'), 'salesEnabled', false, only('crEnabled')],
    [only('revenueEnabled'), 'revenueEnabled', false, only('aovEnabled')],
    [NONE, 'salesEnabled', true, only('salesEnabled')],
    [NONE, 'clicksEnabled', true, only('clicksEnabled')],
    [only('clicksEnabled'), 'clicksEnabled', false, NONE],
  ] as const)('%o set %s=%s', (p, key, value, expected) => {
    expect(applyPermissionToggle(p, key, value)).toEqual(expected);
  });
});

describe('isPermissionToggleDisabled', () => {
  it.each([
    [NONE, 'crEnabled', true],
    [only('salesEnabled'), 'crEnabled', false],
    [NONE, 'aovEnabled', true],
    [only('revenueEnabled'), 'aovEnabled', false],
    [NONE, 'clicksEnabled', false],
  ] as const)('%o %s → %s', (p, key, expected) => {
    expect(isPermissionToggleDisabled(p, key)).toBe(expected);
  });
});

describe('analyticsTiles', () => {
  it('admin sees all five, not attributed', () => {
    expect(analyticsTiles('admin', NONE)).toEqual([
      { key: 'views', attributed: false },
      { key: 'checkouts', attributed: false },
      { key: 'conversionRate', attributed: false },
      { key: 'revenue', attributed: false },
      { key: 'averageOrderValue', attributed: false },
    ]);
  });
  it.each([
    [NONE, []],
    [only('clicksEnabled'), ['views']],
    [only('salesEnabled'), ['checkouts']],
    [only('salesEnabled', 'crEnabled'), ['checkouts']],
    [only('clicksEnabled', 'salesEnabled', 'crEnabled'), ['views', 'checkouts', 'conversionRate']],
    [only('revenueEnabled'), ['revenue']],
    [only('revenueEnabled', 'aovEnabled'), ['revenue', 'averageOrderValue']],
    [only('aovEnabled', 'crEnabled'), []],
  ])('influencer %o → %o', (p, keys) => {
    const tiles = analyticsTiles('influencer', p);
    expect(tiles.map((t) => t.key)).toEqual(keys);
    expect(tiles.filter((t) => t.key !== 'views').every((t) => t.attributed)).toBe(true);
  });
});

describe('chartSeries', () => {
  it.each([
    ['admin', NONE, ['clicks', 'sales', 'conversionRate', 'revenue', 'averageOrderValue']],
    ['influencer', NONE, []],
    ['influencer', only('clicksEnabled'), ['clicks']],
    ['influencer', only('salesEnabled'), ['sales']],
    ['influencer', only('salesEnabled', 'crEnabled'), ['sales', 'conversionRate']],
    ['influencer', only('revenueEnabled', 'aovEnabled'), ['revenue']],
    [
      'influencer',
      only('salesEnabled', 'revenueEnabled', 'aovEnabled'),
      ['sales', 'revenue', 'averageOrderValue'],
    ],
  ] as const)('%s %o → %o', (role, p, expected) => {
    expect(chartSeries(role, p)).toEqual(expected);
  });
});

describe('analyticsSections', () => {
  it.each([
    [
      'admin',
      NONE,
      {
        commerceChart: true,
        activityChart: true,
        recentOrders: true,
        topProductsRevenueColumn: true,
        commission: false,
      },
    ],
    [
      'influencer',
      NONE,
      {
        commerceChart: false,
        activityChart: false,
        recentOrders: false,
        topProductsRevenueColumn: false,
        commission: false,
      },
    ],
    [
      'influencer',
      only('salesEnabled', 'revenueEnabled', 'commissionEnabled'),
      {
        commerceChart: false,
        activityChart: true,
        recentOrders: false,
        topProductsRevenueColumn: true,
        commission: true,
      },
    ],
  ] as const)('%s %o', (role, p, expected) => {
    expect(analyticsSections(role, p)).toEqual(expected);
  });
});

describe('shopboardTiles', () => {
  it.each([
    [ALL_PERMISSIONS, ['views', 'checkouts', 'conversionRate', 'revenue', 'averageOrderValue']],
    [NONE, []],
    [only('clicksEnabled'), ['views']],
    [only('clicksEnabled', 'salesEnabled'), ['views', 'checkouts', 'conversionRate']],
    [only('revenueEnabled'), ['revenue', 'averageOrderValue']],
  ])('%o → %o', (p, expected) => {
    expect(shopboardTiles(p)).toEqual(expected);
  });
});

describe('postAnalyticsSeries', () => {
  it.each([
    ['admin', NONE, ['clicks']],
    ['influencer', only('salesEnabled'), ['clicks']],
    ['influencer', only('revenueEnabled'), []],
  ] as const)('%s %o → %o', (role, p, expected) => {
    expect(postAnalyticsSeries(role, p)).toEqual(expected);
  });
});

describe('canSeeAnalytics / canEditContent / canUseAiPreferences / analyticsTabs', () => {
  it.each([
    ['admin', NONE, true, true, false],
    ['admin', only('salesEnabled'), true, true, true],
    ['admin', only('revenueEnabled'), true, true, true],
    ['influencer', NONE, false, false, false],
    ['influencer', only('commissionEnabled'), true, false, false],
    ['influencer', only('isActiveInfluencer'), false, true, false],
    ['influencer', only('salesEnabled'), true, false, false],
  ] as const)('%s %o', (role, p, analytics, edit, ai) => {
    expect(canSeeAnalytics(role, p)).toBe(analytics);
    expect(canEditContent(role, p)).toBe(edit);
    expect(canUseAiPreferences(role, p)).toBe(ai);
  });
  it.each([
    ['admin', ['links', 'shorts', 'shopboard']],
    ['influencer', ['links', 'shorts']],
  ] as const)('%s tabs', (role, tabs) => {
    expect(analyticsTabs(role)).toEqual(tabs);
  });
});
