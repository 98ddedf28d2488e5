import { conversionRate, influencerConversionRate, safeNumber } from '@shoppable/domain';
import { influencerInsightFromWire, type InfluencerInsight } from './influencers';
import type { WireAnalyticsBucket, WireAnalyticsReport } from './wire';

/** One day of a channel's series. */
export interface InsightsPoint {
  /** ISO day or timestamp, as sent. */
  date: string;
  visits: number;
  checkouts: number;
  revenue: number;
  totalTax: number;
}

/**
 * One channel's totals and series with their client names (content.md §3 "Client bucket per
 * channel"); `cr` and `influencerCr` are percentages computed here (0 without visits).
 */
export interface InsightsBucket {
  visits: number;
  /** Wire `checkouts`. */
  completedCheckouts: number;
  /** Wire `requested_checkouts`. */
  requestedCheckouts: number;
  revenue: number;
  /** Completed checkouts / visits × 100. */
  cr: number;
  data: InsightsPoint[];
  totalTax: number;
  influencerAttributedRevenue: number;
  influencerAttributedCheckouts: number;
  /** Influencer-attributed checkouts / visits × 100. */
  influencerCr: number;
  /** Wire `qr_scans`: the visits that came from a QR code (issue 19); `undefined` when not sent. */
  qrScans?: number;
}

/** A channel bucket from the wire; missing figures read as 0. */
export function insightsBucketFromWire(wire: WireAnalyticsBucket): InsightsBucket {
  const attributedCheckouts = safeNumber(wire.influencer_attributed_checkouts);
  return {
    visits: wire.visits,
    completedCheckouts: wire.checkouts,
    requestedCheckouts: wire.requested_checkouts,
    revenue: wire.revenue,
    cr: conversionRate(wire.checkouts, wire.visits),
    data: wire.data.map((p) => ({
      date: p.date,
      visits: safeNumber(p.visits),
      checkouts: p.checkouts,
      revenue: p.revenue,
      totalTax: safeNumber(p.total_tax),
    })),
    totalTax: wire.total_tax,
    influencerAttributedRevenue: safeNumber(wire.influencer_attributed_revenue),
    influencerAttributedCheckouts: attributedCheckouts,
    influencerCr: influencerConversionRate(attributedCheckouts, wire.visits),
    ...(wire.qr_scans != null ? { qrScans: wire.qr_scans } : {}),
  };
}

/** An analytics report (business, lifetime, influencer or link) with its client names. */
export interface InsightsReport {
  /** Wire `looks_analytics`: the links channel. */
  links: InsightsBucket;
  /** Wire `shorts_analytics`. */
  shorts: InsightsBucket;
  /** Wire `shopboard_analytics`; `null` when absent. */
  shopboard: InsightsBucket | null;
  currency: string;
  /** Wire `influencers_insights`; empty when absent. */
  influencersInsights: InfluencerInsight[];
}

/** An analytics report from the wire. */
export function insightsReportFromWire(wire: WireAnalyticsReport): InsightsReport {
  return {
    links: insightsBucketFromWire(wire.looks_analytics),
    shorts: insightsBucketFromWire(wire.shorts_analytics),
    shopboard: wire.shopboard_analytics ? insightsBucketFromWire(wire.shopboard_analytics) : null,
    currency: wire.currency,
    influencersInsights: (wire.influencers_insights ?? []).map(influencerInsightFromWire),
  };
}
