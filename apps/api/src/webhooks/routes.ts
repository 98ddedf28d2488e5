/**
 * The webhook endpoints of a business (Standard Webhooks): register, list, remove, test. Admins
 * only; the contract's access check refuses influencers before a body is read.
 */
import { isIP } from 'node:net';
import {
  createWebhook,
  deleteWebhook,
  listWebhooks,
  MAX_WEBHOOK_ENDPOINTS,
  testWebhook,
  WEBHOOK_RECENT_DELIVERIES,
  type webhookDelivery,
  type webhookEndpoint,
} from '@shoppable/api-contract';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type * as v from 'valibot';
import { requireAdmin, requireOwnBusiness } from '../auth/access';
import type { Db } from '../db/client';
import { businesses } from '../db/schema';
import { webhookDeliveries, webhookEndpoints } from '../db/webhooks.schema';
import { ApiError, route } from '../http';
import { enqueueTest, newSecret, newWebhookId } from './outbox';
import {
  resolvedRefusal,
  resolveHost,
  targetPolicyFromEnv,
  urlRefusal,
  type ResolveHost,
  type TargetPolicy,
} from './targets';
import { REMOVED } from './worker';

type EndpointOut = v.InferOutput<typeof webhookEndpoint>;
type DeliveryOut = v.InferOutput<typeof webhookDelivery>;

/** How long a registration waits for DNS before it leaves the check to the deliveries. */
const REGISTRATION_LOOKUP_MS = 3000;

/** The 409 of a registration past the business's limit. */
export const WEBHOOK_LIMIT_MESSAGE = `A business has at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints: remove one before adding another`;

export interface WebhookRouteOptions {
  /** Where endpoints may point (default: `WEBHOOK_ALLOW_LOOPBACK` from the environment). */
  policy?: TargetPolicy;
  /** The DNS lookup of registrations (tests give names of their own). */
  resolve?: ResolveHost;
}

/**
 * Why a registration's URL is refused, or null. A name that does not resolve now is accepted:
 * DNS may be down or the name not yet published, and every delivery checks it again anyway.
 */
async function registrationRefusal(
  url: URL,
  policy: TargetPolicy,
  resolve: ResolveHost,
): Promise<string | null> {
  const refusal = urlRefusal(url, policy);
  if (refusal) return refusal;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const giveUp = new Promise<null>((done) => {
    timer = setTimeout(() => done(null), REGISTRATION_LOOKUP_MS);
  });
  try {
    const addresses = await Promise.race([resolve(host), giveUp]);
    return addresses ? resolvedRefusal(addresses, policy) : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

function deliveryOut(row: typeof webhookDeliveries.$inferSelect): DeliveryOut {
  return {
    id: row.id,
    event: row.eventType as DeliveryOut['event'],
    status: row.status as DeliveryOut['status'],
    attempts: row.attempts,
    response_status: row.responseStatus,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    delivered_at: row.deliveredAt?.toISOString() ?? null,
  };
}

/** The latest deliveries of each endpoint, newest first (one query whatever their number). */
async function recentDeliveries(db: Db, endpointIds: string[]) {
  const byEndpoint = new Map<string, DeliveryOut[]>();
  if (endpointIds.length === 0) return byEndpoint;
  const ranked = db
    .select({
      id: webhookDeliveries.id,
      rank: sql<number>`row_number() over (partition by ${webhookDeliveries.endpointId} order by ${webhookDeliveries.createdAt} desc, ${webhookDeliveries.id} desc)`.as(
        'rank',
      ),
    })
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.endpointId, endpointIds))
    .as('ranked');
  const rows = await db
    .select({ row: webhookDeliveries })
    .from(webhookDeliveries)
    .innerJoin(ranked, eq(ranked.id, webhookDeliveries.id))
    .where(lte(ranked.rank, WEBHOOK_RECENT_DELIVERIES))
    .orderBy(asc(ranked.rank));
  for (const { row } of rows) {
    const list = byEndpoint.get(row.endpointId) ?? [];
    list.push(deliveryOut(row));
    byEndpoint.set(row.endpointId, list);
  }
  return byEndpoint;
}

