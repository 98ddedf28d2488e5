import {
  closeMultilink,
  createMultilink,
  deleteMultilink,
  editMultilink,
  getMultilink,
  listMultilinks,
  type EndpointBody,
  type EndpointResponse,
} from '@shoppable/api-contract';
import { PAGE_SIZES } from '@shoppable/domain';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiClient } from '../transport';
import {
  expire,
  insertCreated,
  nextPageSkip,
  patchCached,
  removeDeleted,
  replaceUpdated,
} from './cache';
import { cachedKinds, queryKeys, type LinkListFilter } from './keys';
import type { EditArgs } from './links';

/** A multilink as the server sends it (wire names). */
export type WireMultilinkItem = EndpointResponse<typeof createMultilink>;
/** The body of a multilink create; an edit sends it with the `version` it is based on (wire names). */
export type MultilinkPayload = EndpointBody<typeof createMultilink>;

/**
 * The business's multilinks as an infinite query, `PAGE_SIZES.multilinks` (28) per page, under
 * `['multilinks', businessId, { q }]`; each page is the answer's `multilinks` array.
 */
export function multilinksInfiniteQueryOptions(
  client: ApiClient,
  businessId: string,
  filter: LinkListFilter = {},
) {
  const queryKey = queryKeys.multilinks.list(businessId, filter);
  const { q } = queryKey[2];
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) =>
      (
        await client.request(listMultilinks, {
          params: { businessId },
          query: { q, count: PAGE_SIZES.multilinks, skip: pageParam },
          signal,
        })
      ).multilinks,
    getNextPageParam: nextPageSkip(PAGE_SIZES.multilinks),
  });
}

/** One multilink, under `['multilinks', businessId, 'detail', id]`. */
export function multilinkQueryOptions(client: ApiClient, businessId: string, id: string) {
  return queryOptions({
    queryKey: queryKeys.multilinks.detail(businessId, id),
    queryFn: ({ signal }): Promise<WireMultilinkItem> =>
      client.request(getMultilink, { params: { id }, signal }),
  });
}

/** Creates a multilink, first in the cached unfiltered multilink lists. */
export function useCreateMultilink(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: MultilinkPayload) => client.request(createMultilink, { body: payload }),
    onSuccess: (created, payload) =>
      insertCreated(queryClient, cachedKinds.multilinks(payload.business_id), created),
  });
}

/** Edits a multilink based on `version`: replaced in place in every cached list and its own cache (409 when stale). */
export function useEditMultilink(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, payload }: EditArgs<MultilinkPayload>) =>
      client.request(editMultilink, { params: { id }, body: { ...payload, version } }),
    onSuccess: (updated, { payload }) =>
      replaceUpdated(queryClient, cachedKinds.multilinks(payload.business_id), updated),
  });
}

/** Closes (expires) a multilink: marked `is_expired` in place in every cached list and its own cache. */
export function useCloseMultilink(client: ApiClient, businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.request(closeMultilink, { params: { id } }),
    onSuccess: (_, id) => patchCached(queryClient, cachedKinds.multilinks(businessId), id, expire),
  });
}

/** Deletes a multilink: removed from every cached list, its own cache dropped. */
export function useDeleteMultilink(client: ApiClient, businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.request(deleteMultilink, { params: { id } }),
    onSuccess: (_, id) => removeDeleted(queryClient, cachedKinds.multilinks(businessId), id),
  });
}
