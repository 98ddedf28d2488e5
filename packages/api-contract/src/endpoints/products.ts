import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { collection, image, product } from '../schemas/catalog';
import { id, ids, notShown, num, pageCount, pageSkip, queryFlag, text } from '../schemas/common';
import { collectionsPreferences } from '../schemas/session';

/** Products, collections and AI preferences (content.md §7; collections preferences path from DESIGN.md §6). */

const businessParams = v.object({ businessId: id });

/** Product search, 50 per page, paged by the `next` cursor. */
export const searchProducts = defineEndpoint({
  name: 'searchProducts',
  summary: 'Search products',
  access: 'signedIn',
  method: 'GET',
  path: '/admin/v1/products/search',
  query: v.object({
    q: v.optional(text),
    count: v.optional(pageCount),
    next: v.optional(text),
    product_status: v.optional(v.literal('active')),
    include_out_of_stock: v.optional(queryFlag),
    include_search_tags: v.optional(queryFlag),
    /** Decided: the preferred-product info, comma-separated product ids listed first. */
    prefered_product_ids: v.optional(text),
  }),
  response: v.object({ products: v.array(product), next: v.nullable(text) }),
});

export const searchCollections = defineEndpoint({
  name: 'searchCollections',
  summary: 'Search collections',
  access: 'signedIn',
  method: 'GET',
  path: '/admin/v1/collections/search',
  query: v.object({
    q: v.optional(text),
    count: v.optional(pageCount),
    skip: v.optional(pageSkip),
    /** Decided: the preferences parameters, comma-separated collection ids listed first. */
    prefered_collection_ids: v.optional(text),
  }),
  response: v.object({ collections: v.array(collection), next_skip: v.nullable(num) }),
});

/** One of the two lists may be null. */
export const updateProductsPreferences = defineEndpoint({
  name: 'updateProductsPreferences',
  summary: 'Update products preferences',
  access: 'admin',
  method: 'PUT',
  path: '/admin/v1/store/{businessId}/products_preferences',
  params: businessParams,
  body: v.object({ prefered_product_ids: v.nullable(ids), exclude_product_ids: v.nullable(ids) }),
  response: notShown,
});

/** Each list sent only when present. */
export const updateCollectionsPreferences = defineEndpoint({
  name: 'updateCollectionsPreferences',
  summary: 'Update collections preferences',
  access: 'admin',
  method: 'PUT',
  path: '/admin/v1/store/{businessId}/collections_preferences',
  params: businessParams,
  body: v.partial(collectionsPreferences),
  response: notShown,
});

/** The image of a variant for the chosen options. */
export const productOptionImage = defineEndpoint({
  name: 'productOptionImage',
  summary: 'Product option image',
  access: 'signedIn',
  method: 'POST',
  path: '/admin/v1/products/options/image',
  body: v.object({ inventory_id: id, selected_options: v.record(text, text) }),
  response: image,
});

export const productEndpoints = {
  searchProducts,
  searchCollections,
  updateProductsPreferences,
  updateCollectionsPreferences,
  productOptionImage,
} as const;
