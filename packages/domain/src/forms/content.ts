import * as v from 'valibot';
import { LIMITS } from '../constants';
import { normalizeCustomUrl } from '../validation';
import { MESSAGES } from './messages';
import { utmSchema } from './settings';

const promocode = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(LIMITS.promocodeMax, MESSAGES.promocode),
);
const ids = v.array(v.string());

/**
 * The link (Instant) form (content.md §2, §3, §5): description up to the decided maximum,
 * promocode up to 20, 1 to 15 products, optional shopping redirect URL and influencer, UTM values.
 */
export const linkSchema = v.object({
  images: v.array(v.object({ id: v.string(), src: v.string() })),
  description: v.pipe(v.string(), v.maxLength(LIMITS.linkDescriptionMax, MESSAGES.description)),
  promocode,
  products: v.pipe(
    v.array(v.object({ id: v.string() })),
    v.minLength(LIMITS.linkProducts.min, MESSAGES.linkProducts),
    v.maxLength(LIMITS.linkProducts.max, MESSAGES.linkProducts),
  ),
  shoppingRedirectUrl: v.pipe(v.string(), v.trim()),
  influencerUsername: v.pipe(v.string(), v.trim()),
  utmParams: utmSchema,
});

/**
 * The short form (content.md §4, §5) for a merchant's domains: product and collection shorts
 * need exactly one item, a custom short a URL on one of `domains` (with https:// added), an
 * organic short its promocode (decided); title optional up to the decided maximum. Only what the
 * user types is checked: an address in `savedUrls` (the edited short's) passes as saved.
 */
export function shortSchema(
  domains: string[],
  customUrlMessage: string = MESSAGES.url,
  savedUrls: readonly string[] = [],
) {
  const common = {
    title: v.pipe(v.string(), v.trim(), v.maxLength(LIMITS.shortTitleMax, MESSAGES.shortTitle)),
    promocode,
    influencerUsername: v.pipe(v.string(), v.trim()),
    utmParams: utmSchema,
  };
  return v.variant('type', [
    v.object({
      ...common,
      type: v.literal('product'),
      productIds: v.pipe(ids, v.length(1, MESSAGES.oneProduct)),
    }),
    v.object({
      ...common,
      type: v.literal('collection'),
      collectionIds: v.pipe(ids, v.length(1, MESSAGES.oneCollection)),
    }),
    v.object({
      ...common,
      type: v.literal('custom'),
      url: customUrl(domains, customUrlMessage, savedUrls),
    }),
    v.object({
      ...common,
      type: v.literal('organic'),
      promocode: v.pipe(promocode, v.nonEmpty(MESSAGES.organicPromocode)),
    }),
  ]);
}

function customUrl(domains: string[], message: string, savedUrls: readonly string[]) {
  const saved = (s: string) => s !== '' && savedUrls.includes(s);
  return v.pipe(
    v.string(),
    v.check((s) => saved(s) || normalizeCustomUrl(s, domains).ok, message),
    v.transform((s) => {
      if (saved(s)) return s;
      const r = normalizeCustomUrl(s, domains);
      return r.ok ? r.url : s;
    }),
  );
}

/**
 * The multilink form (content.md §4, §5): title required; two experiences with a device, an
 * integer share 0..100 and their target (look 1–15 products, product 1, collection 1, custom URL
 * on the merchant's domains, or one of `savedUrls` as saved); the shares add up to 100.
 */
export function multilinkSchema(
  domains: string[],
  customUrlMessage: string = MESSAGES.url,
  savedUrls: readonly string[] = [],
) {
  const head = {
    device: v.picklist(['ALL', 'MOBILE', 'PC']),
    share: v.pipe(
      v.number(),
      v.integer(MESSAGES.shares),
      v.minValue(0, MESSAGES.shares),
      v.maxValue(100, MESSAGES.shares),
    ),
  };
  const experience = v.variant('type', [
    v.object({
      ...head,
      type: v.literal('look'),
      productIds: v.pipe(
        ids,
        v.minLength(LIMITS.multilinkLookProducts.min, MESSAGES.linkProducts),
        v.maxLength(LIMITS.multilinkLookProducts.max, MESSAGES.linkProducts),
      ),
    }),
    v.object({
      ...head,
      type: v.literal('product'),
      productIds: v.pipe(ids, v.length(1, MESSAGES.oneProduct)),
    }),
    v.object({
      ...head,
      type: v.literal('collection'),
      collectionIds: v.pipe(ids, v.length(1, MESSAGES.oneCollection)),
    }),
    v.object({
      ...head,
      type: v.literal('custom'),
      url: customUrl(domains, customUrlMessage, savedUrls),
    }),
  ]);
  return v.pipe(
    v.object({
      title: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(MESSAGES.multilinkTitle),
        v.maxLength(LIMITS.multilinkTitleMax, MESSAGES.multilinkTitleLength),
      ),
      promocode,
      utmParams: utmSchema,
      experiences: v.tuple([experience, experience]),
    }),
    v.check(
      (m) => m.experiences[0].share + m.experiences[1].share === LIMITS.trafficShareTotal,
      MESSAGES.shares,
    ),
  );
}
