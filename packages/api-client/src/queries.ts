import {
  businessAnalytics,
  closeLink,
  closeMultilink,
  createLink,
  createMultilink,
  createShort,
  deleteLink,
  deleteMultilink,
  editLink,
  editMultilink,
  editShort,
  getLink,
  getMultilink,
  health,
  lifetimeAnalytics,
  linkOrders,
  listLinks,
  listMultilinks,
  listOrders,
  searchProducts,
  shopboardPosts,
  type verifySession,
  type EndpointBody,
  type EndpointParams,
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
import {
  insertCreated,
  nextPageSkip,
  patchCached,
  removeDeleted,
  replaceUpdated,
  type CachedKind,
} from './queries/cache';
import type { WireInfluencerItem } from './queries/influencers';
import type { ApiClient } from './transport';

export {
  insertCreated,
  mapListItems,
  mapPages,
  nextPageSkip,
  patchCached,
  prependToList,
  prependToPagedList,
  removeDeleted,
  replaceUpdated,
} from './queries/cache';
export type { CachedKind, CachedList, PagedList } from './queries/cache';
// The influencer queries live in ./queries/influencers; re-exported so imports from here keep working.
export {
  influencerLinksInfiniteQueryOptions,
  influencerQueryOptions,
  influencersQueryOptions,
  useCreateInfluencer,
  useEditInfluencer,
  useSetInfluencerActivation,
} from './queries/influencers';
export type {
  InfluencerEditPayload,
  InfluencerPayload,
  WireInfluencerItem,
} from './queries/influencers';

/** The session answer of `POST /auth/verify`: token, user, `is_admin` and brand (wire names). */
export type Session = EndpointResponse<typeof verifySession>;
/** A link or a short as the server sends it (wire names). */
export type Link = EndpointResponse<typeof createLink>;
/** The body of a link create; an edit sends it with the `version` it is based on (wire names). */
export type LinkPayload = EndpointBody<typeof createLink>;
/** The body of a short create; an edit sends it with the `version` it is based on (wire names). */
export type ShortPayload = EndpointBody<typeof createShort>;
/** A multilink as the server sends it (wire names). */
export type WireMultilinkItem = EndpointResponse<typeof createMultilink>;
/** The body of a multilink create; an edit sends it with the `version` it is based on (wire names). */
export type MultilinkPayload = EndpointBody<typeof createMultilink>;

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
/** One page of the product search: products and the `next` cursor (`null` on the last page). */
export type ProductsPage = EndpointResponse<typeof searchProducts>;
/** A social post of the shopboard (wire names). */
export type SocialPost = EndpointResponse<typeof shopboardPosts>[number];
/** An order row (wire names). */
export type Order = EndpointResponse<typeof listOrders>[number];
/** A social network of the shopboard. */
export type Network = EndpointParams<typeof shopboardPosts>['network'];
/** A business analytics report (wire names). */
export type AnalyticsReport = EndpointResponse<typeof businessAnalytics>;

/** The filter of a link, short or multilink list: the search text. */
export interface LinkListFilter {
  /** The search text; `''` and `undefined` are the same unfiltered list. */
  q?: string;
}
/** The filter of the product search. */
export interface ProductSearchFilter {
  /** The search text; `''` and `undefined` are the same. */
  q?: string;
  /** Only active products (`product_status=active`). */
  activeOnly?: boolean;
  includeOutOfStock?: boolean;
  includeSearchTags?: boolean;
}
/** A date range of analytics, ISO days (`from_date`, `to_date`). */
export interface DateRange {
  from?: string;
  to?: string;
}
/** The filter of an order list: the business's orders, or those that came through one link. */
export interface OrderListFilter {
  linkId?: string;
}

const search = ({ q }: LinkListFilter) => ({ q: q || undefined });

/**
 * Hierarchical query keys: invalidating a prefix (`queryKeys.links.all(businessId)`) reaches every
 * list and item below it, whatever its filter. A list key ends with its filter object
 * (`['links', businessId, { q }]`); an item key ends with `'detail', id`.
 */
export const queryKeys = {
  health: ['health'] as const,
  links: {
    /** Every link list and link of a business. */
    all: (businessId: string) => ['links', businessId] as const,
    /** One link list: `['links', businessId, { q }]`. */
    list: (businessId: string, filter: LinkListFilter = {}) =>
      ['links', businessId, search(filter)] as const,
    /** One link: `['links', businessId, 'detail', id]`. */
    detail: (businessId: string, id: string) => ['links', businessId, 'detail', id] as const,
    /** One influencer's links: `['links', businessId, { influencer }]`. */
    ofInfluencer: (businessId: string, influencer: string) =>
      ['links', businessId, { influencer }] as const,
  },
  shorts: {
    all: (businessId: string) => ['shorts', businessId] as const,
    /** One short list: `['shorts', businessId, { q }]`. */
    list: (businessId: string, filter: LinkListFilter = {}) =>
      ['shorts', businessId, search(filter)] as const,
    detail: (businessId: string, id: string) => ['shorts', businessId, 'detail', id] as const,
    /** One influencer's shorts: `['shorts', businessId, { influencer }]`. */
    ofInfluencer: (businessId: string, influencer: string) =>
      ['shorts', businessId, { influencer }] as const,
  },
  multilinks: {
    all: (businessId: string) => ['multilinks', businessId] as const,
    /** One multilink list: `['multilinks', businessId, { q }]`. */
    list: (businessId: string, filter: LinkListFilter = {}) =>
      ['multilinks', businessId, search(filter)] as const,
    detail: (businessId: string, id: string) => ['multilinks', businessId, 'detail', id] as const,
  },
  influencers: {
    all: (businessId: string) => ['influencers', businessId] as const,
    /** The influencer list (the server sends it whole): `['influencers', businessId, {}]`. */
    list: (businessId: string) => ['influencers', businessId, {}] as const,
    /** One influencer, by username. */
    detail: (businessId: string, username: string) =>
      ['influencers', businessId, 'detail', username] as const,
  },
  products: {
    all: (businessId: string) => ['products', businessId] as const,
    /** One product search: `['products', businessId, { q, activeOnly, … }]`. */
    list: (
      businessId: string,
      { q, activeOnly, includeOutOfStock, includeSearchTags }: ProductSearchFilter = {},
    ) =>
      [
        'products',
        businessId,
        { q: q || undefined, activeOnly, includeOutOfStock, includeSearchTags },
      ] as const,
  },
  posts: {
    /** Every social post list (cleared after a settings save). */
    all: (businessId: string) => ['posts', businessId] as const,
    /** One network's posts: `['posts', businessId, { network }]`. */
    list: (businessId: string, network: Network) => ['posts', businessId, { network }] as const,
  },
  orders: {
    all: (businessId: string) => ['orders', businessId] as const,
    /** The business's orders, or one link's: `['orders', businessId, { linkId }]`. */
    list: (businessId: string, { linkId }: OrderListFilter = {}) =>
      ['orders', businessId, { linkId }] as const,
  },
  analytics: {
    all: (businessId: string) => ['analytics', businessId] as const,
    /** The business's lifetime totals. */
    lifetime: (businessId: string) => ['analytics', businessId, 'lifetime'] as const,
    /** The business's analytics over a date range: `['analytics', businessId, { from, to }]`. */
    business: (businessId: string, { from, to }: DateRange = {}) =>
      ['analytics', businessId, { from, to }] as const,
  },
};

/** The cached kinds, for the generic cache updates of `./queries/cache`. */
export const cachedKinds = {
  links: (businessId: string): CachedKind<Link> => ({
    prefix: queryKeys.links.all(businessId),
    detail: (id) => queryKeys.links.detail(businessId, id),
    idOf: (link) => link.link_id,
  }),
  shorts: (businessId: string): CachedKind<Link> => ({
    prefix: queryKeys.shorts.all(businessId),
    detail: (id) => queryKeys.shorts.detail(businessId, id),
    idOf: (link) => link.link_id,
  }),
  multilinks: (businessId: string): CachedKind<WireMultilinkItem> => ({
    prefix: queryKeys.multilinks.all(businessId),
    detail: (id) => queryKeys.multilinks.detail(businessId, id),
    idOf: (multilink) => multilink.multilink_id,
  }),
  influencers: (businessId: string): CachedKind<WireInfluencerItem> => ({
    prefix: queryKeys.influencers.all(businessId),
    detail: (username) => queryKeys.influencers.detail(businessId, username),
    idOf: (influencer) => influencer.username,
  }),
};

/** The cached kind of a link from its `link_type`: shorts have their own lists. */
function kindOfLink(businessId: string, link: Pick<Link, 'link_type'>): CachedKind<Link> | null {
  if (link.link_type === 'LOOK') return cachedKinds.links(businessId);
  if (link.link_type === 'SHORT') return cachedKinds.shorts(businessId);
  return null;
}

// ---- queries ----------------------------------------------------------------------------------

/** The API's liveness, under the key `['health']`. */
export function healthQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.health,
    queryFn: ({ signal }) => client.request(health, { signal }),
  });
}

