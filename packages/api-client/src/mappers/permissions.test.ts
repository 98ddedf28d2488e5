import { describe, expect, it } from 'vitest';
import { permissionsFromWire, permissionsToWire, type Permissions } from './permissions';
import type { WirePermissions } from './wire';

const none: WirePermissions = {
  analytics_commission_enabled: false,
  analytics_clicks_enabled: false,
  analytics_revenue_enabled: false,
  analytics_sales_enabled: false,
  analytics_cr_enabled: false,
  analytics_aov_enabled: false,
  allow_creating_and_editing_links: false,
};
const off: Permissions = {
  clicksEnabled: false,
  salesEnabled: false,
  revenueEnabled: false,
  commissionEnabled: false,
  crEnabled: false,
  aovEnabled: false,
  isActiveInfluencer: false,
};

const pairs: Array<[keyof WirePermissions, keyof Permissions]> = [
  ['analytics_commission_enabled', 'commissionEnabled'],
  ['analytics_clicks_enabled', 'clicksEnabled'],
  ['analytics_revenue_enabled', 'revenueEnabled'],
  ['analytics_sales_enabled', 'salesEnabled'],
  ['analytics_cr_enabled', 'crEnabled'],
  ['analytics_aov_enabled', 'aovEnabled'],
  ['allow_creating_and_editing_links', 'isActiveInfluencer'],
];

describe('permissionsFromWire', () => {
  it.each(pairs)('%s on turns %s on and nothing else', (wireKey, clientKey) => {
    expect(permissionsFromWire({ ...none, [wireKey]: true })).toEqual({
      ...off,
      [clientKey]: true,
    });
  });

  it.each([null, undefined])('reads %s as every permission off', (wire) => {
    expect(permissionsFromWire(wire)).toEqual(off);
  });
});

describe('permissionsToWire', () => {
  it.each(pairs)('%s comes from %s', (wireKey, clientKey) => {
    expect(permissionsToWire({ ...off, [clientKey]: true })).toEqual({ ...none, [wireKey]: true });
  });

  it.each(pairs)('round trip with only %s on', (wireKey) => {
    const wire = { ...none, [wireKey]: true };
    expect(permissionsToWire(permissionsFromWire(wire))).toEqual(wire);
  });
});
