import {
  setPostVisible,
  shopboardAnalytics,
  shopboardAuthConnect,
  shopboardPosts,
  syncShopboard,
  tagPostProducts,
  type EndpointParams,
  type EndpointResponse,
} from '@shoppable/api-contract';
import { PAGE_SIZES } from '@shoppable/domain';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { ApiClient } from '../transport';
import { accountQueryKeys } from './account';
import { nextPageSkip } from './cache';
import { queryKeys } from './keys';

/** The shopboard's analytics (wire names): the SHOPBOARD links' bucket and the currency. */
export type ShopboardAnalytics = EndpointResponse<typeof shopboardAnalytics>;

/** Query keys of the shopboard, under the hierarchies of `queryKeys`. */
export const shopboardQueryKeys = {
  /** The shopboard's analytics row: `['analytics', businessId, 'shopboard']`. */
  analytics: (businessId: string) => ['analytics', businessId, 'shopboard'] as const,
};

/**
 * The shopboard's analytics over the server's default range (the last 30 days), under
 * `['analytics', businessId, 'shopboard']`.
 */
export function shopboardAnalyticsQueryOptions(client: ApiClient, businessId: string) {
  return queryOptions({
    queryKey: shopboardQueryKeys.analytics(businessId),
    queryFn: ({ signal }): Promise<ShopboardAnalytics> =>
      client.request(shopboardAnalytics, { signal }),
  });
}

/** What finishes a connection: the network and the single-use code its consent page handed back. */
export interface ConnectSocialArgs {
  network: Network;
  code: string;
}

/**
 * Finishes a network's connection with the code of its consent page (content.md §2 `/:social/auth`);
 * afterwards the networks' status is read again (it reports the network syncing).
 */
export function useConnectSocial(client: ApiClient, businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ network, code }: ConnectSocialArgs) =>
      client.request(shopboardAuthConnect, { params: { network }, body: { code } }),
    onSuccess: async (_, { network }) => {
      queryClient.removeQueries({ queryKey: queryKeys.posts.list(businessId, network) });
      await queryClient.invalidateQueries({ queryKey: accountQueryKeys.socialStatus(businessId) });
    },
  });
}

/**
 * Syncs a network's posts again (content.md §7 `GET …/{social}/sync`); the status is read again
 * (syncing, polled until the count is known) and the network's posts reload.
 */
export function useSyncSocial(client: ApiClient, businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (network: Network) => client.request(syncShopboard, { params: { network } }),
    onSuccess: async (_, network) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountQueryKeys.socialStatus(businessId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.posts.list(businessId, network) }),
      ]);
    },
  });
}

/** A post's visibility change. */
export interface PostVisibilityArgs {
  network: Network;
  postId: string;
  visible: boolean;
}

type PostPages = InfiniteData<SocialPost[], number>;

function patchPost(
  data: PostPages | undefined,
  postId: string,
  patch: Partial<SocialPost>,
): PostPages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.map((post) => (post.post_id === postId ? { ...post, ...patch } : post)),
    ),
  };
}

/**
 * Shows or hides a post (content.md §4): the cached post flips at once and the change is sent;
 * when the server refuses, the post flips back and the mutation fails (the screen says so).
 */
export function useSetPostVisible(client: ApiClient, businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ network, postId, visible }: PostVisibilityArgs) =>
      client.request(setPostVisible, {
        params: { network, postId },
        body: { is_visible: visible },
      }),
    onMutate: async ({ network, postId, visible }) => {
      const queryKey = queryKeys.posts.list(businessId, network);
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<PostPages>(queryKey, (data) => patchPost(data, postId, { visible }));
    },
    onError: (_, { network, postId, visible }) => {
      queryClient.setQueryData<PostPages>(queryKeys.posts.list(businessId, network), (data) =>
        patchPost(data, postId, { visible: !visible }),
      );
    },
  });
}

/** A post's manual tags: at most 5 product ids and the options chosen per inventory id. */
export interface TagPostArgs {
  network: Network;
  postId: string;
  productIds: string[];
  selectedOptions: Record<string, Record<string, string>>;
}

/**
 * Replaces a post's manual tags (content.md §4, at most 5 products); the network's posts reload
 * with the tagged products.
 */
export function useTagPost(client: ApiClient, businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ network, postId, productIds, selectedOptions }: TagPostArgs) =>
      client.request(tagPostProducts, {
        params: { network, postId },
        body: { product_ids: productIds, selected_options: selectedOptions },
      }),
    onSuccess: (_, { network }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.posts.list(businessId, network) }),
  });
}

/** A social post of the shopboard (wire names). */
export type SocialPost = EndpointResponse<typeof shopboardPosts>[number];
/** A social network of the shopboard. */
export type Network = EndpointParams<typeof shopboardPosts>['network'];

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
