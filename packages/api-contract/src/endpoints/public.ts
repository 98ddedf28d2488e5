import { LIMITS } from '@shoppable/domain';
import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { order } from '../schemas/analytics';
import { product, selectedOptions } from '../schemas/catalog';
import { id, notShown, num, pageSkip, text } from '../schemas/common';
import { link, multilink } from '../schemas/links';
import { social } from '../schemas/shopboard';
import { optionMap, theme } from '../schemas/theme';

/** The link page's public calls (DESIGN.md §6): no token. */

/**
 * Everything one public page needs. Ids are unique across links, shorts and multilinks; `kind`
 * tells the page whether to show a link, redirect (short) or pick an option (multilink).
 *
 * Decided: a short answers its destination in `redirect_url` (the product's or collection's
 * storefront page, the custom URL, or the store with the promocode applied, UTM parameters
 * added); a multilink answers the experience the server picked in `experience_id`, by the
 * `device` query (experiences for ALL or that device) and a weighted random draw over their
 * traffic shares. The page then loads that experience by its id and records the visit on it.
 */
export const publicPage = defineEndpoint({
  name: 'publicPage',
  summary: 'Public page',
  access: 'public',
  method: 'GET',
  path: '/public/v1/pages/{username}/{linkId}',
  params: v.object({ username: text, linkId: id }),
  query: v.object({ device: v.optional(v.picklist(['MOBILE', 'PC'])) }),
  response: v.object({
    kind: v.picklist(['link', 'short', 'multilink']),
    link: v.nullable(link),
    multilink: v.nullish(multilink),
    products: v.array(product),
    theme: v.nullable(theme),
    option_map: optionMap,
    /** Decided: the merchant's name and logo for the page header. */
    business_name: v.nullish(text),
    logo_url: v.nullish(text),
    /** Decided: the business currency (ISO 4217) the product prices are in. */
    currency: v.nullish(text),
    /** Decided: where a short sends the shopper (null for links and multilinks). */
    redirect_url: v.nullish(text),
    /** Decided: the multilink experience picked for this visit (null for links and shorts). */
    experience_id: v.nullish(id),
    /**
     * Decided: with auto swap on, the sold-out products of the link shown as an in-stock
     * alternative (`products` holds the alternative in the sold-out product's place). Sold-out
     * products without a swap stay in `products` with `total_quantity` 0 or less.
     */
    swaps: v.nullish(
      v.array(
        v.object({
          sold_out: v.object({ inventory_id: id, title: text }),
          alternative_inventory_id: id,
        }),
      ),
    ),
  }),
});

/** Decided: the Shop the Feed page shows this many posts at a time (content.md §9's page). */
export const SHOPBOARD_FEED_PAGE = 24;

/**
 * Decided: the Shop the Feed page's data (`/{username}/shopboard`, the merchant admin's username).
 * The visible posts of every connected network (or of `network`), newest first, 24 from `skip`;
 * each with its products: the manual tags, else the AI's when AI tagging is on. `link_id` is the
 * business's Shop the Feed link (a SHOPBOARD link, made on first use): the page records visits and
 * checks out on it, so the shopboard's analytics count them.
 */
export const publicShopboard = defineEndpoint({
  name: 'publicShopboard',
  summary: 'Public shopboard',
  access: 'public',
  method: 'GET',
  path: '/public/v1/shopboards/{username}',
  params: v.object({ username: text }),
  query: v.object({ network: v.optional(social), skip: v.optional(pageSkip) }),
  response: v.object({
    link_id: id,
    /** The connected networks, in the tabs' order (instagram, tiktok, pinterest). */
    networks: v.array(social),
    posts: v.array(
      v.object({
        post_id: id,
        network: social,
        image_url: text,
        products: v.array(product),
        /** True when `products` are the AI's (the post has no manual tags). */
        ai_tagged: v.boolean(),
        selected_options: v.nullish(selectedOptions),
      }),
    ),
    /** Where the next page starts, or null on the last page. */
    next_skip: v.nullable(num),
    theme: v.nullable(theme),
    option_map: optionMap,
    business_name: v.nullish(text),
    logo_url: v.nullish(text),
    currency: v.nullish(text),
  }),
});

/** Decided: the longest inventory id an event may name (the store's ids are far shorter). */
const EVENT_INVENTORY_ID_MAX = 200;

/**
 * A shopper event on a link page. Decided: `inventory_id` names the product an `add_to_cart` was
 * for (it must be one of the link's products; the product funnel counts it); other events carry
 * none.
 */
export const shopperEvent = defineEndpoint({
  name: 'shopperEvent',
  summary: 'Shopper event',
  access: 'public',
  method: 'POST',
  path: '/public/v1/events',
  body: v.object({
    link_id: id,
    type: v.picklist(['visit', 'add_to_cart', 'checkout_request']),
    inventory_id: v.optional(
      v.pipe(
        id,
        v.minLength(1, 'must not be empty'),
        v.maxLength(EVENT_INVENTORY_ID_MAX, `must be at most ${EVENT_INVENTORY_ID_MAX} characters`),
      ),
    ),
  }),
  response: notShown,
});

/** The simulated store's checkout: answers the order it created. */
export const publicCheckout = defineEndpoint({
  name: 'publicCheckout',
  summary: 'Public checkout',
  access: 'public',
  method: 'POST',
  path: '/public/v1/checkout',
  body: v.object({
    link_id: id,
    items: v.pipe(
      v.array(
        v.object({
          inventory_id: id,
          quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
          selected_options: v.nullish(v.record(text, text)),
        }),
      ),
      v.minLength(1),
      v.maxLength(50),
    ),
    promocode: v.nullish(v.pipe(text, v.maxLength(LIMITS.promocodeMax))),
  }),
  response: order,
});

export const publicEndpoints = {
  publicPage,
  publicShopboard,
  shopperEvent,
  publicCheckout,
} as const;
