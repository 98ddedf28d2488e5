import * as v from 'valibot';
import { TIMINGS } from '@shoppable/domain';
import { defineEndpoint } from '../endpoint';
import { order, orderItem } from '../schemas/analytics';
import { id, notShown, pageQuery, text } from '../schemas/common';

/** Store connection, uploads, business-wide orders and client logs (platform.md §7, DESIGN.md §6). */

const businessBody = v.object({ business_id: id });

export const storeConnect = defineEndpoint({
  name: 'storeConnect',
  summary: 'Store connect',
  access: 'admin',
  method: 'POST',
  path: '/admin/v1/store/auth/connect',
  body: v.object({ auth: text }),
  response: notShown,
});

export const storeDisconnect = defineEndpoint({
  name: 'storeDisconnect',
  summary: 'Store disconnect',
  access: 'admin',
  method: 'POST',
  path: '/admin/v1/store/integration/disconnect',
  body: businessBody,
  response: notShown,
});

export const syncProducts = defineEndpoint({
  name: 'syncProducts',
  summary: 'Sync products',
  access: 'admin',
  method: 'POST',
  path: '/admin/v1/store/products/sync',
  body: businessBody,
  response: notShown,
});

/** Multipart upload, field `file_resource`; answers the stored file (decided: `{url}`). */
export const uploadFile = defineEndpoint({
  name: 'uploadFile',
  summary: 'Upload file',
  access: 'signedIn',
  permission: 'allow_creating_and_editing_links',
  method: 'POST',
  path: '/admin/v1/file/upload',
  query: v.object({ custom_name: v.optional(text) }),
  body: v.object({ file_resource: v.instance(Blob) }),
  requestFormat: 'multipart',
  timeoutMs: TIMINGS.uploadTimeout,
  response: v.object({ url: text }),
});

/** Business-wide orders, page of 20 (path decided in DESIGN.md §6). */
export const listOrders = defineEndpoint({
  name: 'listOrders',
  summary: 'List orders',
  access: 'admin',
  method: 'GET',
  path: '/admin/v1/orders',
  query: pageQuery,
  response: v.array(order),
});

export const orderDetails = defineEndpoint({
  name: 'orderDetails',
  summary: 'Order details',
  access: 'admin',
  method: 'GET',
  path: '/admin/v1/orders/{orderId}/details',
  params: v.object({ orderId: id }),
  response: v.array(orderItem),
});

/** Client error log: the last 50 lines. */
export const commitLogs = defineEndpoint({
  name: 'commitLogs',
  summary: 'Commit logs',
  access: 'public',
  method: 'POST',
  path: '/api/logs/commit',
  body: v.object({ logs: v.array(text), store_id: v.nullish(id), cart_id: v.nullish(id) }),
  response: notShown,
});

export const accountEndpoints = {
  storeConnect,
  storeDisconnect,
  syncProducts,
  uploadFile,
  listOrders,
  orderDetails,
  commitLogs,
} as const;
