import {
  createWebhook,
  deleteWebhook,
  listWebhooks,
  testWebhook,
  type EndpointBody,
  type EndpointResponse,
} from '@shoppable/api-contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../transport';
import { queryKeys } from './keys';

/** A registered webhook endpoint with its latest deliveries, as the list sends it (wire names). */
export type WebhookEndpoint = EndpointResponse<typeof listWebhooks>[number];
/** One delivery of a message to an endpoint (wire names). */
export type WebhookDelivery = WebhookEndpoint['last_deliveries'][number];
/** The answer of a registration: the endpoint and its signing secret, shown this once. */
export type CreatedWebhookEndpoint = EndpointResponse<typeof createWebhook>;
/** The body of a registration: `{url, events}`. */
export type WebhookPayload = EndpointBody<typeof createWebhook>;

/**
 * The business's webhook endpoints with their latest deliveries, under
 * `['webhooks', businessId, {}]`. The server answers the whole list (at most ten endpoints).
 */
export function webhooksQueryOptions(client: ApiClient, businessId: string) {
  return queryOptions({
    queryKey: queryKeys.webhooks.list(businessId),
    queryFn: ({ signal }): Promise<WebhookEndpoint[]> =>
      client.request(listWebhooks, { params: { businessId }, signal }),
  });
}

/**
 * Registers an endpoint (`POST /admin/v1/business/{businessId}/webhooks`) and resolves with its
 * `whsec_…` secret, which no later answer repeats: show it to the merchant then. The list is
 * asked again, since the list entry (status, deliveries) is the server's.
 */
export function useCreateWebhook(client: ApiClient, businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: WebhookPayload) =>
      client.request(createWebhook, { params: { businessId }, body: payload }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.all(businessId) }),
  });
}

/** Removes an endpoint by id (`DELETE …/webhooks/{id}`); the list is asked again. */
export function useDeleteWebhook(client: ApiClient, businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<void> => {
      await client.request(deleteWebhook, { params: { businessId, id } });
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.all(businessId) }),
  });
}

/**
 * Queues a `webhook.test` message to an endpoint by id (`POST …/webhooks/{id}/test`) and resolves
 * with its delivery's id; the list is asked again so the new delivery shows as pending.
 */
export function useTestWebhook(client: ApiClient, businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<string> =>
      (await client.request(testWebhook, { params: { businessId, id } })).delivery_id,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.all(businessId) }),
  });
}
