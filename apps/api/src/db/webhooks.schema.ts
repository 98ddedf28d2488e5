/**
 * Webhooks (Standard Webhooks): the endpoints a merchant registers and the outbox of deliveries.
 * A delivery row is written by the same transaction as the change it tells about, so a change
 * that commits always has its deliveries and one that rolls back has none; the delivery worker
 * (src/webhooks/worker.ts) claims due rows, sends them and records each attempt on the row.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { businesses } from './schema';

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** The subscribed event types (`order.created`, `link.updated`, …). */
    events: text('events').array().notNull(),
    /** `whsec_…`: kept as is, since every delivery is signed with it. */
    secret: text('secret').notNull(),
    /** active, or failing once a delivery ran out of retries (active again after a success). */
    status: text('status').notNull().default('active'),
    /** Failed attempts since the last successful one. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the merchant removes it; the row stays so its deliveries keep their endpoint. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('webhook_endpoints_business_idx').on(t.businessId, t.createdAt)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    /** The message body `{type, timestamp, data}`, the same bytes on every attempt. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** The `webhook-id` header (`msg_…`): one per message, repeated on its retries. */
    messageId: text('message_id').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When it is due: the next retry, or the end of a worker's claim while it is being sent. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** pending, delivered or failed. */
    status: text('status').notNull().default('pending'),
    responseStatus: integer('response_status'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    // The worker's poll reads only the pending rows, in the order they fall due.
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
  ],
);
