import { analyticsReport } from '@shoppable/api-contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { influencerInsightFromWire } from './influencers';
import { insightsBucketFromWire, insightsReportFromWire, type InsightsBucket } from './insights';
import { wireBucket, wireInsight } from './testFixtures';

describe('insightsBucketFromWire', () => {
  it('maps a channel bucket to its client names', () => {
    expect(insightsBucketFromWire(wireBucket())).toEqual({
      visits: 200,
      completedCheckouts: 10,
      requestedCheckouts: 15,
      revenue: 500,
      cr: 5,
      data: [
        { date: '2026-05-01', visits: 10, checkouts: 1, revenue: 20, totalTax: 2 },
        { date: '2026-05-02', visits: 0, checkouts: 0, revenue: 0, totalTax: 0 },
      ],
      totalTax: 50,
      influencerAttributedRevenue: 300,
      influencerAttributedCheckouts: 5,
      influencerCr: 2.5,
    } satisfies InsightsBucket);
  });

  it.each<[string, Parameters<typeof wireBucket>[0], Partial<InsightsBucket>]>([
    ['no visits gives CR 0', { visits: 0 }, { cr: 0, influencerCr: 0 }],
    [
      'no attributed figures read as 0',
      { influencer_attributed_revenue: null, influencer_attributed_checkouts: undefined },
      { influencerAttributedRevenue: 0, influencerAttributedCheckouts: 0, influencerCr: 0 },
    ],
    ['an empty series', { data: [] }, { data: [] }],
  ])('%s', (_name, over, expected) => {
    expect(insightsBucketFromWire(wireBucket(over))).toMatchObject(expected);
  });
});

describe('insightsReportFromWire', () => {
  const report = (over: Record<string, unknown> = {}) =>
    v.parse(analyticsReport, {
      looks_analytics: wireBucket(),
      shorts_analytics: wireBucket({ visits: 10, checkouts: 1 }),
      shopboard_analytics: wireBucket({ visits: 4, checkouts: 2 }),
      currency: 'EUR',
      influencers_insights: [wireInsight()],
      ...over,
    });

  it('maps each channel, the currency and the insights', () => {
    expect(insightsReportFromWire(report())).toEqual({
      links: insightsBucketFromWire(wireBucket()),
      shorts: insightsBucketFromWire(wireBucket({ visits: 10, checkouts: 1 })),
      shopboard: insightsBucketFromWire(wireBucket({ visits: 4, checkouts: 2 })),
      currency: 'EUR',
      influencersInsights: [influencerInsightFromWire(wireInsight())],
    });
  });

  it.each([
    ['no shopboard', { shopboard_analytics: null }, 'shopboard', null],
    ['no insights', { influencers_insights: undefined }, 'influencersInsights', []],
  ] as const)('%s', (_name, over, key, expected) => {
    expect(insightsReportFromWire(report(over))[key]).toEqual(expected);
  });
});
