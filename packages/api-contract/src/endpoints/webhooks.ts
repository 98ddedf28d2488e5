import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { id } from '../schemas/common';
import { createdWebhookEndpoint, webhookEndpoint, webhookPayload } from '../schemas/webhooks';

/** Webhook endpoints of a business (Standard Webhooks); the merchant admin's only. */

const businessParams = v.object({ businessId: id });
const endpointParams = v.object({ businessId: id, id });

/**
 * Registers an endpoint: 201 with its `whsec_…` secret, the only time it is shown. 400 for a URL
 * the server refuses (not https, or a loopback, private, link-local or metadata address), 409 when
 * the business already has `MAX_WEBHOOK_ENDPOINTS`.
 */
export const createWebhook = defineEndpoint({
  name: 'createWebhook',
  summary: 'Register webhook endpoint',
  access: 'admin',
  method: 'POST',
  path: '/admin/v1/business/{businessId}/webhooks',
  params: businessParams,
  body: webhookPayload,
  response: createdWebhookEndpoint,
  successStatus: 201,
  extraErrors: [409],
});

/** The business's endpoints, oldest first, each with its latest deliveries. */
export const listWebhooks = defineEndpoint({
  name: 'listWebhooks',
  summary: 'List webhook endpoints',
  access: 'admin',
  method: 'GET',
  path: '/admin/v1/business/{businessId}/webhooks',
  params: businessParams,
  response: v.array(webhookEndpoint),
});

/** Removes an endpoint; its deliveries still waiting are dropped (marked failed). */
export const deleteWebhook = defineEndpoint({
  name: 'deleteWebhook',
  summary: 'Remove webhook endpoint',
  access: 'admin',
  method: 'DELETE',
  path: '/admin/v1/business/{businessId}/webhooks/{id}',
  params: endpointParams,
  response: v.null(),
  successStatus: 204,
});

/** Queues a `webhook.test` message to the endpoint; the answer names its delivery. */
export const testWebhook = defineEndpoint({
  name: 'testWebhook',
  summary: 'Send test webhook',
  access: 'admin',
  method: 'POST',
  path: '/admin/v1/business/{businessId}/webhooks/{id}/test',
  params: endpointParams,
  response: v.object({ delivery_id: id }),
  successStatus: 202,
});

export const webhookEndpoints = {
  createWebhook,
  listWebhooks,
  deleteWebhook,
  testWebhook,
} as const;
