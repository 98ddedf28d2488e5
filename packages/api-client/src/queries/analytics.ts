import {
  businessAnalytics,
  lifetimeAnalytics,
  linkAnalytics,
  linkAnalyticsRows,
  linkFunnel,
  linkProducts,
  postAnalytics,
  postProducts,
  publicPage,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@shoppable/api-contract';
import { PAGE_SIZES, tableFetchSize } from '@shoppable/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../transport';
import { queryKeys, type DateRange } from './keys';

/** One page of a link's top-performing products: product rows and `next_skip` (`null` at the end). */
export type LinkProductsPage = EndpointResponse<typeof linkProducts>;
/** A product row of the analytics lists (wire names: `view`, `add`, `buy`, `rank` 0–100). */
export type ProductRow = LinkProductsPage['products'][number];
/** Everything a public link page shows (`GET /public/v1/pages/{username}/{linkId}`). */
export type PublicPage = EndpointResponse<typeof publicPage>;

/**
 * Query keys of one link's analytics, under the business's analytics
 * (`['analytics', businessId, 'link', linkId, …]`), so invalidating the business's analytics
 * reaches them too.
 */
export const linkAnalyticsQueryKeys = {
  /** Every query of one link's analytics. */
  all: (businessId: string, linkId: string) => ['analytics', businessId, 'link', linkId] as const,
  /** The link's report over a date range: `[…, { from, to }]`. */
  report: (businessId: string, linkId: string, { from, to }: DateRange = {}) =>
    ['analytics', businessId, 'link', linkId, { from, to }] as const,
  /** The link's top-performing products: `[…, 'products']`. */
  products: (businessId: string, linkId: string) =>
    ['analytics', businessId, 'link', linkId, 'products'] as const,
  /** The link's product funnel over a date range: `[…, 'funnel', { from, to }]`. */
  funnel: (businessId: string, linkId: string, { from, to }: DateRange = {}) =>
    ['analytics', businessId, 'link', linkId, 'funnel', { from, to }] as const,
};

/** A link's product funnel: per product views, adds to cart and checkouts (null: not permitted). */
export type LinkFunnel = EndpointResponse<typeof linkFunnel>;
/** One product of a link's funnel (wire names). */
export type FunnelStep = LinkFunnel['products'][number];

/**
 * A link's product funnel over a date range (`GET …/links/{linkId}/funnel`): per product in the
 * link's order, views → adds to cart → checkouts; without dates, the link's whole life.
 */
export function linkFunnelQueryOptions(
  client: ApiClient,
  businessId: string,
  linkId: string,
  range: DateRange = {},
) {
  const queryKey = linkAnalyticsQueryKeys.funnel(businessId, linkId, range);
  const { from, to } = queryKey[5];
  return queryOptions({
    queryKey,
    queryFn: ({ signal }): Promise<LinkFunnel> =>
      client.request(linkFunnel, {
        params: { linkId },
        query: { from_date: from, to_date: to },
        signal,
      }),
  });
}

/**
 * A link's analytics over a date range (`GET /admin/v1/analytics/links/{linkId}`): totals and
 * per-day series of the looks and shorts channels; without dates, the link's whole life.
 */
export function linkAnalyticsQueryOptions(
  client: ApiClient,
  businessId: string,
  linkId: string,
  range: DateRange = {},
) {
  const queryKey = linkAnalyticsQueryKeys.report(businessId, linkId, range);
  const { from, to } = queryKey[4];
  return queryOptions({
    queryKey,
    queryFn: ({ signal }): Promise<AnalyticsReport> =>
      client.request(linkAnalytics, {
        params: { linkId },
        query: { from_date: from, to_date: to },
        signal,
      }),
  });
}

/**
 * A link's top-performing products, best rank first (`GET …/links/{linkId}/products`), as an
 * infinite query fetched in chunks of twice the table's page size (content.md §4, §9), paged by
 * the server's `next_skip`.
 */
export function linkProductsInfiniteQueryOptions(
  client: ApiClient,
  businessId: string,
  linkId: string,
) {
  return infiniteQueryOptions({
    queryKey: linkAnalyticsQueryKeys.products(businessId, linkId),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }): Promise<LinkProductsPage> =>
      client.request(linkProducts, {
        params: { linkId },
        query: { count: tableFetchSize(PAGE_SIZES.table), skip: pageParam },
        signal,
      }),
    getNextPageParam: (lastPage: LinkProductsPage) => lastPage.next_skip ?? undefined,
  });
}

/** One page of the analytics page's link rows and `next_skip` (`null` at the end). */
export type LinkRowsPage = EndpointResponse<typeof linkAnalyticsRows>;
/** One link's figures over a range (wire names; a figure the viewer may not see is null). */
export type LinkAnalyticsRow = LinkRowsPage['links'][number];
/** What the link rows are asked for: a channel, a range and the sort (visits, most first, by default). */
export type LinkRowsFilter = DateRange &
  Pick<EndpointQuery<typeof linkAnalyticsRows>, 'kind' | 'sort' | 'order'>;

