import { LIMITS, SOCIALS } from '@shoppable/domain';
import * as v from 'valibot';

// Every schema here reads a malformed value as missing: an address someone typed or shortened
// opens the page without it rather than the error page.

/** An optional, non-empty string parameter of the address. */
export const textParam = v.fallback(v.optional(v.pipe(v.string(), v.nonEmpty())), undefined);

/** A product the Instant editor starts with (`/admin/links/create?products=[…]`). */
export interface PrefillProduct {
  inventoryId: string;
  productId: string;
  title: string;
  imageUrl?: string | null;
}

const text = (max: number) =>
  v.pipe(
    v.string(),
    v.check((value) => value.trim() !== ''),
    v.maxLength(max),
  );
const httpUrl = v.pipe(v.string(), v.maxLength(2000), v.regex(/^https?:\/\/[^\s]+$/));

const prefillProduct = v.object({
  inventoryId: text(200),
  productId: text(200),
  title: text(500),
  imageUrl: v.fallback(v.nullish(httpUrl), null),
});

/** Keeps the entries of `value` that `schema` accepts, first of each `key`, at most `max`. */
const validEntries = <T>(
  schema: v.GenericSchema<unknown, T>,
  key: (entry: T) => unknown,
  max: number,
) =>
  v.fallback(
    v.optional(
      v.pipe(
        v.array(v.unknown()),
        v.transform((entries) => {
          const valid = entries.flatMap((entry) => {
            const result = v.safeParse(schema, entry);
            return result.success ? [result.output] : [];
          });
          const unique = valid.filter((e, i) => valid.findIndex((o) => key(o) === key(e)) === i);
          return unique.length > 0 ? unique.slice(0, max) : undefined;
        }),
      ),
    ),
    undefined,
  );

/**
 * `products` of the Instant editor's address: the products a new link starts with (a trend's
 * combination, Magic Store's finds), each `{inventoryId, productId, title, imageUrl?}`. Entries
 * that are not such an object are dropped, at most 15 are kept; nothing valid reads as missing.
 * The server checks the ids again when the link is saved.
 */
export const prefillProductsParam = validEntries<PrefillProduct>(
  prefillProduct,
  (product) => product.inventoryId,
  LIMITS.linkProducts.max,
);

/**
 * `images` of the Instant editor's address: the cover images a new link starts with (Magic
 * Store's media). Only http(s) addresses are kept, at most 10 (an Instant's images are uploaded
 * files); nothing valid reads as missing.
 */
export const prefillImagesParam = validEntries<string>(httpUrl, (src) => src, 10);

/** The Instant editor's create address: the products and images it starts with. */
export const linkCreateSearch = v.object({
  products: prefillProductsParam,
  images: prefillImagesParam,
});

/** The short editor's create address: a product, a title or a URL it starts with. */
export const shortCreateSearch = v.object({
  product: textParam,
  title: textParam,
  url: textParam,
});

/** Where a sign-in page goes once signed in (`?redirect=/admin/links`). */
export const redirectSearch = v.object({ redirect: textParam });

/** The store connection pages' one-time `auth` code. */
export const authCodeSearch = v.object({ auth: textParam });

/** Sign-up with a store: its verified `auth` payload and the prefilled `email`. */
export const registerStoreSearch = v.object({ auth: textParam, email: textParam });

/** A social network's consent page sends its one-time `code` back. */
export const socialCodeSearch = v.object({ code: textParam });

/** The shopboard's open network tab (`?network=pinterest`). */
export const shopboardSearch = v.object({
  network: v.fallback(v.optional(v.picklist(SOCIALS)), undefined),
});

/** A page opened from an emailed link: its `token`. */
export const tokenSearch = v.object({ token: textParam });
