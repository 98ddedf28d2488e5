import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { trendItem } from '../schemas/analytics';
import { id, num } from '../schemas/common';

/** Trends (content.md §7 "Products, collections, preferences"). */

export const topPerformingProducts = defineEndpoint({
  name: 'topPerformingProducts',
  summary: 'Top performing products',
  access: 'admin',
  method: 'GET',
  path: '/admin/v1/products/trends/top-performing',
  response: v.array(trendItem),
});

/** Combinations as lists of product ids, plus the products they name. */
export const topProductCombinations = defineEndpoint({
  name: 'topProductCombinations',
  summary: 'Top product combinations',
  access: 'admin',
  method: 'GET',
  path: '/admin/v1/products/trends/top-combinations',
  response: v.object({
    top_combinations: v.array(v.array(id)),
    /** Decided: how many orders hold each combination, in the order of `top_combinations`. */
    orders_together: v.optional(v.array(num)),
    products: v.array(trendItem),
  }),
});

export const complementaryProducts = defineEndpoint({
  name: 'complementaryProducts',
  summary: 'Complementary products',
  access: 'admin',
  method: 'GET',
  path: '/admin/v1/products/trends/complementary/{productId}',
  params: v.object({ productId: id }),
  response: v.array(v.object({ product: trendItem, combination_score: num })),
});

export const trendEndpoints = {
  topPerformingProducts,
  topProductCombinations,
  complementaryProducts,
} as const;
