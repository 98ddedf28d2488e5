/**
 * Analytics reports, product rows, orders and trends (content.md §3, platform.md §3).
 * Wire names are snake_case, spelled exactly as the spec writes them (`prefered_*`); where the
 * spec does not give a field's type, the choice is written next to the field.
 */
import * as v from 'valibot';
import { image } from './catalog';
import { id, isoDate, num, text } from './common';
import { influencerInsight } from './influencers';
import { linkImage, linkType, urlType } from './links';

/** One day of a channel's series. */
export const analyticsPoint = v.object({
  date: isoDate,
  visits: v.nullish(num),
  checkouts: num,
  revenue: num,
  total_tax: v.nullish(num),
});

/** One channel's totals and series (looks, shorts, shopboard). */
export const analyticsBucket = v.object({
  data: v.array(analyticsPoint),
  visits: num,
  checkouts: num,
  revenue: num,
  requested_checkouts: num,
  total_tax: num,
  influencer_attributed_revenue: v.nullish(num),
  influencer_attributed_checkouts: v.nullish(num),
  /**
   * Explained counts (issue 16): page requests not counted as visits — link-preview bots, HEAD
   * requests and prefetches — and repeats of a shopper within 30 minutes. Missing: not reported.
   */
  filtered_bots: v.nullish(num),
  filtered_repeats: v.nullish(num),
  /** Counted visits that came from the link's QR code (`utm_medium=qr`, issue 19); also in `visits`. */
  qr_scans: v.nullish(num),
  /**
   * Decided: counted visits of a page that showed an in-stock alternative in place of a sold-out
   * product (auto swap); also in `visits`. Missing: not reported.
   */
  swapped_visits: v.nullish(num),
  /**
   * Decided: shopper events the API refused and did not count, by why: relays without a right and
   * fresh signature, and events over the per-address limit. Missing: not reported.
   */
  refused_unsigned: v.nullish(num),
  refused_rate_limited: v.nullish(num),
});

/** Business, lifetime, influencer and link analytics (content.md §3 "Link analytics response"). */
export const analyticsReport = v.object({
  looks_analytics: analyticsBucket,
  shorts_analytics: analyticsBucket,
  shopboard_analytics: v.nullish(analyticsBucket),
  currency: text,
  influencers_insights: v.nullish(v.array(influencerInsight)),
});

/** A product row of the analytics lists (content.md §3). */
export const productRow = v.object({
  product_id: id,
  title: text,
  view: num,
  add: num,
  buy: num,
  rank: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  image: v.nullable(image),
});

/** One product of a link's funnel: views → adds to cart → checkouts (null: hidden by permission). */
export const funnelStep = v.object({
  product_id: id,
  inventory_id: id,
  title: text,
  views: v.nullable(num),
  adds_to_cart: v.nullable(num),
  checkouts: v.nullable(num),
});

/**
 * One link's figures over a range: a row of the analytics page's link table.
 * `name` is what the merchant recognises — an Instant's description (first line), a short's title
 * or shopping address, a multilink experience's multilink title — or null when it has none.
 * A figure the viewer's permissions hide is null (content.md §6).
 */
export const linkAnalyticsRow = v.object({
  link_id: id,
  name: v.nullable(text),
  kind: v.picklist(['link', 'short']),
  /** The multilink an experience belongs to (its preview page), else null. */
  multilink_id: v.nullable(id),
  /** An experience's place in its multilink (0 = A), else null. */
  experience: v.nullable(num),
  visits: v.nullable(num),
  checkouts: v.nullable(num),
  revenue: v.nullable(num),
  /** Checkouts / visits × 100 (content.md §9). */
  conversion_rate: v.nullable(num),
});

/** The columns the link table sorts by. */
export const linkAnalyticsSort = v.picklist(['visits', 'checkouts', 'revenue', 'conversion_rate']);

/** The link a sold order came from. */
export const linkDetails = v.object({
  link_id: id,
  description: v.nullish(text),
  images: v.array(linkImage),
  link_default_image: v.nullish(text),
  link_type: linkType,
  url_type: v.nullish(urlType),
});

/** An order row (platform.md §3). Statuses PAID, REFUNDED, PARTIALLY_REFUNDED. */
export const order = v.object({
  order_id: id,
  created_at: isoDate,
  currency: text,
  influencer_profile_image_url: v.nullish(text),
  order_status: v.picklist(['PAID', 'REFUNDED', 'PARTIALLY_REFUNDED']),
  order_url: v.nullish(text),
  products_count: num,
  total_price: num,
  link_details: v.nullish(linkDetails),
});

/** One item of an order's details. */
export const orderItem = v.object({
  title: text,
  image: v.nullable(image),
  variant_title: v.nullish(text),
  price: num,
  quantity: num,
});

/** A trend item (content.md §3). */
export const trendItem = v.object({
  product_id: id,
  /** Decided: the product's inventory id, what a link is created from (a trend's quick link). */
  inventory_id: v.optional(id),
  title: text,
  view: num,
  add: num,
  image: v.nullable(image),
  rank: num,
});