function linkListOptions(
  client: ApiClient,
  queryKey: ReturnType<typeof queryKeys.links.list> | ReturnType<typeof queryKeys.shorts.list>,
  linkType: 'LOOK' | 'SHORT',
  pageSize: number,
) {
  const [, businessId, { q }] = queryKey;
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      client.request(listLinks, {
        params: { businessId },
        query: { q, count: pageSize, skip: pageParam, link_type: linkType },
        signal,
      }),
    getNextPageParam: nextPageSkip(pageSize),
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
 * The business's shorts (`link_type` SHORT) as an infinite query, `PAGE_SIZES.shorts` (28) per
 * page, under `['shorts', businessId, { q }]`. Show them with `select: mapPages(shortCardFromWire)`.
 */
export function shortsInfiniteQueryOptions(
  client: ApiClient,
  businessId: string,
  filter: LinkListFilter = {},
) {
  return linkListOptions(
    client,
    queryKeys.shorts.list(businessId, filter),
    'SHORT',
    PAGE_SIZES.shorts,
  );
}

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

/**
 * The product search as an infinite query, `PAGE_SIZES.products` (50) per page, paged by the
 * server's `next` cursor (no more pages once it is `null`), under `['products', businessId, {…}]`.
 */
export function productsInfiniteQueryOptions(
  client: ApiClient,
  businessId: string,
  filter: ProductSearchFilter = {},
) {
  const queryKey = queryKeys.products.list(businessId, filter);
  const { q, activeOnly, includeOutOfStock, includeSearchTags } = queryKey[2];
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      client.request(searchProducts, {
        query: {
          q,
          count: PAGE_SIZES.products,
          next: pageParam ?? undefined,
          product_status: activeOnly ? 'active' : undefined,
          include_out_of_stock: includeOutOfStock,
          include_search_tags: includeSearchTags,
        },
        signal,
      }),
    getNextPageParam: (lastPage: ProductsPage) => lastPage.next || undefined,
  });
}

