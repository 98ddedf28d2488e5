import {
  closeLink,
  createLink,
  deleteLink,
  editLink,
  getLink,
  listLinks,
  uploadFile,
  type EndpointBody,
  type EndpointResponse,
} from '@shoppable/api-contract';
import { PAGE_SIZES } from '@shoppable/domain';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { ApiClient } from '../transport';
import type { UploadProgress } from '../upload';
import {
  expire,
  insertCreated,
  nextPageSkip,
  patchCached,
  removeDeleted,
  replaceUpdated,
} from './cache';
import { cachedKinds, kindOfLink, queryKeys, type LinkListFilter } from './keys';

/** What `useUploadImage` sends: the file and, optionally, a progress listener and an abort signal. */
export interface UploadImageArgs {
  /** The image (a cropped PNG). */
  file: Blob;
  /** Hears the upload's progress. */
  onProgress?: (progress: UploadProgress) => void;
  /** Aborts the upload. */
  signal?: AbortSignal;
}

/**
 * Uploads an image (`POST /admin/v1/file/upload`, multipart `file_resource`, 60 s timeout) and
 * resolves with the server's address of it, which replaces the local blob: address.
 */
export function useUploadImage(client: ApiClient) {
  return useMutation({
    mutationFn: async ({ file, onProgress, signal }: UploadImageArgs): Promise<string> =>
      (await client.upload(uploadFile, { body: { file_resource: file }, onProgress, signal })).url,
  });
}

/** A link or a short as the server sends it (wire names). */
export type Link = EndpointResponse<typeof createLink>;
/** The body of a link create; an edit sends it with the `version` it is based on (wire names). */
export type LinkPayload = EndpointBody<typeof createLink>;

/**
 * What an edit mutation takes: the object's id, the edit `version` the values were loaded at
 * (DESIGN.md §4: a 409 `HttpError` when it was saved elsewhere since, see `isConflictError`) and
 * the body.
 */
export interface EditArgs<TPayload> {
  /** The id of the link, short or multilink. */
  id: string;
  /** The version the edit is based on (the object's `version` when the editor loaded it). */
  version: number;
  payload: TPayload;
}

/**
 * A page-by-page list of links of one type (Instants or shorts), by `skip`; with `onePage`, the
 * first page only (never a next).
 */
export function linkListOptions(
  client: ApiClient,
  queryKey:
    | ReturnType<typeof queryKeys.links.list>
    | ReturnType<typeof queryKeys.shorts.list>
    | ReturnType<typeof queryKeys.links.newest>
    | ReturnType<typeof queryKeys.shorts.newest>,
  linkType: 'LOOK' | 'SHORT',
  pageSize: number,
  onePage = false,
) {
  const [, businessId, filter] = queryKey;
  const q = 'q' in filter ? filter.q : undefined;
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      client.request(listLinks, {
        params: { businessId },
        query: { q, count: pageSize, skip: pageParam, link_type: linkType },
        signal,
      }),
    getNextPageParam: onePage ? () => undefined : nextPageSkip(pageSize),
  });
}

/**
 * The business's links (Instants, `link_type` LOOK) as an infinite query, `PAGE_SIZES.links` (28)
 * per page, under `['links', businessId, { q }]`.
 */
export function linksInfiniteQueryOptions(
  client: ApiClient,
  businessId: string,
  filter: LinkListFilter = {},
) {
  return linkListOptions(
    client,
    queryKeys.links.list(businessId, filter),
    'LOOK',
    PAGE_SIZES.links,
  );
}

/**
 * The business's newest `count` Instants alone, under `['links', businessId, { newest }]`: what
 * the home page shows (not the list's first page, whose JSON would sit on the
 * first screen's path to its largest paint). One page, no next: a created or deleted link
 * has it asked again (only the server knows what now fills it), an edit patches it in place.
 */
export function newestLinksQueryOptions(
  client: ApiClient,
  businessId: string,
  count: number = PAGE_SIZES.recentInstants,
) {
  return linkListOptions(client, queryKeys.links.newest(businessId, count), 'LOOK', count, true);
}

/** One link, under `['links', businessId, 'detail', id]`. */
export function linkQueryOptions(client: ApiClient, businessId: string, id: string) {
  return queryOptions({
    queryKey: queryKeys.links.detail(businessId, id),
    queryFn: ({ signal }): Promise<Link> => client.request(getLink, { params: { id }, signal }),
  });
}

/**
 * Creates a link (`POST /admin/v1/links/create`). On success the created link goes first in the
 * business's cached unfiltered link lists (shorts lists for a SHORT); lists filtered by a search
 * are refetched instead, since only the server knows whether the new link matches.
 */
export function useCreateLink(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: LinkPayload) => client.request(createLink, { body: payload }),
    onSuccess: (created, payload) => insertCreatedLink(queryClient, payload.business_id, created),
  });
}

/** The cache update of `useCreateLink`: puts `created` first in the business's cached lists. */
export async function insertCreatedLink(
  queryClient: QueryClient,
  businessId: string,
  created: Link,
): Promise<void> {
  const kind = kindOfLink(businessId, created);
  if (kind) await insertCreated(queryClient, kind, created);
}

/**
 * Edits a link (`POST /admin/v1/links/{id}/edit`) based on `version`: replaced in place in every
 * cached list and its own cache. A stale version rejects with a 409 `HttpError`.
 */
export function useEditLink(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, payload }: EditArgs<LinkPayload>) =>
      client.request(editLink, { params: { id }, body: { ...payload, version } }),
    onSuccess: (updated, { payload }) => {
      const kind = kindOfLink(payload.business_id, updated);
      if (kind) replaceUpdated(queryClient, kind, updated);
    },
  });
}

/** What a close or delete of a link or short works on: the list it belongs to, and the id. */
export interface LinkTarget {
  /** Shorts are closed and deleted through the link calls, but live in their own caches. */
  kind: 'link' | 'short';
  id: string;
}

function linkKind(businessId: string, kind: LinkTarget['kind']) {
  return kind === 'short' ? cachedKinds.shorts(businessId) : cachedKinds.links(businessId);
}

/**
 * Closes (expires) a link or short (`POST /admin/v1/links/{id}/close`). The lists keep expired
 * items, so it is marked `is_expired` in place in every cached list and in its own cache.
 */
export function useCloseLink(client: ApiClient, businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: LinkTarget) => client.request(closeLink, { params: { id } }),
    onSuccess: (_, { kind, id }) =>
      patchCached(queryClient, linkKind(businessId, kind), id, expire),
  });
}

/** Deletes a link or short (`DELETE /admin/v1/links/{id}`): removed from every cached list, its own cache dropped. */
export function useDeleteLink(client: ApiClient, businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: LinkTarget) => client.request(deleteLink, { params: { id } }),
    onSuccess: (_, { kind, id }) => removeDeleted(queryClient, linkKind(businessId, kind), id),
  });
}
