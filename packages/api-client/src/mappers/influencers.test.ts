import { describe, expect, it } from 'vitest';
import {
  influencerEditToWire,
  influencerFromWire,
  influencerInsightFromWire,
  influencerToWire,
  type Influencer,
  type InfluencerInsight,
} from './influencers';
import { linkListItemFromWire, shortCardFromWire } from './links';
import { wireInfluencer, wireInsight, wireLink, wirePermissions } from './testFixtures';

describe('influencerFromWire', () => {
  it('maps an influencer', () => {
    expect(influencerFromWire(wireInfluencer())).toEqual({
      username: 'dana',
      email: 'dana@example.com',
      profileImageUrl: 'https://img.example/dana.jpg',
      phone: '+972501234567',
      promocode: 'DANA',
      commission: 12.5,
      password: null,
      isActive: true,
      permissions: {
        clicksEnabled: true,
        salesEnabled: true,
        revenueEnabled: false,
        commissionEnabled: true,
        crEnabled: false,
        aovEnabled: true,
        isActiveInfluencer: true,
      },
      commissionRules: { reduceRefundsFromCommission: true, reduceVatFromCommission: false },
      revenueRules: { netRevenueRatio: 80 },
      analytics: { clicks: 10, sales: 2, revenue: 99 },
      links: [linkListItemFromWire(wireLink())],
      shorts: [
        shortCardFromWire(wireLink({ link_id: 's1', link_type: 'SHORT', is_expired: true })),
      ],
      version: 2,
    } satisfies Influencer);
  });

  it.each([
    ['email', { email: null }, ''],
    ['phone', { phone: undefined }, ''],
    ['promocode', { promocode: null }, ''],
    ['profileImageUrl', { profile_image_url: null }, null],
    ['password', { password: 'secret' }, 'secret'],
    [
      'commissionRules',
      { commission_rules: null },
      { reduceRefundsFromCommission: false, reduceVatFromCommission: false },
    ],
    ['revenueRules', { revenue_rules: null }, { netRevenueRatio: 100 }],
    ['analytics', { analytics: null }, { clicks: 0, sales: 0, revenue: 0 }],
    ['links', { links: null }, []],
    ['shorts', { shorts: undefined }, []],
  ] as const)('%s from %j', (key, over, expected) => {
    expect(influencerFromWire(wireInfluencer(over))[key]).toEqual(expected);
  });
});

describe('influencerToWire', () => {
  const client = influencerFromWire(wireInfluencer());

  it('writes the create body', () => {
    expect(influencerToWire(client)).toEqual({
      username: 'dana',
      email: 'dana@example.com',
      profile_image_url: 'https://img.example/dana.jpg',
      promocode: 'DANA',
      commission: 12.5,
      phone: '+972501234567',
      permissions: wirePermissions,
      commission_rules: { reduce_refunds_from_commission: true, reduce_vat_from_commission: false },
      revenue_rules: { net_revenue_ratio: 80 },
    });
  });

  it.each<[string, Partial<Influencer>, Record<string, unknown>]>([
    ['an empty code as null', { promocode: ' ' }, { promocode: null }],
    ['an empty phone as null', { phone: '' }, { phone: null }],
    ['a trimmed email', { email: ' a@b.co ' }, { email: 'a@b.co' }],
    ['no image as null', { profileImageUrl: null }, { profile_image_url: null }],
  ])('sends %s', (_name, over, expected) => {
    expect(influencerToWire({ ...client, ...over })).toMatchObject(expected);
  });

  it.each([
    ['the fixture', wireInfluencer()],
    [
      'an influencer without extras',
      wireInfluencer({ phone: null, promocode: null, profile_image_url: null }),
    ],
  ])('round trip of %s', (_name, wire) => {
    const body = influencerToWire(influencerFromWire(wire));
    const back = influencerFromWire({ ...wire, ...body });
    expect(back).toEqual(influencerFromWire(wire));
  });
});

describe('influencerEditToWire', () => {
  it.each([[wireInfluencer()], [wireInfluencer({ username: 'other' })]])(
    'is the create body without username (%#)',
    (wire) => {
      const client = influencerFromWire(wire);
      const { username, ...rest } = influencerToWire(client);
      expect(username).toBe(wire.username);
      expect(influencerEditToWire(client)).toEqual(rest);
    },
  );
});

describe('influencerInsightFromWire', () => {
  const client = influencerInsightFromWire(wireInsight());

  it.each<[keyof InfluencerInsight, string | number]>([
    ['influencerUsername', 'dana'],
    ['currency', 'USD'],
    ['linksClicks', 1],
    ['shortsClicks', 2],
    ['commission', 3],
    ['revenueOrganic', 4],
    ['revenueLinks', 5],
    ['revenueShorts', 6],
    ['influencerAttributedRevenue', 7],
    ['influencerAttributedRevenueLinks', 8],
    ['influencerAttributedRevenueShorts', 9],
    ['salesOrganic', 10],
    ['salesLinks', 11],
    ['salesShorts', 12],
    ['influencerAttributedSalesLinks', 13],
    ['influencerAttributedSalesShorts', 14],
    ['totalRevenue', 15],
    ['totalRefunded', 16],
  ])('%s is %s', (key, expected) => {
    expect(client[key]).toBe(expected);
  });

  it('has exactly the client entry fields', () => {
    expect(Object.keys(client)).toHaveLength(18);
  });
});