/**
 * One network's shopboard posts as an infinite query, `PAGE_SIZES.shopboardPosts` (24) per page,
 * more while a page comes back full, under `['posts', businessId, { network }]`.
 */
export function postsInfiniteQueryOptions(client: ApiClient, businessId: string, network: Network) {
  return infiniteQueryOptions({
    queryKey: queryKeys.posts.list(businessId, network),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      client.request(shopboardPosts, {
        params: { network },
        query: { count: PAGE_SIZES.shopboardPosts, skip: pageParam },
        signal,
      }),
    getNextPageParam: nextPageSkip(PAGE_SIZES.shopboardPosts),
  });
}

/**
 * The business's orders (or, with `linkId`, those that came through one link) as an infinite
 * query, `PAGE_SIZES.orders` (20) per page, under `['orders', businessId, { linkId }]`.
 */
export function ordersInfiniteQueryOptions(
  client: ApiClient,
  businessId: string,
  filter: OrderListFilter = {},
) {
  const queryKey = queryKeys.orders.list(businessId, filter);
  const { linkId } = queryKey[2];
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }): Promise<Order[]> => {
      const query = { count: PAGE_SIZES.orders, skip: pageParam };
      return linkId === undefined
        ? client.request(listOrders, { query, signal })
        : client.request(linkOrders, { params: { linkId }, query, signal });
    },
    getNextPageParam: nextPageSkip(PAGE_SIZES.orders),
  });
}

/** One link, under `['links', businessId, 'detail', id]`. */
export function linkQueryOptions(client: ApiClient, businessId: string, id: string) {
  return queryOptions({
    queryKey: queryKeys.links.detail(businessId, id),
    queryFn: ({ signal }): Promise<Link> => client.request(getLink, { params: { id }, signal }),
  });
}

/** One short (read through `GET /admin/v1/links/{id}`), under `['shorts', businessId, 'detail', id]`. */
export function shortQueryOptions(client: ApiClient, businessId: string, id: string) {
  return queryOptions({
    queryKey: queryKeys.shorts.detail(businessId, id),
    queryFn: ({ signal }): Promise<Link> => client.request(getLink, { params: { id }, signal }),
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

/** The business's lifetime analytics, under `['analytics', businessId, 'lifetime']`. */
export function lifetimeAnalyticsQueryOptions(client: ApiClient, businessId: string) {
  return queryOptions({
    queryKey: queryKeys.analytics.lifetime(businessId),
    queryFn: ({ signal }): Promise<AnalyticsReport> =>
      client.request(lifetimeAnalytics, { params: { businessId }, signal }),
  });
}

/** The business's analytics over a date range, under `['analytics', businessId, { from, to }]`. */
export function businessAnalyticsQueryOptions(
  client: ApiClient,
  businessId: string,
  range: DateRange = {},
) {
  const queryKey = queryKeys.analytics.business(businessId, range);
  const { from, to } = queryKey[2];
  return queryOptions({
    queryKey,
    queryFn: ({ signal }): Promise<AnalyticsReport> =>
      client.request(businessAnalytics, {
        params: { businessId },
        query: { from_date: from, to_date: to },
        signal,
      }),
  });
}

// ---- mutations --------------------------------------------------------------------------------

/** Marks a link, short or multilink expired (what a close does; the lists keep expired items). */
const expire = <TItem extends { is_expired: boolean }>(item: TItem): TItem =>
  item.is_expired ? item : { ...item, is_expired: true };

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

/** Creates a short (`POST /admin/v1/links/short/create`), first in the cached unfiltered short lists. */
export function useCreateShort(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ShortPayload) => client.request(createShort, { body: payload }),
    onSuccess: (created, payload) =>
      insertCreated(queryClient, cachedKinds.shorts(payload.business_id), created),
  });
}

/** Edits a short based on `version`: replaced in place in every cached short list and its own cache (409 when stale). */
export function useEditShort(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, payload }: EditArgs<ShortPayload>) =>
      client.request(editShort, { params: { id }, body: { ...payload, version } }),
    onSuccess: (updated, { payload }) =>
      replaceUpdated(queryClient, cachedKinds.shorts(payload.business_id), updated),
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
