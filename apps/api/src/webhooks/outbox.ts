/**
 * The outbox: a change that webhooks tell about writes one delivery row per subscribed endpoint
 * in its own transaction (pass the transaction as `tx`), so a committed change always has its
 * deliveries and a rolled-back one none. The worker sends them later, from any process.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  WEBHOOK_TEST_EVENT,
  type WEBHOOK_EVENTS,
  type webhookLinkData,
  type webhookOrderData,
  type webhookTestData,
} from '@shoppable/api-contract';
import { and, arrayContains, eq, isNull } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../db/client';
import type { links, multilinks, orders } from '../db/content.schema';
import { webhookDeliveries, webhookEndpoints } from '../db/webhooks.schema';
import { units } from '../links/model';

/** An event endpoints subscribe to. */
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
type OrderData = v.InferOutput<typeof webhookOrderData>;
type LinkData = v.InferOutput<typeof webhookLinkData>;
type TestData = v.InferOutput<typeof webhookTestData>;

/** What the outbox writes with: the database or, as it should be, the change's transaction. */
export type OutboxWriter = Pick<Db, 'select' | 'insert'>;

/** A new endpoint secret: `whsec_` and the base64 of 32 random bytes (Standard Webhooks). */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** A new id with a prefix (`whe_`, `whd_`, `msg_`). */
export const newWebhookId = (prefix: string) => `${prefix}${randomUUID().replace(/-/g, '')}`;

/** The message body of an event: `{type, timestamp, data}`. */
const message = (type: string, data: unknown, now: Date) => ({
  type,
  timestamp: now.toISOString(),
  data,
});

/**
 * Writes a delivery of `event` for every endpoint of the business subscribed to it (none removed)
 * and answers how many; call it inside the transaction of the change.
 */
export async function enqueueEvent(
  tx: OutboxWriter,
  businessId: string,
  event: WebhookEvent,
  data: OrderData | LinkData,
  now = new Date(),
): Promise<number> {
  const subscribed = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.businessId, businessId),
        isNull(webhookEndpoints.deletedAt),
        arrayContains(webhookEndpoints.events, [event]),
      ),
    );
  if (subscribed.length === 0) return 0;
  const payload = message(event, data, now);
  await tx.insert(webhookDeliveries).values(
    subscribed.map((endpoint) => ({
      id: newWebhookId('whd_'),
      endpointId: endpoint.id,
      eventType: event,
      payload,
      messageId: newWebhookId('msg_'),
      nextAttemptAt: now,
      createdAt: now,
    })),
  );
  return subscribed.length;
}

/** Writes a test message for one endpoint, whatever it subscribed to; answers the delivery id. */
export async function enqueueTest(
  tx: OutboxWriter,
  endpointId: string,
  now = new Date(),
): Promise<string> {
  const id = newWebhookId('whd_');
  const data: TestData = {
    endpoint_id: endpointId,
    message: 'A test message from Shoppable: this endpoint receives its webhooks.',
  };
  await tx.insert(webhookDeliveries).values({
    id,
    endpointId,
    eventType: WEBHOOK_TEST_EVENT,
    payload: message(WEBHOOK_TEST_EVENT, data, now),
    messageId: newWebhookId('msg_'),
    nextAttemptAt: now,
    createdAt: now,
  });
  return id;
}

/** The `data` of an order event, from the order's row as the transaction wrote it. */
export function orderData(row: typeof orders.$inferSelect): OrderData {
  return {
    order_id: row.id,
    link_id: row.linkId,
    link_type: row.linkType,
    influencer_id: row.influencerId,
    attributed: row.attributed,
    promocode: row.promocode,
    status: row.status,
    currency: row.currency,
    total: units(row.totalCents),
    tax: units(row.taxCents),
    refunded: units(row.refundedCents),
    attributed_revenue: units(row.totalCents - row.refundedCents),
    products_count: row.productsCount,
    created_at: row.createdAt.toISOString(),
  };
}

/** The `data` of a link event for a link or short row. */
export function linkData(row: typeof links.$inferSelect): LinkData {
  return {
    link_id: row.id,
    link_type: row.linkType,
    url_type: row.urlType,
    title: row.title,
    description: row.description,
    influencer_id: row.influencerId,
    is_expired: row.isExpired,
    version: row.version,
    created_at: row.createdAt.toISOString(),
  };
}

/** The `data` of a link event for a multilink row (its experiences are part of it). */
export function multilinkData(row: typeof multilinks.$inferSelect): LinkData {
  return {
    link_id: row.id,
    link_type: 'MULTILINK',
    url_type: null,
    title: row.title,
    description: null,
    influencer_id: row.influencerId,
    is_expired: row.isExpired,
    version: row.version,
    created_at: row.createdAt.toISOString(),
  };
}
