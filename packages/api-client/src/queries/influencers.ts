import {
  createInfluencer,
  createInfluencerLoginCode,
  editInfluencer,
  getInfluencer,
  influencerAnalyticsReport,
  influencerReport,
  listInfluencerLinks,
  listInfluencers,
  listInfluencersAnalytics,
  resetInfluencerPassword,
  setInfluencerActivation,
  validateInfluencerEmail,
  validateInfluencerUsername,
  type EndpointBody,
  type EndpointResponse,
} from '@shoppable/api-contract';
import { influencerLoginLink, PAGE_SIZES } from '@shoppable/domain';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { cachedKinds, queryKeys, type DateRange } from './keys';
import type { ApiClient } from '../transport';
import { insertCreated, nextPageSkip, patchCached, replaceUpdated } from './cache';

/** An influencer as the server sends it (wire names). */
export type WireInfluencerItem = EndpointResponse<typeof createInfluencer>;
/** The body of an influencer create (wire names). */
export type InfluencerPayload = EndpointBody<typeof createInfluencer>;
/** The body of an influencer edit: the create body without `username`, with the `version` it is based on. */
export type InfluencerEditPayload = EndpointBody<typeof editInfluencer>;
/** One influencer's totals over a date range (wire names: `total_clicks`, `total_sales`, `total_revenue`, `currency`). */
export type InfluencerTotals = EndpointResponse<typeof listInfluencersAnalytics>[number];

/**
 * The business's influencers, under `['influencers', businessId, {}]`. The contract's
 * `GET /admin/v1/influencers` takes no `count`/`skip` and answers the whole list, so this is a
 * plain query: there is no page to ask for.
 */
export function influencersQueryOptions(client: ApiClient, businessId: string) {
  return queryOptions({
    queryKey: queryKeys.influencers.list(businessId),
    queryFn: ({ signal }) => client.request(listInfluencers, { signal }),
  });
}

/** One influencer by username, under `['influencers', businessId, 'detail', username]`. */
export function influencerQueryOptions(client: ApiClient, businessId: string, username: string) {
  return queryOptions({
    queryKey: queryKeys.influencers.detail(businessId, username),
    queryFn: ({ signal }): Promise<WireInfluencerItem> =>
      client.request(getInfluencer, { params: { username }, signal }),
  });
}

/**
 * Clicks, sales and revenue per influencer over a range (`GET /admin/v1/influencers/analytics`;
 * no `from` is lifetime), under `queryKeys.influencers.totals`.
 */
export function influencersTotalsQueryOptions(
  client: ApiClient,
  businessId: string,
  range: DateRange = {},
) {
  const queryKey = queryKeys.influencers.totals(businessId, range);
  const { from, to } = queryKey[3];
  return queryOptions({
    queryKey,
    queryFn: ({ signal }): Promise<InfluencerTotals[]> =>
      client.request(listInfluencersAnalytics, {
        query: { from_date: from, to_date: to },
        signal,
      }),
  });
}

/** One influencer's analytics report over a range (the business report's shape, their share). */
export function influencerReportQueryOptions(
  client: ApiClient,
  businessId: string,
  username: string,
  range: DateRange = {},
) {
  const queryKey = queryKeys.influencers.report(businessId, username, range);
  const { from, to } = queryKey[5];
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      client.request(influencerAnalyticsReport, {
        params: { username },
        query: { from_date: from, to_date: to },
        signal,
      }),
  });
}

/**
 * One influencer's links or shorts (`POST /admin/v1/links/{businessId}/influencer/{username}`) as
 * an infinite query, 28 per page, under `['links' | 'shorts', businessId, { influencer }]`: among
 * the link or short lists, so edits, closes and deletes reach it, and a create refetches it (a
 * filtered list).
 */
export function influencerLinksInfiniteQueryOptions(
  client: ApiClient,
  businessId: string,
  username: string,
  kind: 'link' | 'short',
) {
  const pageSize = kind === 'short' ? PAGE_SIZES.shorts : PAGE_SIZES.links;
  return infiniteQueryOptions({
    queryKey:
      kind === 'short'
        ? queryKeys.shorts.ofInfluencer(businessId, username)
        : queryKeys.links.ofInfluencer(businessId, username),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      client.request(listInfluencerLinks, {
        params: { businessId, username },
        query: { count: pageSize, skip: pageParam, link_type: kind },
        signal,
      }),
    getNextPageParam: nextPageSkip(pageSize),
  });
}

