/**
 * Webhooks on the Standard Webhooks specification (standardwebhooks.com): the endpoints a merchant
 * registers, their recent deliveries, and the messages the API sends to them. Every message body
 * is `{type, timestamp, data}`, signed with the endpoint's `whsec_…` secret and sent with the
 * `webhook-id`, `webhook-timestamp` and `webhook-signature` headers.
 */
import * as v from 'valibot';
import { id, isoDate, num, text } from './common';

/** The events an endpoint may subscribe to. */
export const WEBHOOK_EVENTS = [
  'order.created',
  'order.refunded',
  'link.created',
  'link.updated',
  'link.deleted',
] as const;

/** The event a test send delivers, whatever the endpoint subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test' as const;

/** The longest endpoint URL accepted. */
export const MAX_WEBHOOK_URL_LENGTH = 2048;
/** The most events one endpoint subscribes to: every event, each once. */
export const MAX_WEBHOOK_EVENTS = WEBHOOK_EVENTS.length;
/** The most endpoints one business may register (409 past it). */
export const MAX_WEBHOOK_ENDPOINTS = 10;
/** How many of an endpoint's latest deliveries its list entry shows. */
export const WEBHOOK_RECENT_DELIVERIES = 5;

/** An event an endpoint subscribes to. */
export const webhookEventType = v.picklist(
  WEBHOOK_EVENTS,
  `must be one of ${WEBHOOK_EVENTS.join(', ')}`,
);

/** An event a delivery carries: a subscribed event or the test event. */
export const webhookDeliveryEvent = v.picklist([...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT]);

/**
 * An endpoint URL: an absolute URL of at most 2048 characters. Which schemes and hosts the server
 * accepts (https only, no private or loopback address) is checked there, since it depends on DNS.
 */
export const webhookUrl = v.pipe(
  text,
  v.minLength(1, 'must not be empty'),
  v.maxLength(MAX_WEBHOOK_URL_LENGTH, `must be at most ${MAX_WEBHOOK_URL_LENGTH} characters`),
  v.url('must be an absolute URL such as https://example.com/webhooks'),
);

/** The subscribed events: 1 to 5 of `WEBHOOK_EVENTS`, none twice. */
export const webhookEvents = v.pipe(
  v.array(webhookEventType),
  v.minLength(1, 'must name at least 1 event'),
  v.maxLength(MAX_WEBHOOK_EVENTS, `must name at most ${MAX_WEBHOOK_EVENTS} events`),
  v.check((events) => new Set(events).size === events.length, 'must not name an event twice'),
);

/** The body of a registration. */
export const webhookPayload = v.object({ url: webhookUrl, events: webhookEvents });

/** `failing` once a delivery ran out of retries; back to `active` after the next success. */
export const webhookEndpointStatus = v.picklist(['active', 'failing']);

/** `pending` while it is being sent or waits for a retry. */
export const webhookDeliveryStatus = v.picklist(['pending', 'delivered', 'failed']);

/** One delivery of a message to an endpoint (the outbox row), as the list shows it. */
export const webhookDelivery = v.object({
  id,
  event: webhookDeliveryEvent,
  status: webhookDeliveryStatus,
  /** Attempts made so far (0 before the first). */
  attempts: num,
  /** The HTTP status the endpoint answered last, or null (never reached, or not yet sent). */
  response_status: v.nullable(num),
  /** Why the last attempt failed, in words a merchant can read, or null. */
  last_error: v.nullable(text),
  created_at: isoDate,
  delivered_at: v.nullable(isoDate),
});

/** A registered endpoint as the list shows it: never its secret. */
export const webhookEndpoint = v.object({
  id,
  url: text,
  events: v.array(webhookEventType),
  status: webhookEndpointStatus,
  created_at: isoDate,
  /** Its latest deliveries, newest first (at most `WEBHOOK_RECENT_DELIVERIES`). */
  last_deliveries: v.array(webhookDelivery),
});

/** The answer of a registration: the only answer that carries the signing secret. */
export const createdWebhookEndpoint = v.object({
  id,
  url: text,
  events: v.array(webhookEventType),
  /** `whsec_` and the base64 of the key: give it to a Standard Webhooks library to verify. */
  secret: text,
  created_at: isoDate,
});

/** The `data` of `order.created` and `order.refunded`; amounts in currency units. */
export const webhookOrderData = v.object({
  order_id: id,
  /** The link or short the order came through, or null (organic). */
  link_id: v.nullable(id),
  link_type: v.nullable(text),
  /** The influencer the sale is credited to, or null. */
  influencer_id: v.nullable(id),
  /** Whether the influencer's own promocode credited it. */
  attributed: v.boolean(),
  promocode: v.nullable(text),
  /** PAID, REFUNDED or PARTIALLY_REFUNDED. */
  status: text,
  currency: text,
  total: num,
  tax: num,
  /** What has been refunded of the total. */
  refunded: num,
  /** The revenue the order credits to its link and influencer: the total less refunds. */
  attributed_revenue: num,
  products_count: num,
  created_at: isoDate,
});

/** The `data` of `link.created`, `link.updated` and `link.deleted` (links, shorts, multilinks). */
export const webhookLinkData = v.object({
  link_id: id,
  /** LOOK (an Instant), SHORT, SHOPBOARD or MULTILINK. */
  link_type: text,
  /** A short's target (product, collection, custom, organic), else null. */
  url_type: v.nullable(text),
  title: v.nullable(text),
  description: v.nullable(text),
  influencer_id: v.nullable(id),
  is_expired: v.boolean(),
  version: num,
  created_at: isoDate,
});

/** The `data` of the test event. */
export const webhookTestData = v.object({ endpoint_id: id, message: text });

const message = <TType extends string, TData extends v.GenericSchema>(type: TType, data: TData) =>
  v.object({ type: v.literal(type), timestamp: isoDate, data });

/** A message body as an endpoint receives it, by its `type`. */
export const webhookMessage = v.variant('type', [
  message('order.created', webhookOrderData),
  message('order.refunded', webhookOrderData),
  message('link.created', webhookLinkData),
  message('link.updated', webhookLinkData),
  message('link.deleted', webhookLinkData),
  message(WEBHOOK_TEST_EVENT, webhookTestData),
]);