/**
 * The analytics page's link rows (`GET /admin/v1/analytics/{businessId}/links`): the channel's
 * links with visits or checkouts in the range, sorted by the server, as an infinite query fetched
 * in chunks of twice the table's page size and paged by `next_skip`, under
 * `['analytics', businessId, 'links', { from, to, kind, sort, order }]`.
 */
export function linkRowsInfiniteQueryOptions(
  client: ApiClient,
  businessId: string,
  { from, to, kind, sort, order }: LinkRowsFilter,
) {
  return infiniteQueryOptions({
    queryKey: ['analytics', businessId, 'links', { from, to, kind, sort, order }] as const,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }): Promise<LinkRowsPage> =>
      client.request(linkAnalyticsRows, {
        params: { businessId },
        query: {
          from_date: from,
          to_date: to,
          kind,
          sort,
          order,
          count: tableFetchSize(PAGE_SIZES.table),
          skip: pageParam,
        },
        signal,
      }),
    getNextPageParam: (lastPage: LinkRowsPage) => lastPage.next_skip ?? undefined,
  });
}

/**
 * The public page data of `/{username}/{linkId}` (no token needed), under
 * `['publicPage', username, linkId]`: what a shopper's page shows, for the dashboard's phone
 * preview.
 */
export function publicPageQueryOptions(client: ApiClient, username: string, linkId: string) {
  return queryOptions({
    queryKey: ['publicPage', username, linkId] as const,
    queryFn: ({ signal }): Promise<PublicPage> =>
      client.request(publicPage, { params: { username, linkId }, query: {}, signal }),
  });
}

/** A shopboard post's analytics: clicks, total clicks, products count and the daily clicks. */
export type PostAnalytics = EndpointResponse<typeof postAnalytics>;
/** One page of a post's products (a map keyed by product id) and `next_skip`. */
export type PostProductsPage = EndpointResponse<typeof postProducts>;
/** The social network of a shopboard post. */
export type PostSocial = EndpointParams<typeof postAnalytics>['social'];

/** The post products' page size (content.md §7: 9 by default). */
export const POST_PRODUCTS_PAGE = 9;

/**
 * A shopboard post's analytics (`GET /admin/v1/analytics/posts/{social}/{postId}`), under
 * `['analytics', businessId, 'post', social, postId, { from, to }]`. A missing result throws
 * 'Failed to fetch post analytics data' (content.md §8).
 */
export function postAnalyticsQueryOptions(
  client: ApiClient,
  businessId: string,
  social: PostSocial,
  postId: string,
  { from, to }: DateRange = {},
) {
  return queryOptions({
    queryKey: ['analytics', businessId, 'post', social, postId, { from, to }] as const,
    queryFn: async ({ signal }): Promise<PostAnalytics> => {
      const data = await client.request(postAnalytics, {
        params: { social, postId },
        query: { from_date: from, to_date: to },
        signal,
      });
      if (data == null) throw new Error('Failed to fetch post analytics data');
      return data;
    },
  });
}

/**
 * A shopboard post's top performing products, 9 per page paged by `next_skip`
 * (`GET …/posts/{social}/{postId}/products`), as an infinite query.
 */
export function postProductsInfiniteQueryOptions(
  client: ApiClient,
  businessId: string,
  social: PostSocial,
  postId: string,
) {
  return infiniteQueryOptions({
    queryKey: ['analytics', businessId, 'post', social, postId, 'products'] as const,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }): Promise<PostProductsPage> =>
      client.request(postProducts, {
        params: { social, postId },
        query: { count: POST_PRODUCTS_PAGE, skip: pageParam },
        signal,
      }),
    getNextPageParam: (lastPage: PostProductsPage) => lastPage.next_skip ?? undefined,
  });
}

/** A business analytics report (wire names). */
export type AnalyticsReport = EndpointResponse<typeof businessAnalytics>;

/** The business's lifetime analytics, under `['analytics', businessId, 'lifetime']`. */
export function lifetimeAnalyticsQueryOptions(client: ApiClient, businessId: string) {
  return queryOptions({
    queryKey: queryKeys.analytics.lifetime(businessId),
    queryFn: ({ signal }): Promise<AnalyticsReport> =>
      client.request(lifetimeAnalytics, { params: { businessId }, signal }),
  });
}

/** The business's analytics over a date range, under `['analytics', businessId, { from, to }]`. */
export function businessAnalyticsQueryOptions(
  client: ApiClient,
  businessId: string,
  range: DateRange = {},
) {
  const queryKey = queryKeys.analytics.business(businessId, range);
  const { from, to } = queryKey[2];
  return queryOptions({
    queryKey,
    queryFn: ({ signal }): Promise<AnalyticsReport> =>
      client.request(businessAnalytics, {
        params: { businessId },
        query: { from_date: from, to_date: to },
        signal,
      }),
  });
}
