/**
 * The delivery worker: every API process runs one. It claims due deliveries from the outbox with
 * one `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED)` that also moves them out of reach
 * for a while (the claim), so two processes never take the same row; it signs each message with
 * the endpoint's secret (Standard Webhooks), sends it, and records the attempt on the row only if
 * the row is still its claim. A 2xx answer delivers it; anything else is retried on
 * `RETRY_DELAYS_MS`, then the delivery fails and its endpoint is marked failing.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { Db } from '../db/client';
import { webhookDeliveries, webhookEndpoints } from '../db/webhooks.schema';
import { AttemptError, createSender, type SendWebhook } from './send';
import { targetPolicyFromEnv } from './targets';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * The waits before each retry (the Standard Webhooks reference schedule): eight attempts over
 * about 27 hours, so an endpoint that is down for a day still gets its messages.
 */
export const RETRY_DELAYS_MS = [
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  10 * HOUR,
] as const;

/** Attempts a delivery gets before it fails: the first and one per retry. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/**
 * How long a claim keeps a delivery from other workers: longer than an attempt may take, so only
 * a worker that died mid-attempt lets its delivery be taken again (and sent once more).
 */
export const CLAIM_MS = 2 * MINUTE;

/** How often a started worker looks for due deliveries. */
export const POLL_MS = SECOND;

/** What a delivery whose endpoint was removed records. */
export const REMOVED = 'The endpoint was removed';

/** How many deliveries one pass claims (and sends at once). */
export const BATCH_SIZE = 10;

export interface WorkerOptions {
  db: Db;
  /** Sends one attempt; default: node:http(s) with the environment's SSRF policy. */
  send?: SendWebhook;
  /** The clock (tests move it instead of waiting). */
  now?: () => number;
  pollMs?: number;
  batchSize?: number;
  /** Where a pass that failed as a whole is reported. */
  log?: (message: string, error: unknown) => void;
}

/** A running or stoppable worker. */
export interface WebhookWorker {
  /** Claims the due deliveries and makes one attempt of each; answers how many it attempted. */
  runOnce(): Promise<number>;
  /** Polls every `pollMs` until `stop()`. */
  start(): void;
  /** Stops polling and waits for the pass under way, so nothing is cut off by a shutdown. */
  stop(): Promise<void>;
}

type Delivery = typeof webhookDeliveries.$inferSelect;
type Endpoint = typeof webhookEndpoints.$inferSelect;

/** The outcome of one attempt, as the row records it. */
interface Outcome {
  delivered: boolean;
  responseStatus: number | null;
  error: string | null;
}

/** The three Standard Webhooks headers and the body's type for one attempt. */
export function signedHeaders(
  secret: string,
  messageId: string,
  at: Date,
  body: string,
): Record<string, string> {
  const signature = new Webhook(secret).sign(messageId, at, body);
  return {
    'content-type': 'application/json',
    'user-agent': 'Shoppable-Webhooks/1.0',
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signature,
  };
}

async function attempt(
  send: SendWebhook,
  endpoint: Endpoint,
  delivery: Delivery,
  at: Date,
): Promise<Outcome> {
  const body = JSON.stringify(delivery.payload);
  try {
    const answer = await send({
      url: endpoint.url,
      headers: signedHeaders(endpoint.secret, delivery.messageId, at, body),
      body,
    });
    const delivered = answer.status >= 200 && answer.status < 300;
    const redirected = answer.status >= 300 && answer.status < 400;
    return {
      delivered,
      responseStatus: answer.status,
      error: delivered
        ? null
        : redirected
          ? `The endpoint answered HTTP ${answer.status}, a redirect, which webhooks do not follow`
          : `The endpoint answered HTTP ${answer.status}`,
    };
  } catch (error) {
    const reason = error instanceof AttemptError ? error.message : 'The attempt failed';
    if (!(error instanceof AttemptError)) console.error('Webhook attempt failed', error);
    return { delivered: false, responseStatus: null, error: reason };
  }
}

/** A worker over `db`; `start()` it in a server, drive `runOnce()` in tests. */
export function createWebhookWorker({
  db,
  send = createSender({ policy: targetPolicyFromEnv() }),
  now = Date.now,
  pollMs = POLL_MS,
  batchSize = BATCH_SIZE,
  log = (message, error) => console.error(message, error),
}: WorkerOptions): WebhookWorker {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  /** Takes up to `batchSize` due deliveries for this worker, atomically. */
  async function claim(at: number): Promise<Delivery[]> {
    const due = db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.status, 'pending'),
          lte(webhookDeliveries.nextAttemptAt, new Date(at)),
        ),
      )
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(webhookDeliveries)
      .set({
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        nextAttemptAt: new Date(at + CLAIM_MS),
      })
      .where(inArray(webhookDeliveries.id, due))
      .returning();
  }

  /**
   * Records an attempt on its delivery, if the row is still this worker's claim, and on its
   * endpoint; `final` fails the delivery whatever attempts it had left (its endpoint was removed).
   */
  async function record(
    delivery: Delivery,
    outcome: Outcome,
    at: number,
    final = false,
  ): Promise<void> {
    const retry = !outcome.delivered && !final && delivery.attempts < MAX_ATTEMPTS;
    const delay = RETRY_DELAYS_MS[delivery.attempts - 1] ?? 0;
    await db.transaction(async (tx) => {
      const [written] = await tx
        .update(webhookDeliveries)
        .set({
          status: outcome.delivered ? 'delivered' : retry ? 'pending' : 'failed',
          responseStatus: outcome.responseStatus,
          lastError: outcome.error,
          deliveredAt: outcome.delivered ? new Date(at) : null,
          nextAttemptAt: new Date(retry ? at + delay : at),
        })
        .where(
          and(
            eq(webhookDeliveries.id, delivery.id),
            eq(webhookDeliveries.status, 'pending'),
            eq(webhookDeliveries.attempts, delivery.attempts),
          ),
        )
        .returning({ id: webhookDeliveries.id });
      if (!written || final) return;
      await tx
        .update(webhookEndpoints)
        .set(
          outcome.delivered
            ? { status: 'active', consecutiveFailures: 0 }
            : {
                consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1`,
                ...(retry ? {} : { status: 'failing' }),
              },
        )
        .where(eq(webhookEndpoints.id, delivery.endpointId));
    });
  }

  async function pass(): Promise<number> {
    const at = now();
    const claimed = await claim(at);
    if (claimed.length === 0) return 0;
    const endpoints = await db
      .select()
      .from(webhookEndpoints)
      .where(
        inArray(
          webhookEndpoints.id,
          claimed.map((delivery) => delivery.endpointId),
        ),
      );
    const byId = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
    await Promise.all(
      claimed.map(async (delivery) => {
        const endpoint = byId.get(delivery.endpointId);
        if (!endpoint || endpoint.deletedAt !== null) {
          const removed = { delivered: false, responseStatus: null, error: REMOVED };
          await record(delivery, removed, now(), true);
          return;
        }
        await record(delivery, await attempt(send, endpoint, delivery, new Date(at)), now());
      }),
    );
    return claimed.length;
  }

  /** The pass under way (settled), so passes never overlap and `stop()` can wait for it. */
  let running: Promise<unknown> = Promise.resolve();

  function runOnce(): Promise<number> {
    const next = running.then(pass);
    running = next.catch(() => undefined);
    return next;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => log('Webhook deliveries could not be sent', error))
        .finally(schedule);
    }, pollMs);
  }

  return {
    runOnce,
    start() {
      stopped = false;
      if (!timer) schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
