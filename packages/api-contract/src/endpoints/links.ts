import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { id, notShown, queryNumber } from '../schemas/common';
import { link, linkPayload, linkType } from '../schemas/links';

/** Links (Instants) of content.md §7 "Links and multilinks"; delete path from DESIGN.md §6. */

const linkParams = v.object({ id });

/** The business's links, 28 per page; `link_type` filters links from shorts. */
export const listLinks = defineEndpoint({
  name: 'listLinks',
  method: 'POST',
  path: '/admin/v1/links/{businessId}',
  params: v.object({ businessId: id }),
  query: v.object({
    q: v.optional(v.string()),
    count: v.optional(queryNumber),
    skip: v.optional(queryNumber),
    link_type: v.optional(linkType),
  }),
  response: v.array(link),
});

export const getLink = defineEndpoint({
  name: 'getLink',
  method: 'GET',
  path: '/admin/v1/links/{id}',
  params: linkParams,
  response: link,
});

export const createLink = defineEndpoint({
  name: 'createLink',
  method: 'POST',
  path: '/admin/v1/links/create',
  body: linkPayload,
  response: link,
});

export const editLink = defineEndpoint({
  name: 'editLink',
  method: 'POST',
  path: '/admin/v1/links/{id}/edit',
  params: linkParams,
  body: linkPayload,
  response: link,
});

/** Expires a link (links and shorts). */
export const closeLink = defineEndpoint({
  name: 'closeLink',
  method: 'POST',
  path: '/admin/v1/links/{id}/close',
  params: linkParams,
  response: notShown,
});

export const deleteLink = defineEndpoint({
  name: 'deleteLink',
  method: 'DELETE',
  path: '/admin/v1/links/{id}',
  params: linkParams,
  response: notShown,
});

/** One influencer's links or shorts (`link_type` as the spec writes it: link or short). */
export const listInfluencerLinks = defineEndpoint({
  name: 'listInfluencerLinks',
  method: 'POST',
  path: '/admin/v1/links/{businessId}/influencer/{username}',
  params: v.object({ businessId: id, username: v.string() }),
  query: v.object({
    count: v.optional(queryNumber),
    skip: v.optional(queryNumber),
    link_type: v.optional(v.picklist(['link', 'short'])),
  }),
  response: v.array(link),
});

export const linkEndpoints = {
  listLinks,
  getLink,
  createLink,
  editLink,
  closeLink,
  deleteLink,
  listInfluencerLinks,
} as const;
