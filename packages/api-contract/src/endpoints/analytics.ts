import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import {
  analyticsReport,
  funnelStep,
  linkAnalyticsRow,
  linkAnalyticsSort,
  order,
  orderItem,
  productRow,
} from '../schemas/analytics';
import { dateRangeQuery, id, isoDate, num, pageQuery, text } from '../schemas/common';
import { influencerInsight } from '../schemas/influencers';
import { social } from '../schemas/shopboard';

/** Analytics (content.md §7 "Analytics"; business, lifetime, link and post paths from DESIGN.md §6). */

const businessParams = v.object({ businessId: id });
const linkParams = v.object({ linkId: id });
const postParams = v.object({ social, postId: id });
const pageAndDates = v.object({ ...pageQuery.entries, ...dateRangeQuery.entries });

/** Insights per influencer for a date range. */
export const insightsOverview = defineEndpoint({
  name: 'insightsOverview',
  summary: 'Insights overview',
  access: 'admin',
  method: 'GET',
  path: '/admin/v1/insights/overview',
  query: dateRangeQuery,
  response: v.array(influencerInsight),
});

export const businessAnalytics = defineEndpoint({
  name: 'businessAnalytics',
  summary: 'Business analytics',
  access: 'signedIn',
  permission: 'analytics_clicks_enabled',
  method: 'GET',
  path: '/admin/v1/analytics/{businessId}',
  params: businessParams,
  query: dateRangeQuery,
  response: analyticsReport,
});

export const lifetimeAnalytics = defineEndpoint({
  name: 'lifetimeAnalytics',
  summary: 'Lifetime analytics',
  access: 'signedIn',
  permission: 'analytics_clicks_enabled',
  method: 'GET',
  path: '/admin/v1/analytics/{businessId}/lifetime',
  params: businessParams,
  response: analyticsReport,
});

/**
 * Decided ("the analytics page's link rows"): the business's links of one channel
 * (`kind`: Instants and multilink experiences of the links tab, or shorts) that had visits or
 * completed checkouts in the range, with their counted visits (the tiles' rules), completed
 * checkouts, revenue (net of refunds) and conversion rate; sorted by `sort` (visits by default),
 * `order` desc by default, ties by link id; `count` rows from `skip` (5 by default, at most 100)
 * with `next_skip`. Admins see every link of their business and every figure. An influencer sees
 * only the links they own, and, as their tiles (content.md §6), visits with clicks, checkouts
 * (their attributed ones) with sales, revenue (attributed) with revenue, the conversion rate with
 * clicks, sales and CR; a hidden figure is null, and sorting by it is refused (403).
 */
export const linkAnalyticsRows = defineEndpoint({
  name: 'linkAnalyticsRows',
  summary: 'Link analytics rows',
  access: 'signedIn',
  permission: 'analytics_clicks_enabled',
  method: 'GET',
  path: '/admin/v1/analytics/{businessId}/links',
  params: businessParams,
  query: v.object({
    ...pageAndDates.entries,
    kind: v.picklist(['link', 'short']),
    sort: v.optional(linkAnalyticsSort),
    order: v.optional(v.picklist(['asc', 'desc'])),
  }),
  response: v.object({
    links: v.array(linkAnalyticsRow),
    currency: text,
    next_skip: v.nullable(num),
  }),
});

export const linkAnalytics = defineEndpoint({
  name: 'linkAnalytics',
  summary: 'Link analytics',
  access: 'signedIn',
  permission: 'analytics_clicks_enabled',
  method: 'GET',
  path: '/admin/v1/analytics/links/{linkId}',
  params: linkParams,
  query: dateRangeQuery,
  response: analyticsReport,
});

export const linkProductsCount = defineEndpoint({
  name: 'linkProductsCount',
  summary: 'Link products count',
  access: 'signedIn',
  permission: 'analytics_clicks_enabled',
  method: 'GET',
  path: '/admin/v1/analytics/links/{linkId}/products/count',
  params: linkParams,
  response: v.object({ count: num }),
});

export const linkProducts = defineEndpoint({
  name: 'linkProducts',
  summary: 'Link products',
  access: 'signedIn',
  permission: 'analytics_clicks_enabled',
  method: 'GET',
  path: '/admin/v1/analytics/links/{linkId}/products',
  params: linkParams,
  query: pageQuery,
  response: v.object({ products: v.array(productRow), next_skip: v.nullable(num) }),
});

/**
 * Decided ("Product funnel per link"): per product of the link, in the link's product
 * order, how many shoppers saw it (counted visits of the page, which shows every product), added
 * it to the cart (`add_to_cart` events naming it) and checked out with it (orders holding it).
 * A multilink id covers both experiences. For influencers a step their permissions hide is null
 * (views need clicks; adds and checkouts need sales, as in the top-products table).
 */
export const linkFunnel = defineEndpoint({
  name: 'linkFunnel',
  summary: 'Link funnel',
  access: 'signedIn',
  permission: 'analytics_clicks_enabled',
  method: 'GET',
  path: '/admin/v1/analytics/links/{linkId}/funnel',
  params: linkParams,
  query: dateRangeQuery,
  response: v.object({ products: v.array(funnelStep) }),
});

/** Orders that came through a link, page of 20. */
export const linkOrders = defineEndpoint({
  name: 'linkOrders',
  summary: 'Link orders',
  access: 'admin',
  method: 'GET',
  path: '/admin/v1/analytics/links/{linkId}/orders',
  params: linkParams,
  query: pageQuery,
  response: v.array(order),
});

export const linkOrderDetails = defineEndpoint({
  name: 'linkOrderDetails',
  summary: 'Link order details',
  access: 'admin',
  method: 'GET',
  path: '/admin/v1/analytics/links/{linkId}/orders/{orderId}/details',
  params: v.object({ linkId: id, orderId: id }),
  response: v.array(orderItem),
});

export const postAnalytics = defineEndpoint({
  name: 'postAnalytics',
  summary: 'Post analytics',
  access: 'signedIn',
  permission: 'analytics_clicks_enabled',
  method: 'GET',
  path: '/admin/v1/analytics/posts/{social}/{postId}',
  params: postParams,
  query: dateRangeQuery,
  response: v.object({
    clicks: num,
    total_clicks: num,
    products_count: num,
    clicks_data: v.array(
      v.object({
        date: isoDate,
        clicks: v.nullish(num),
        visits: v.nullish(num),
        checkouts: num,
        influencer_attributed_checkouts: v.nullish(num),
      }),
    ),
  }),
});

/** The post's products (a map keyed by product id), 9 per page by default. */
export const postProducts = defineEndpoint({
  name: 'postProducts',
  summary: 'Post products',
  access: 'signedIn',
  permission: 'analytics_clicks_enabled',
  method: 'GET',
  path: '/admin/v1/analytics/posts/{social}/{postId}/products',
  params: postParams,
  query: pageAndDates,
  response: v.object({ products: v.record(text, productRow), next_skip: v.nullable(num) }),
});

export const analyticsEndpoints = {
  insightsOverview,
  businessAnalytics,
  lifetimeAnalytics,
  linkAnalytics,
  linkAnalyticsRows,
  linkProductsCount,
  linkProducts,
  linkFunnel,
  linkOrders,
  linkOrderDetails,
  postAnalytics,
  postProducts,
} as const;
