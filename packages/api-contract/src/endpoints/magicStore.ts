import * as v from 'valibot';
import { TIMINGS } from '@shoppable/domain';
import { defineEndpoint } from '../endpoint';
import { product } from '../schemas/catalog';
import { id, ids, text } from '../schemas/common';

/**
 * Magic Store media flow (content.md §7). Between the presigned URL and the compression the client
 * PUTs the file to `presigned_url`: that URL is opaque, so it is not an endpoint here.
 */

export const mediaPresignedUrl = defineEndpoint({
  name: 'mediaPresignedUrl',
  summary: 'Media presigned URL',
  access: 'admin',
  method: 'POST',
  path: '/admin/v1/media/presigned-url',
  body: v.object({ filename: text, content_type: text }),
  response: v.object({ presigned_url: text, destination_url: text }),
});

/**
 * `job_id` may be missing, null or empty (content.md §4): then there is nothing to wait for and
 * the search proceeds directly with `media_url`.
 */
export const triggerCompression = defineEndpoint({
  name: 'triggerCompression',
  summary: 'Trigger compression',
  access: 'admin',
  method: 'POST',
  path: '/admin/v1/media/trigger-compression',
  body: v.object({ file_url: text }),
  response: v.object({ job_id: v.optional(v.nullable(v.string())), media_url: text }),
});

/** `job_status`: COMPLETE is done, ERROR and FAILED fail, anything else is pending. */
export const checkCompressionStatus = defineEndpoint({
  name: 'checkCompressionStatus',
  summary: 'Check compression status',
  access: 'admin',
  method: 'POST',
  path: '/admin/v1/media/check-compression-status',
  body: v.object({ job_id: id }),
  response: v.object({ job_status: text }),
});

/** Products seen in the media; 60 s timeout. */
export const mediaProductSearch = defineEndpoint({
  name: 'mediaProductSearch',
  summary: 'Media product search',
  access: 'admin',
  method: 'POST',
  path: '/admin/v1/products/media/search/url',
  body: v.object({ media_url: text }),
  timeoutMs: TIMINGS.mediaSearchTimeout,
  response: v.object({ selected_products: v.array(product), product_tag_result_ids: ids }),
});

export const magicStoreEndpoints = {
  mediaPresignedUrl,
  triggerCompression,
  checkCompressionStatus,
  mediaProductSearch,
} as const;
