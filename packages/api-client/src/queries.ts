import {
  createLink,
  health,
  listLinks,
  verifySession,
  type EndpointBody,
  type EndpointResponse,
} from '@shoppable/api-contract';
import { PAGE_SIZES } from '@shoppable/domain';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { ApiClient } from './transport';

/** The session answer of `POST /auth/verify`: token, user, `is_admin` and brand (wire names). */
export type Session = EndpointResponse<typeof verifySession>;
/** A link as the server sends it (wire names). */
export type Link = EndpointResponse<typeof createLink>;
/** The body of a link create or edit (wire names). */
export type LinkPayload = EndpointBody<typeof createLink>;
/** The filter of a link list: the search text. */
export interface LinkListFilter {
  /** The search text; `''` and `undefined` are the same unfiltered list. */
  q?: string;
}
/** The cached pages of an infinite list whose page parameter is the `skip` offset. */
export type PagedList<TItem> = InfiniteData<TItem[], number>;

/**
 * Hierarchical query keys: invalidating a prefix (`queryKeys.links.all(businessId)`) reaches every
 * list below it, whatever its filter.
 */
export const queryKeys = {
  health: ['health'] as const,
  session: ['session'] as const,
  links: {
    /** Every link list of a business. */
    all: (businessId: string) => ['links', businessId] as const,
    /** One link list: `['links', businessId, { q }]`. */
    list: (businessId: string, { q }: LinkListFilter = {}) =>
      ['links', businessId, { q: q || undefined }] as const,
  },
};

/** The API's liveness, under the key `['health']`. */
export function healthQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.health,
    queryFn: ({ signal }) => client.request(health, { signal }),
  });
}

/**
 * The signed-in user's session (user details, permissions, admin flag, brand) from
 * `POST /auth/verify`, under `['session']`. It only changes through sign-in, sign-out and
 * settings mutations, so it never goes stale by itself.
 */
export function sessionQueryOptions(client: ApiClient, { auth }: { auth?: string } = {}) {
  return queryOptions({
    queryKey: queryKeys.session,
    queryFn: ({ signal }) =>
      client.request(verifySession, { body: auth === undefined ? {} : { auth }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The paging rule of the `count`/`skip` lists: another page is asked for while the last page came
 * back full, at a `skip` equal to the items loaded so far. Counting the loaded items (not pages
 * times the size) keeps the offset right after a created item was put first in the cache; `>=`
 * (not `===`) keeps paging when that item made the first page longer than a page.
 */
export function nextPageSkip(pageSize: number) {
  return (
    lastPage: readonly unknown[],
    allPages: readonly (readonly unknown[])[],
  ): number | undefined =>
    lastPage.length >= pageSize
      ? allPages.reduce((loaded, page) => loaded + page.length, 0)
      : undefined;
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
  const queryKey = queryKeys.links.list(businessId, filter);
  const { q } = queryKey[2];
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      client.request(listLinks, {
        params: { businessId },
        query: { q, count: PAGE_SIZES.links, skip: pageParam, link_type: 'LOOK' },
        signal,
      }),
    getNextPageParam: nextPageSkip(PAGE_SIZES.links),
  });
}

/** `list` with `item` first in its first page (an older copy of the same id is dropped). */
export function prependToPagedList<TItem>(
  list: PagedList<TItem> | undefined,
  item: TItem,
  sameItem: (a: TItem, b: TItem) => boolean,
): PagedList<TItem> {
  if (!list || list.pages.length === 0) return { pages: [[item]], pageParams: [0] };
  const [first = [], ...rest] = list.pages;
  return { ...list, pages: [[item, ...first.filter((other) => !sameItem(other, item))], ...rest] };
}

/**
 * Creates a link (`POST /admin/v1/links/create`). On success the created link goes first in the
 * business's cached unfiltered link lists; lists filtered by a search are refetched instead, since
 * only the server knows whether the new link matches.
 */
export function useCreateLink(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: LinkPayload) => client.request(createLink, { body: payload }),
    onSuccess: (created, payload) => insertCreatedLink(queryClient, payload.business_id, created),
  });
}

/** The cache update of `useCreateLink`: puts `created` first in the business's cached link lists. */
export async function insertCreatedLink(
  queryClient: QueryClient,
  businessId: string,
  created: Link,
): Promise<void> {
  if (created.link_type !== 'LOOK') return;
  const lists = queryClient.getQueriesData<PagedList<Link>>({
    queryKey: queryKeys.links.all(businessId),
  });
  const refetches: Promise<void>[] = [];
  for (const [queryKey, data] of lists) {
    const filter = queryKey[2] as LinkListFilter | undefined;
    if (filter?.q) refetches.push(queryClient.invalidateQueries({ queryKey, exact: true }));
    else if (data)
      queryClient.setQueryData(
        queryKey,
        prependToPagedList(data, created, (a, b) => a.link_id === b.link_id),
      );
  }
  await Promise.all(refetches);
}