/**
 * Whether an influencer username is free in the business (`POST …/validate/username`). Rejects
 * with the server's error when the name's format is refused.
 */
export async function isInfluencerUsernameAvailable(
  client: ApiClient,
  username: string,
  signal?: AbortSignal,
): Promise<boolean> {
  return (await client.request(validateInfluencerUsername, { body: { username }, signal }))
    .available;
}

/**
 * Whether an email is free in the business (`POST …/validate/email`): taken when another
 * influencer has it; `except` names the influencer being edited. Rejects with the server's error
 * when the email's format is refused.
 */
export async function isInfluencerEmailAvailable(
  client: ApiClient,
  email: string,
  options: { except?: string; signal?: AbortSignal } = {},
): Promise<boolean> {
  const body = options.except === undefined ? { email } : { email, except: options.except };
  return (await client.request(validateInfluencerEmail, { body, signal: options.signal }))
    .available;
}

/**
 * A login link for the influencer: the API makes a single-use code
 * (`POST …/{username}/login-code`) that the link carries with the two usernames.
 */
export async function makeInfluencerLoginLink(
  client: ApiClient,
  link: { origin: string; adminUsername: string; username: string },
): Promise<string> {
  const { code } = await client.request(createInfluencerLoginCode, {
    params: { username: link.username },
  });
  return influencerLoginLink(link.origin, link.adminUsername, link.username, code);
}

/**
 * The influencer's report over a day range as CSV text (`GET …/{username}/report`); the file
 * name is `influencerReportFilename` of `@shoppable/domain`.
 */
export function fetchInfluencerReport(
  client: ApiClient,
  args: { username: string; from: string; to: string; timezone: string; signal?: AbortSignal },
): Promise<string> {
  return client.request(influencerReport, {
    params: { username: args.username },
    query: { timezone: args.timezone, from_date: args.from, to_date: args.to },
    signal: args.signal,
  });
}

/** The totals lists go stale with any change of an influencer. */
function refreshTotals(queryClient: QueryClient, businessId: string) {
  return queryClient.invalidateQueries({
    queryKey: queryKeys.influencers.allTotals(businessId),
  });
}

/** Creates an influencer, first in the cached influencer list (the answer carries its one-time `password`). */
export function useCreateInfluencer(client: ApiClient, businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: InfluencerPayload) => client.request(createInfluencer, { body: payload }),
    onSuccess: async (created) => {
      // The password is shown once; the caches keep the influencer without it.
      await insertCreated(queryClient, cachedKinds.influencers(businessId), {
        ...created,
        password: null,
      });
      await refreshTotals(queryClient, businessId);
    },
  });
}

/**
 * Edits an influencer based on `version` (`influencerEditToWire` gives the rest of the body):
 * replaced in place in the cached list and its own cache (409 when stale).
 */
export function useEditInfluencer(client: ApiClient, businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      username,
      version,
      payload,
    }: {
      username: string;
      version: number;
      payload: Omit<InfluencerEditPayload, 'version'>;
    }) => client.request(editInfluencer, { params: { username }, body: { ...payload, version } }),
    onSuccess: (updated) =>
      replaceUpdated(queryClient, cachedKinds.influencers(businessId), updated),
  });
}

/**
 * Activates or deactivates an influencer (the spec's influencer delete is a deactivation). The
 * list keeps inactive influencers, so `is_active` changes in place in the list and its own cache.
 */
export function useSetInfluencerActivation(client: ApiClient, businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ username, activate }: { username: string; activate: boolean }) =>
      client.request(setInfluencerActivation, { params: { username }, body: { activate } }),
    onSuccess: (_, { username, activate }) =>
      patchCached(queryClient, cachedKinds.influencers(businessId), username, (influencer) =>
        influencer.is_active === activate ? influencer : { ...influencer, is_active: activate },
      ),
  });
}

/**
 * Resets an influencer's password (`GET …/{username}/password/reset`): resolves with the new
 * password, to be shown once; the caches are not given it.
 */
export function useResetInfluencerPassword(client: ApiClient) {
  return useMutation({
    mutationFn: async (username: string): Promise<string> =>
      (await client.request(resetInfluencerPassword, { params: { username } })).password ?? '',
  });
}
