import { ALL_PERMISSIONS } from '@shoppable/domain';
import { describe, expect, it } from 'vitest';
import { permissionsFromWire } from './permissions';
import { settingsFromWire } from './settings';
import { wireBrand, wirePermissions, wireSession } from './testFixtures';
import { themeFromWire } from './theme';
import { userDetailsFromWire, type UserDetails } from './user';

describe('userDetailsFromWire', () => {
  it('maps an influencer session', () => {
    const brand = wireBrand();
    expect(userDetailsFromWire(wireSession())).toEqual({
      isAuthenticated: true,
      isAdmin: false,
      name: 'Dana',
      email: 'dana@example.com',
      username: 'dana',
      adminUsername: 'acme',
      influencerUsername: 'dana',
      influencerImageUrl: 'https://img.example/dana.jpg',
      promocode: 'DANA',
      businessId: 'b1',
      businessName: 'Acme',
      businessLogo: 'https://img.example/logo.png',
      businessCurrency: 'ILS',
      domain: 'acme.example',
      availableDomains: ['acme.example', 'shop.acme.example'],
      shippingAndReturnsUrl: 'https://acme.example/returns',
      subscriptionPlan: 'STARTER',
      freeTrialDaysLeft: 12,
      permissions: permissionsFromWire(wirePermissions),
      settings: settingsFromWire(brand),
      theme: themeFromWire(brand.theme),
      themeVersion: 4,
    } satisfies UserDetails);
  });

  it.each<[string, Parameters<typeof wireSession>[0], Partial<UserDetails>]>([
    [
      'an admin has no influencer username',
      { is_admin: true },
      { isAdmin: true, influencerUsername: null },
    ],
    [
      'an admin without permissions has them all',
      {
        is_admin: true,
        user: { name: 'Owner', username: 'acme', permissions: null },
      },
      { permissions: ALL_PERMISSIONS, email: '', promocode: '', adminUsername: null },
    ],
    [
      'no store',
      { brand: null },
      {
        businessId: null,
        businessName: null,
        businessLogo: null,
        businessCurrency: 'USD',
        domain: null,
        availableDomains: [],
        shippingAndReturnsUrl: null,
        subscriptionPlan: null,
        freeTrialDaysLeft: null,
        settings: null,
      },
    ],
    ['no stored theme', { brand: wireBrand({ theme: null }) }, { theme: themeFromWire(null) }],
    [
      'an empty currency falls back to USD',
      { brand: wireBrand({ currency: '' }) },
      { businessCurrency: 'USD' },
    ],
    [
      'an empty shipping URL is null',
      { brand: wireBrand({ shipping_and_return_url: '' }) },
      { shippingAndReturnsUrl: null },
    ],
  ])('%s', (_name, over, expected) => {
    expect(userDetailsFromWire(wireSession(over))).toMatchObject(expected);
  });

  it('reads the theme as initial when none is stored', () => {
    expect(
      userDetailsFromWire(wireSession({ brand: wireBrand({ theme: null }) })).theme.isInitial,
    ).toBe(true);
  });
});
