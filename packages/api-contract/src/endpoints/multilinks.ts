import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { id, notShown, pageCount, pageSkip, text } from '../schemas/common';
import { multilink, multilinkPayload } from '../schemas/links';
import { version } from '../schemas/version';

/** Multilinks (content.md §7; create, edit and delete paths decided in DESIGN.md §6). */

const multilinkParams = v.object({ id });

/** The business's multilinks, 28 per page, in the field `multilinks`. */
export const listMultilinks = defineEndpoint({
  name: 'listMultilinks',
  summary: 'List multilinks',
  access: 'admin',
  method: 'POST',
  path: '/admin/v1/links/multi/{businessId}',
  params: v.object({ businessId: id }),
  query: v.object({
    q: v.optional(text),
    count: v.optional(pageCount),
    skip: v.optional(pageSkip),
  }),
  response: v.object({ multilinks: v.array(multilink) }),
});

export const getMultilink = defineEndpoint({
  name: 'getMultilink',
  summary: 'Get multilink',
  access: 'admin',
  method: 'GET',
  path: '/admin/v1/links/multi/{id}',
  params: multilinkParams,
  response: multilink,
});

export const createMultilink = defineEndpoint({
  name: 'createMultilink',
  summary: 'Create multilink',
  access: 'admin',
  method: 'POST',
  path: '/admin/v1/links/multi/create',
  body: multilinkPayload,
  response: multilink,
});

export const editMultilink = defineEndpoint({
  name: 'editMultilink',
  summary: 'Edit multilink',
  access: 'admin',
  method: 'POST',
  path: '/admin/v1/links/multi/{id}/edit',
  params: multilinkParams,
  /** The create body plus the `version` the edit is based on (409 when the multilink moved on). */
  body: v.object({ ...multilinkPayload.entries, version }),
  response: multilink,
});

export const closeMultilink = defineEndpoint({
  name: 'closeMultilink',
  summary: 'Close multilink',
  access: 'admin',
  method: 'POST',
  path: '/admin/v1/links/multi/{id}/close',
  params: multilinkParams,
  response: notShown,
});

export const deleteMultilink = defineEndpoint({
  name: 'deleteMultilink',
  summary: 'Delete multilink',
  access: 'admin',
  method: 'DELETE',
  path: '/admin/v1/links/multi/{id}',
  params: multilinkParams,
  response: notShown,
});

export const multilinkEndpoints = {
  listMultilinks,
  getMultilink,
  createMultilink,
  editMultilink,
  closeMultilink,
  deleteMultilink,
} as const;
