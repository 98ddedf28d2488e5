import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { id, notShown, pageCount, pageSkip, text } from '../schemas/common';
import { link, linkPayload, linkType } from '../schemas/links';
import { version } from '../schemas/version';

/** Links (Instants) of content.md §7 "Links and multilinks"; delete path from DESIGN.md §6. */

const linkParams = v.object({ id });

/** The business's links, 28 per page; `link_type` filters links from shorts. */
export const listLinks = defineEndpoint({
  name: 'listLinks',
  summary: 'List links',
  access: 'signedIn',
  method: 'POST',
  path: '/admin/v1/links/{businessId}',
  params: v.object({ businessId: id }),
  query: v.object({
    q: v.optional(text),
    count: v.optional(pageCount),
    skip: v.optional(pageSkip),
    link_type: v.optional(linkType),
  }),
  response: v.array(link),
});

export const getLink = defineEndpoint({
  name: 'getLink',
  summary: 'Get link',
  access: 'signedIn',
  method: 'GET',
  path: '/admin/v1/links/{id}',
  params: linkParams,
  response: link,
});

export const createLink = defineEndpoint({
  name: 'createLink',
  summary: 'Create link',
  access: 'signedIn',
  permission: 'allow_creating_and_editing_links',
  method: 'POST',
  path: '/admin/v1/links/create',
  body: linkPayload,
  response: link,
});

export const editLink = defineEndpoint({
  name: 'editLink',
  summary: 'Edit link',
  access: 'signedIn',
  permission: 'allow_creating_and_editing_links',
  method: 'POST',
  path: '/admin/v1/links/{id}/edit',
  params: linkParams,
  /** The create body plus the `version` the edit is based on (409 when the link moved on). */
  body: v.object({ ...linkPayload.entries, version }),
  response: link,
});

/** Expires a link (links and shorts). */
export const closeLink = defineEndpoint({
  name: 'closeLink',
  summary: 'Close link',
  access: 'signedIn',
  permission: 'allow_creating_and_editing_links',
  method: 'POST',
  path: '/admin/v1/links/{id}/close',
  params: linkParams,
  response: notShown,
});

export const deleteLink = defineEndpoint({
  name: 'deleteLink',
  summary: 'Delete link',
  access: 'signedIn',
  permission: 'allow_creating_and_editing_links',
  method: 'DELETE',
  path: '/admin/v1/links/{id}',
  params: linkParams,
  response: notShown,
});

/** One influencer's links or shorts (`link_type` as the spec writes it: link or short). */
export const listInfluencerLinks = defineEndpoint({
  name: 'listInfluencerLinks',
  summary: 'List influencer links',
  access: 'signedIn',
  method: 'POST',
  path: '/admin/v1/links/{businessId}/influencer/{username}',
  params: v.object({ businessId: id, username: text }),
  query: v.object({
    count: v.optional(pageCount),
    skip: v.optional(pageSkip),
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
