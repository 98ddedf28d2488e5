import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { id } from '../schemas/common';
import { link, shortPayload } from '../schemas/links';
import { version } from '../schemas/version';

/**
 * Short create and edit (paths decided in DESIGN.md §6). Shorts are listed, read, closed and
 * deleted through the link calls (`listLinks` with `link_type=SHORT`, `getLink`, `closeLink`,
 * `deleteLink`).
 */

export const createShort = defineEndpoint({
  name: 'createShort',
  summary: 'Create short',
  access: 'signedIn',
  permission: 'allow_creating_and_editing_links',
  method: 'POST',
  path: '/admin/v1/links/short/create',
  body: shortPayload,
  response: link,
});

export const editShort = defineEndpoint({
  name: 'editShort',
  summary: 'Edit short',
  access: 'signedIn',
  permission: 'allow_creating_and_editing_links',
  method: 'POST',
  path: '/admin/v1/links/short/{id}/edit',
  params: v.object({ id }),
  /** The create body plus the `version` the edit is based on (409 when the short moved on). */
  body: v.object({ ...shortPayload.entries, version }),
  response: link,
});

export const shortEndpoints = { createShort, editShort } as const;
