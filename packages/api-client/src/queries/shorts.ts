import { linkAnalytics } from '@shoppable/api-contract';
import { queryOptions } from '@tanstack/react-query';
import type { AnalyticsReport, DateRange } from '../queries';
import type { ApiClient } from '../transport';

/**
 * The analytics of one short (`GET /admin/v1/analytics/links/{linkId}`), over a date range or, without
 * one, its lifetime, under `['analytics', businessId, 'short', shortId, { from, to }]`: among the
 * business's analytics, not among the short lists (whose cache updates work on links). The short's
 * figures are in the report's `shorts_analytics`; influencers get their attributed sales and
 * revenue there too. Show it with `select: insightsReportFromWire`.
 */
export function shortAnalyticsQueryOptions(
  client: ApiClient,
  businessId: string,
  shortId: string,
  { from, to }: DateRange = {},
) {
  return queryOptions({
    queryKey: ['analytics', businessId, 'short', shortId, { from, to }] as const,
    queryFn: ({ signal }): Promise<AnalyticsReport> =>
      client.request(linkAnalytics, {
        params: { linkId: shortId },
        query: { from_date: from, to_date: to },
        signal,
      }),
  });
}
