import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { analyticsBucket } from '../schemas/analytics';
import { selectedOptions } from '../schemas/catalog';
import { dateRangeQuery, id, ids, notShown, pageQuery, text } from '../schemas/common';
import { social, socialMediaStatus, socialPost } from '../schemas/shopboard';

/** Shopboard, under /admin/v1/shopboard (content.md §7). */

const networkParams = v.object({ network: social });
const postParams = v.object({ network: social, postId: id });

export const shopboardStatus = defineEndpoint({
  name: 'shopboardStatus',
  summary: 'Shopboard status',
  access: 'admin',
  method: 'GET',
  path: '/admin/v1/shopboard/status',
  response: v.object({
    shopboard_url: v.nullable(text),
    social_medias: v.object({
      instagram: v.nullable(socialMediaStatus),
      tiktok: v.nullable(socialMediaStatus),
      pinterest: v.nullable(socialMediaStatus),
    }),
  }),
});

/** The network's OAuth page to send the merchant to. */
export const shopboardConnectUrl = defineEndpoint({
  name: 'shopboardConnectUrl',
  summary: 'Shopboard connect URL',
  access: 'admin',
  method: 'GET',
  path: '/admin/v1/shopboard/{network}/connect',
  params: networkParams,
  response: v.object({ redirect_url: text }),
});

export const shopboardAuthConnect = defineEndpoint({
  name: 'shopboardAuthConnect',
  summary: 'Shopboard auth connect',
  access: 'admin',
  method: 'POST',
  path: '/admin/v1/shopboard/{network}/auth/connect',
  params: networkParams,
  body: v.object({ code: text }),
  response: notShown,
});

export const shopboardAuthDisconnect = defineEndpoint({
  name: 'shopboardAuthDisconnect',
  summary: 'Shopboard auth disconnect',
  access: 'admin',
  method: 'POST',
  path: '/admin/v1/shopboard/{network}/auth/disconnect',
  params: networkParams,
  response: notShown,
});

export const shopboardAnalytics = defineEndpoint({
  name: 'shopboardAnalytics',
  summary: 'Shopboard analytics',
  access: 'admin',
  method: 'GET',
  path: '/admin/v1/shopboard/analytics',
  query: dateRangeQuery,
  response: v.object({ shopboard_analytics: analyticsBucket, currency: text }),
});

/** The network's posts, 24 per page. */
export const shopboardPosts = defineEndpoint({
  name: 'shopboardPosts',
  summary: 'Shopboard posts',
  access: 'admin',
  method: 'GET',
  path: '/admin/v1/shopboard/{network}/posts',
  params: networkParams,
  query: pageQuery,
  response: v.array(socialPost),
});

export const setPostVisible = defineEndpoint({
  name: 'setPostVisible',
  summary: 'Set post visible',
  access: 'admin',
  method: 'POST',
  path: '/admin/v1/shopboard/{network}/{postId}/visible',
  params: postParams,
  body: v.object({ is_visible: v.boolean() }),
  response: notShown,
});

/** Manual tags, at most 5 per post. */
export const tagPostProducts = defineEndpoint({
  name: 'tagPostProducts',
  summary: 'Tag post products',
  access: 'admin',
  method: 'POST',
  path: '/admin/v1/shopboard/{network}/{postId}/tag_products',
  params: postParams,
  body: v.object({ product_ids: ids, selected_options: v.nullish(selectedOptions) }),
  response: notShown,
});

export const syncShopboard = defineEndpoint({
  name: 'syncShopboard',
  summary: 'Sync shopboard',
  access: 'admin',
  method: 'GET',
  path: '/admin/v1/shopboard/{network}/sync',
  params: networkParams,
  response: notShown,
});

export const shopboardEndpoints = {
  shopboardStatus,
  shopboardConnectUrl,
  shopboardAuthConnect,
  shopboardAuthDisconnect,
  shopboardAnalytics,
  shopboardPosts,
  setPostVisible,
  tagPostProducts,
  syncShopboard,
} as const;
