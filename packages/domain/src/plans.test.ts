import { describe, expect, it } from 'vitest';
import {
  PLANS,
  canUseMagicStore,
  canUseTrends,
  creationGate,
  hasBusinessFeatures,
  influencerCap,
  influencerLimitDialog,
  linkBaseUrl,
  magicStoreAccess,
  planOf,
  pricingCardAction,
  showBookExpertButton,
  trialAlert,
  trialState,
  upsellStripVisible,
} from './plans';
import type { PlanName, PlanState } from './plans';

const free = (days: number | null): PlanState => ({ plan: 'FREE', freeTrialDaysLeft: days });
const paid = (plan: PlanName): PlanState => ({ plan, freeTrialDaysLeft: null });

describe('PLANS', () => {
  it.each([
    ['free', 'FREE', 'Lite', 0, null, 0],
    ['starter', 'STARTER', 'Starter', 39, 1.5, 1],
    ['business', 'BUSINESS', 'Business', 99, 1, 2],
    ['pro', 'PRO', 'Pro', 399, 0.75, 3],
    ['enterprise', 'ENTERPRISE', 'Enterprise', null, null, 4],
  ] as const)('%s', (key, name, presented, price, fee, ordinal) => {
    const plan = PLANS[key];
    expect(plan).toMatchObject({
      name,
      presentedName: presented,
      price,
      linkFee: fee,
      ordinal,
      period: 'month',
    });
    expect(planOf(name)).toBe(plan);
    expect(plan.features.length).toBeGreaterThan(0);
  });
  it('starter has a 30-day trial and enterprise a subtitle', () => {
    expect(PLANS.starter.trialDays).toBe(30);
    expect(PLANS.enterprise.subtitle).toBeTruthy();
  });
});

describe('trialState', () => {
  it.each([
    [free(30), { inTrial: true, lastWeek: false, ended: false }],
    [free(8), { inTrial: true, lastWeek: false, ended: false }],
    [free(7), { inTrial: true, lastWeek: true, ended: false }],
    [free(1), { inTrial: true, lastWeek: true, ended: false }],
    [free(0), { inTrial: false, lastWeek: false, ended: true }],
    [free(-3), { inTrial: false, lastWeek: false, ended: true }],
    [free(null), { inTrial: false, lastWeek: false, ended: true }],
    [free(Number.NaN), { inTrial: false, lastWeek: false, ended: true }],
    [paid('STARTER'), { inTrial: false, lastWeek: false, ended: false }],
    [
      { plan: 'PRO', freeTrialDaysLeft: 3 } as PlanState,
      { inTrial: false, lastWeek: false, ended: false },
    ],
  ])('%o', (s, expected) => {
    expect(trialState(s)).toEqual(expected);
  });
});

describe('hasBusinessFeatures / canUseTrends', () => {
  it.each([
    [free(10), true],
    [free(0), false],
    [paid('STARTER'), false],
    [paid('BUSINESS'), true],
    [paid('PRO'), true],
    [paid('ENTERPRISE'), false],
  ])('%o → %s', (s, expected) => {
    expect(hasBusinessFeatures(s)).toBe(expected);
    expect(canUseTrends(s)).toBe(expected);
  });
});

describe('influencerCap', () => {
  it.each([
    [free(5), 3],
    [free(0), 0],
    [paid('STARTER'), 3],
    [paid('BUSINESS'), 15],
    [paid('PRO'), Number.POSITIVE_INFINITY],
    [paid('ENTERPRISE'), 0],
  ])('%o → %s', (s, expected) => {
    expect(influencerCap(s)).toBe(expected);
  });
});

describe('influencerLimitDialog', () => {
  it.each([
    [14, 15, null],
    [15, 15, 'too-many-influencers'],
    [16, 15, 'too-many-influencers'],
    [4, 4, 'too-many-influencers'],
    [2, 3, null],
    [3, 3, 'three-influencers'],
    [1, 1, 'three-influencers'],
    [0, 0, 'upgrade'],
    [1000, Number.POSITIVE_INFINITY, null],
    [Number.NaN, 3, null],
  ])('count %s cap %s → %s', (count, cap, expected) => {
    expect(influencerLimitDialog(count, cap)).toBe(expected);
  });
});

