import {
  orderDetails,
  requestUserPasswordReset,
  shopboardAuthDisconnect,
  shopboardConnectUrl,
  shopboardStatus,
  storeDisconnect,
  subscribePlan,
  switchToFreePlan,
  syncProducts,
  updateSettings,
  type EndpointBody,
  type EndpointResponse,
} from '@shoppable/api-contract';
import { shouldPollShopboard, TIMINGS } from '@shoppable/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchSession } from '../auth';
import { settingsFromWire, type Settings } from '../mappers/settings';
import { queryKeys } from './keys';
import type { ApiClient } from '../transport';

// The theme save lives in ./appearance; re-exported so imports from here keep working.
export { useUpdateTheme } from './appearance';
export type { SavedTheme } from './appearance';

/** One item of an order's details (wire names): title, image, variant title, price, quantity. */
export type OrderItem = EndpointResponse<typeof orderDetails>[number];
/** The connection of the three social networks (wire names; `number_of_posts` -1 while syncing). */
export type SocialStatus = EndpointResponse<typeof shopboardStatus>;
/** The body of the settings save (wire names), with the `version` the save is based on. */
export type SettingsPayload = EndpointBody<typeof updateSettings>;
/** A social network of the account page. */
export type SocialNetwork = keyof SocialStatus['social_medias'];

/** Query keys of the account screens, under the hierarchies of `queryKeys`. */
export const accountQueryKeys = {
  /** One order's items: `['orders', businessId, 'detail', orderId]`. */
  orderDetails: (businessId: string, orderId: string) =>
    ['orders', businessId, 'detail', orderId] as const,
  /** The social networks' connection: `['social', businessId, 'status']`. */
  socialStatus: (businessId: string) => ['social', businessId, 'status'] as const,
  /** The store's saved settings and their version: `['settings', businessId]`. */
  settings: (businessId: string) => ['settings', businessId] as const,
};

/**
 * The store's saved settings and their version, read from the session's brand (there is no
 * settings endpoint of its own); rejects when the session has no store.
 */
export function settingsQueryOptions(client: ApiClient, businessId: string) {
  return queryOptions({
    queryKey: accountQueryKeys.settings(businessId),
    queryFn: async ({ signal }): Promise<Settings> => {
      const brand = (await fetchSession(client, signal)).brand;
      if (!brand) throw new Error('The session has no store any more');
      return settingsFromWire(brand);
    },
  });
}

/** The items of one order (platform.md §3 "Order detail items"), loaded when its row expands. */
export function orderDetailsQueryOptions(client: ApiClient, businessId: string, orderId: string) {
  return queryOptions({
    queryKey: accountQueryKeys.orderDetails(businessId, orderId),
    queryFn: ({ signal }): Promise<OrderItem[]> =>
      client.request(orderDetails, { params: { orderId }, signal }),
  });
}

/**
 * Whether each social network is connected, its username and posts count (platform.md §2
 * "Social"); read again every 3 s (`TIMINGS.shopboardSyncPoll`) while a network is syncing
 * (content.md §4).
 */
export function socialStatusQueryOptions(client: ApiClient, businessId: string) {
  return queryOptions({
    queryKey: accountQueryKeys.socialStatus(businessId),
    queryFn: ({ signal }): Promise<SocialStatus> => client.request(shopboardStatus, { signal }),
    refetchInterval: (query) =>
      query.state.data && shouldPollShopboard(Object.values(query.state.data.social_medias))
        ? TIMINGS.shopboardSyncPoll
        : false,
  });
}

/** Forces a product sync of the store (platform.md §4); resolves when the server accepted it. */
export function useSyncProducts(client: ApiClient, businessId: string) {
  return useMutation({
    mutationFn: () => client.request(syncProducts, { body: { business_id: businessId } }),
  });
}

/** Disconnects the store (platform.md §4); the session is re-read afterwards. */
export function useDisconnectStore(client: ApiClient, businessId: string) {
  return useMutation({
    mutationFn: () => client.request(storeDisconnect, { body: { business_id: businessId } }),
    onSuccess: () => client.sessionChanged(),
  });
}

/** Sends the signed-in user a password-reset email (platform.md §2 "Password"). */
export function useRequestPasswordReset(client: ApiClient) {
  return useMutation({ mutationFn: () => client.request(requestUserPasswordReset) });
}

/**
 * Saves the settings page (platform.md §4) based on `body.version` and resolves with the new
 * version (`{ version }`); a 409 `HttpError` when they were saved elsewhere since (DESIGN.md §4).
 * On success the session is re-read (it carries the settings) and every cached social post list
 * is cleared.
 */
export function useUpdateSettings(client: ApiClient, businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsPayload) =>
      client.request(updateSettings, { params: { businessId }, body }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: queryKeys.posts.all(businessId) });
      // Auto swap may have changed, and with it what the stock reads answer.
      queryClient.removeQueries({ queryKey: queryKeys.stock.all(businessId) });
      await client.sessionChanged();
    },
  });
}

/** Starts a plan subscription; resolves with the checkout URL to send the browser to (platform.md §4). */
export function useSubscribePlan(client: ApiClient, businessId: string) {
  return useMutation({
    mutationFn: (plan: EndpointBody<typeof subscribePlan>['store_subscription_plan']) =>
      client.request(subscribePlan, {
        body: { store_subscription_plan: plan, business_id: businessId },
      }),
  });
}

/** Switches the business to the free plan; the session is re-read afterwards (platform.md §4). */
export function useSwitchToFreePlan(client: ApiClient, businessId: string) {
  return useMutation({
    mutationFn: () => client.request(switchToFreePlan, { body: { business_id: businessId } }),
    onSuccess: () => client.sessionChanged(),
  });
}

/** Asks for the network's authorisation page; resolves with its address (platform.md §2 "Social"). */
export function useSocialConnectUrl(client: ApiClient) {
  return useMutation({
    mutationFn: async (network: SocialNetwork) =>
      (await client.request(shopboardConnectUrl, { params: { network } })).redirect_url,
  });
}

/** Disconnects a social network and refreshes the networks' status (platform.md §2 "Social"). */
export function useDisconnectSocial(client: ApiClient, businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (network: SocialNetwork) =>
      client.request(shopboardAuthDisconnect, { params: { network } }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: queryKeys.posts.all(businessId) });
      await queryClient.invalidateQueries({ queryKey: accountQueryKeys.socialStatus(businessId) });
    },
  });
}
