import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { id, notShown, num, pageCount, pageSkip, text } from '../schemas/common';
import { product } from '../schemas/catalog';
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

/** Decided: how many links `soldOutLinks` lists at most, newest first; `total` counts them all. */
export const SOLD_OUT_LINKS_LISTED = 20;

/**
 * Decided: the business's open Instants and shorts (multilink experiences left out) that hold a
 * product whose variants are all out of stock, newest first, each with those products; and
 * whether auto swap is on, which shows shoppers an in-stock alternative in their place. The home
 * page's to-do names them.
 */
export const soldOutLinks = defineEndpoint({
  name: 'soldOutLinks',
  summary: 'List links with sold-out products',
  access: 'admin',
  method: 'GET',
  path: '/admin/v1/links/{businessId}/sold_out',
  params: v.object({ businessId: id }),
  response: v.object({
    auto_swap_enabled: v.boolean(),
    /** How many links show a sold-out product, beyond the listed ones too. */
    total: num,
    links: v.array(
      v.object({
        link_id: id,
        link_type: v.picklist(['LOOK', 'SHORT']),
        /** An Instant's description (first line) or title, a short's title or shopping address. */
        name: v.nullable(text),
        /** The link's sold-out products in its order. */
        sold_out: v.array(v.object({ inventory_id: id, title: text })),
      }),
    ),
  }),
});

/**
 * Decided: what the public page would show for these products now (the link editor's preview of
 * a draft): `inventory_ids` comma-separated, 1 to 15; `products` and `swaps` as the public page
 * answers them — with auto swap on, a sold-out product's in-stock alternative in its place —
 * unknown ids left out.
 */
export const previewSwaps = defineEndpoint({
  name: 'previewSwaps',
  summary: 'Preview auto swap',
  access: 'signedIn',
  permission: 'allow_creating_and_editing_links',
  method: 'GET',
  path: '/admin/v1/links/{businessId}/swaps',
  params: v.object({ businessId: id }),
  query: v.object({ inventory_ids: v.pipe(text, v.minLength(1), v.maxLength(1000)) }),
  response: v.object({
    auto_swap_enabled: v.boolean(),
    products: v.array(product),
    swaps: v.array(
      v.object({
        sold_out: v.object({ inventory_id: id, title: text }),
        alternative_inventory_id: id,
      }),
    ),
  }),
});

export const linkEndpoints = {
  listLinks,
  getLink,
  createLink,
  editLink,
  closeLink,
  deleteLink,
  listInfluencerLinks,
  soldOutLinks,
  previewSwaps,
} as const;
