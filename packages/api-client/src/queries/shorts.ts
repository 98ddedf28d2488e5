import {
  createShort,
  editShort,
  getLink,
  linkAnalytics,
  type EndpointBody,
} from '@shoppable/api-contract';
import { PAGE_SIZES } from '@shoppable/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../transport';
import type { AnalyticsReport } from './analytics';
import { insertCreated, replaceUpdated } from './cache';
import { cachedKinds, queryKeys, type DateRange, type LinkListFilter } from './keys';
import { linkListOptions, type EditArgs, type Link } from './links';

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

/** The body of a short create; an edit sends it with the `version` it is based on (wire names). */
export type ShortPayload = EndpointBody<typeof createShort>;

/**
 * The business's shorts (`link_type` SHORT) as an infinite query, `PAGE_SIZES.shorts` (28) per
 * page, under `['shorts', businessId, { q }]`. Show them with `select: mapPages(shortCardFromWire)`.
 */
export function shortsInfiniteQueryOptions(
  client: ApiClient,
  businessId: string,
  filter: LinkListFilter = {},
) {
  return linkListOptions(
    client,
    queryKeys.shorts.list(businessId, filter),
    'SHORT',
    PAGE_SIZES.shorts,
  );
}

/**
 * The business's newest `count` shorts alone, under `['shorts', businessId, { newest }]`: what the
 * home page shows (6, of which phones show 3), instead of the list's first page. One
 * page, no next.
 */
export function newestShortsQueryOptions(
  client: ApiClient,
  businessId: string,
  count: number = PAGE_SIZES.recentShorts,
) {
  return linkListOptions(client, queryKeys.shorts.newest(businessId, count), 'SHORT', count, true);
}

/** One short (read through `GET /admin/v1/links/{id}`), under `['shorts', businessId, 'detail', id]`. */
export function shortQueryOptions(client: ApiClient, businessId: string, id: string) {
  return queryOptions({
    queryKey: queryKeys.shorts.detail(businessId, id),
    queryFn: ({ signal }): Promise<Link> => client.request(getLink, { params: { id }, signal }),
  });
}

/** Creates a short (`POST /admin/v1/links/short/create`), first in the cached unfiltered short lists. */
export function useCreateShort(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ShortPayload) => client.request(createShort, { body: payload }),
    onSuccess: (created, payload) =>
      insertCreated(queryClient, cachedKinds.shorts(payload.business_id), created),
  });
}

/** Edits a short based on `version`: replaced in place in every cached short list and its own cache (409 when stale). */
export function useEditShort(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, payload }: EditArgs<ShortPayload>) =>
      client.request(editShort, { params: { id }, body: { ...payload, version } }),
    onSuccess: (updated, { payload }) =>
      replaceUpdated(queryClient, cachedKinds.shorts(payload.business_id), updated),
  });
}