/** An endpoint of the business that is not removed, or 404. */
async function liveEndpoint(db: Db, businessId: string, id: string) {
  const [row] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.id, id),
        eq(webhookEndpoints.businessId, businessId),
        isNull(webhookEndpoints.deletedAt),
      ),
    )
    .limit(1);
  if (!row) throw new ApiError(404, 'Webhook endpoint not found');
  return row;
}

export function registerWebhookRoutes(
  app: Hono,
  db: Db,
  { policy = targetPolicyFromEnv(), resolve = resolveHost }: WebhookRouteOptions = {},
): void {
  route(app, createWebhook, async (c, { params, body }) => {
    const admin = await requireAdmin(db, c);
    requireOwnBusiness(admin, params.businessId);
    const url = new URL(body.url);
    const refusal = await registrationRefusal(url, policy, resolve);
    if (refusal) throw new ApiError(400, `Invalid body: "url" ${refusal}`);
    return db.transaction(async (tx) => {
      // The business row's lock makes counting and inserting one step for concurrent requests.
      await tx
        .select({ id: businesses.id })
        .from(businesses)
        .where(eq(businesses.id, admin.businessId))
        .for('update');
      const [{ count } = { count: 0 }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.businessId, admin.businessId),
            isNull(webhookEndpoints.deletedAt),
          ),
        );
      if (count >= MAX_WEBHOOK_ENDPOINTS) throw new ApiError(409, WEBHOOK_LIMIT_MESSAGE);
      const [row] = await tx
        .insert(webhookEndpoints)
        .values({
          id: newWebhookId('whe_'),
          businessId: admin.businessId,
          url: url.href,
          events: body.events,
          secret: newSecret(),
        })
        .returning();
      return {
        id: row!.id,
        url: row!.url,
        events: body.events,
        secret: row!.secret,
        created_at: row!.createdAt.toISOString(),
      };
    });
  });

  route(app, listWebhooks, async (c, { params }) => {
    const admin = await requireAdmin(db, c);
    requireOwnBusiness(admin, params.businessId);
    const rows = await db
      .select()
      .from(webhookEndpoints)
      .where(
        and(eq(webhookEndpoints.businessId, admin.businessId), isNull(webhookEndpoints.deletedAt)),
      )
      .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
    const recent = await recentDeliveries(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row): EndpointOut => ({
      id: row.id,
      url: row.url,
      events: row.events as EndpointOut['events'],
      status: row.status as EndpointOut['status'],
      created_at: row.createdAt.toISOString(),
      last_deliveries: recent.get(row.id) ?? [],
    }));
  });

  route(app, deleteWebhook, async (c, { params }) => {
    const admin = await requireAdmin(db, c);
    requireOwnBusiness(admin, params.businessId);
    await db.transaction(async (tx) => {
      const [removed] = await tx
        .update(webhookEndpoints)
        .set({ deletedAt: new Date() })
        .where(
          and(
            eq(webhookEndpoints.id, params.id),
            eq(webhookEndpoints.businessId, admin.businessId),
            isNull(webhookEndpoints.deletedAt),
          ),
        )
        .returning({ id: webhookEndpoints.id });
      if (!removed) throw new ApiError(404, 'Webhook endpoint not found');
      // What still waits would go to an endpoint the merchant no longer wants.
      await tx
        .update(webhookDeliveries)
        .set({ status: 'failed', lastError: REMOVED })
        .where(
          and(eq(webhookDeliveries.endpointId, params.id), eq(webhookDeliveries.status, 'pending')),
        );
    });
    return null;
  });

  route(app, testWebhook, async (c, { params }) => {
    const admin = await requireAdmin(db, c);
    requireOwnBusiness(admin, params.businessId);
    const endpoint = await liveEndpoint(db, admin.businessId, params.id);
    return { delivery_id: await enqueueTest(db, endpoint.id) };
  });
}
