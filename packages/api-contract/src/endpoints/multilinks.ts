import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { id, notShown, queryNumber } from '../schemas/common';
import { multilink, multilinkPayload } from '../schemas/links';

/** Multilinks (content.md §7; create, edit and delete paths decided in DESIGN.md §6). */

const multilinkParams = v.object({ id });

/** The business's multilinks, 28 per page, in the field `multilinks`. */
export const listMultilinks = defineEndpoint({
  name: 'listMultilinks',
  method: 'POST',
  path: '/admin/v1/links/multi/{businessId}',
  params: v.object({ businessId: id }),
  query: v.object({
    q: v.optional(v.string()),
    count: v.optional(queryNumber),
    skip: v.optional(queryNumber),
  }),
  response: v.object({ multilinks: v.array(multilink) }),
});

export const getMultilink = defineEndpoint({
  name: 'getMultilink',
  method: 'GET',
  path: '/admin/v1/links/multi/{id}',
  params: multilinkParams,
  response: multilink,
});

export const createMultilink = defineEndpoint({
  name: 'createMultilink',
  method: 'POST',
  path: '/admin/v1/links/multi/create',
  body: multilinkPayload,
  response: multilink,
});

export const editMultilink = defineEndpoint({
  name: 'editMultilink',
  method: 'POST',
  path: '/admin/v1/links/multi/{id}/edit',
  params: multilinkParams,
  body: multilinkPayload,
  response: multilink,
});

export const closeMultilink = defineEndpoint({
  name: 'closeMultilink',
  method: 'POST',
  path: '/admin/v1/links/multi/{id}/close',
  params: multilinkParams,
  response: notShown,
});

export const deleteMultilink = defineEndpoint({
  name: 'deleteMultilink',
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