describe('pricingCardAction', () => {
  it.each([
    ['BUSINESS', paid('BUSINESS'), 'active'],
    ['STARTER', paid('BUSINESS'), 'downgrade'],
    ['FREE', paid('PRO'), 'downgrade'],
    ['PRO', paid('BUSINESS'), 'upgrade'],
    ['STARTER', free(12), 'free-trial-upgrade'],
    ['STARTER', free(0), 'upgrade'],
    ['FREE', free(12), 'active'],
    ['ENTERPRISE', paid('PRO'), 'upgrade'],
  ] as const)('%s card for %o → %s', (card, s, expected) => {
    expect(pricingCardAction(card, s)).toBe(expected);
  });
});

describe('trialAlert', () => {
  it.each([
    [true, free(8), { visible: false, showUpgrade: false }],
    [true, free(7), { visible: true, showUpgrade: true }],
    [true, free(0), { visible: true, showUpgrade: true }],
    [false, free(7), { visible: false, showUpgrade: false }],
    [false, free(0), { visible: true, showUpgrade: false }],
    [true, paid('PRO'), { visible: false, showUpgrade: false }],
  ])('admin %s %o', (isAdmin, s, expected) => {
    expect(trialAlert(isAdmin, s)).toEqual(expected);
  });
});

describe('upsellStripVisible', () => {
  it.each([
    [true, paid('PRO'), true],
    [false, free(4), false],
    [false, free(0), true],
  ])('admin %s %o → %s', (isAdmin, s, expected) => {
    expect(upsellStripVisible(isAdmin, s)).toBe(expected);
  });
});

describe('linkBaseUrl', () => {
  it.each([
    [paid('BUSINESS'), 'shop.example.com', 'https://shop.example.com'],
    [paid('BUSINESS'), 'https://shop.example.com/', 'https://shop.example.com'],
    [paid('BUSINESS'), '', 'https://links.shoppable.test'],
    [paid('BUSINESS'), null, 'https://links.shoppable.test'],
    [paid('STARTER'), 'shop.example.com', 'https://links.shoppable.test'],
    [free(3), 'shop.example.com', 'https://shop.example.com'],
    [free(0), 'shop.example.com', 'https://links.shoppable.test'],
  ])('%o with %s → %s', (s, domain, expected) => {
    expect(linkBaseUrl(s, domain, 'https://links.shoppable.test/')).toBe(expected);
  });
});

describe('canUseMagicStore', () => {
  it.each([
    [paid('STARTER'), true, true],
    [paid('STARTER'), false, false],
    [free(20), true, false],
  ])('%o vision %s → %s', (s, vision, expected) => {
    expect(canUseMagicStore(s, vision)).toBe(expected);
  });
});

describe('magicStoreAccess', () => {
  it.each([
    [paid('BUSINESS'), true, 'available'],
    [paid('STARTER'), false, 'no-vision'],
    [free(20), true, 'free-plan'],
    [free(0), false, 'free-plan'],
  ] as const)('%o vision %s → %s', (s, vision, expected) => {
    expect(magicStoreAccess(s, vision)).toBe(expected);
  });
});

describe('creationGate', () => {
  it.each([
    [free(1), 'allowed'],
    [free(0), 'free-trial-dialog'],
    [paid('STARTER'), 'allowed'],
  ])('%o → %s', (s, expected) => {
    expect(creationGate(s)).toBe(expected);
  });
});

describe('showBookExpertButton', () => {
  it.each([
    [true, free(0), 2, true],
    [true, free(0), 3, false],
    [false, free(0), 0, false],
    [true, paid('PRO'), 0, false],
  ])('admin %s %o links %s → %s', (isAdmin, s, links, expected) => {
    expect(showBookExpertButton(isAdmin, s, links)).toBe(expected);
  });
});
