/**
 * Links, shorts and multilinks as read and as saved (content.md §3).
 * Wire names are snake_case, spelled exactly as the spec writes them (`prefered_*`); where the
 * spec does not give a field's type, the choice is written next to the field.
 */
import { LIMITS } from '@shoppable/domain';
import * as v from 'valibot';
import { selectedOptions } from './catalog';
import { id, ids, isoDate, num, text } from './common';
import { utmParams } from './session';
import { version } from './version';

export const linkType = v.picklist(['SHORT', 'LOOK', 'SHOPBOARD']);
export const urlType = v.picklist(['product', 'collection', 'custom', 'organic']);

/** A link image `{src, id}`. */
export const linkImage = v.object({ src: text, id: v.nullish(id) });

/** A promocode as it comes back: `{code}`. */
export const promocode = v.object({ code: text });

/** The analytics a link carries. */
export const linkAnalyticsTotals = v.object({
  visits: num,
  checkouts: num,
  revenue: num,
  requested_checkouts: v.nullish(num),
  total_tax: v.nullish(num),
  currency: v.nullish(text),
});

/** A link, short or shopboard post link (content.md §3 "Link (server)"). */
export const link = v.object({
  link_id: id,
  description: v.nullish(text),
  /** Decided: a short's title travels as `title`. */
  title: v.nullish(text),
  created_at: isoDate,
  images: v.array(linkImage),
  link_default_image: v.nullish(text),
  currency: text,
  revenue: v.nullish(num),
  visits: v.nullish(num),
  checkouts: v.nullish(num),
  influencer_username: v.nullish(text),
  /** Decided: the list item shows the influencer's image. */
  influencer_profile_image_url: v.nullish(text),
  shopping_redirect_url: v.nullish(text),
  url_type: v.nullish(urlType),
  link_type: linkType,
  promocode: v.nullish(promocode),
  utm_params: v.nullish(utmParams),
  selected_options: v.nullish(selectedOptions),
  products: v.array(v.object({ product_id: id, inventory_id: id, title: text })),
  collections: v.array(v.object({ collection_id: id, title: text })),
  link_analytics: v.nullish(linkAnalyticsTotals),
  /** The expiry flag (decided name). */
  is_expired: v.boolean(),
  /** The edit version: 1 when created, +1 per edit (send it back in the edit body). */
  version,
});

/** The link payload on create and edit (content.md §3). */
export const linkPayload = v.object({
  images: v.array(linkImage),
  inventory_ids: ids,
  selected_options: v.nullish(selectedOptions),
  collection_ids: v.nullish(ids),
  promocode: v.nullish(v.pipe(text, v.maxLength(LIMITS.promocodeMax))),
  description: v.pipe(text, v.maxLength(LIMITS.linkDescriptionMax)),
  business_id: id,
  shopping_redirect_url: v.nullish(text),
  influencer_username: v.nullish(text),
  utm_params: v.nullish(utmParams),
  link_type: linkType,
});

/** The short create/edit body (content.md §3 lists the inputs; the body is decided here). */
export const shortPayload = v.object({
  business_id: id,
  /** The custom id of the short's public URL, when chosen. */
  link_id: v.nullish(id),
  /** The promocode ("a code"). */
  promocode: v.nullish(v.pipe(text, v.maxLength(LIMITS.promocodeMax))),
  title: v.pipe(text, v.maxLength(LIMITS.shortTitleMax)),
  url_type: urlType,
  inventory_ids: v.nullish(ids),
  collection_ids: v.nullish(ids),
  influencer_username: v.nullish(text),
  shopping_redirect_url: v.nullish(text),
  utm_params: v.nullish(utmParams),
});

export const deviceOption = v.picklist(['ALL', 'MOBILE', 'PC']);

/** One option of a multilink as read (content.md §3). */
export const multilinkOption = v.object({
  value: num,
  device_option: deviceOption,
  link_id: id,
  link_data: v.object({
    shopping_redirect_url: v.nullish(text),
    description: v.nullish(text),
    link_type: linkType,
    url_type: v.nullish(urlType),
    link_default_image: v.nullish(text),
    products: v.array(v.object({ product_id: id, inventory_id: id, title: text })),
    collections: v.array(v.object({ collection_id: id, title: text })),
    selected_options: v.nullish(selectedOptions),
    utm_params: v.nullish(utmParams),
    promocode: v.nullish(promocode),
    link_analytics: v.nullish(linkAnalyticsTotals),
  }),
});

/** A multilink as read (content.md §3). */
export const multilink = v.object({
  multilink_id: id,
  title: text,
  created_at: isoDate,
  currency: text,
  splitter_type: v.literal('PERCENTAGE'),
  /** A string or `{code}`, as the spec says. */
  promocode: v.nullish(v.union([text, promocode])),
  utm_params: v.nullish(utmParams),
  is_expired: v.boolean(),
  links_options: v.array(multilinkOption),
  /** The edit version: 1 when created, +1 per edit (send it back in the edit body). */
  version,
});

/** The multilink save payload (content.md §3); `link_id` per option on edit. */
export const multilinkPayload = v.object({
  business_id: id,
  title: v.pipe(text, v.nonEmpty(), v.maxLength(LIMITS.multilinkTitleMax)),
  splitter_type: v.literal('PERCENTAGE'),
  promocode: v.nullish(v.pipe(text, v.maxLength(LIMITS.promocodeMax))),
  utm_params: v.nullish(utmParams),
  links_options: v.array(
    v.object({
      value: v.pipe(v.number(), v.minValue(0), v.maxValue(LIMITS.trafficShareTotal)),
      device_option: deviceOption,
      link_id: v.optional(id),
      link_resource: v.object({
        images: v.array(linkImage),
        inventory_ids: ids,
        collection_ids: v.nullish(ids),
        shopping_redirect_url: v.nullish(text),
        link_type: linkType,
        selected_options: v.nullish(selectedOptions),
      }),
    }),
  ),
});
