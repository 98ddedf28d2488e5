import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { webhookMessage } from '@shoppable/api-contract';
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { linkProducts } from '../db/content.schema';
import { products, variants } from '../db/store.schema';
import { webhookDeliveries, webhookEndpoints } from '../db/webhooks.schema';
import { SEED } from '../seed';
import { CONTENT_SEED } from '../seed/content';
import {
  bearer,
  demoAdminToken,
  type Envelope,
  postJson,
  sharedTestDatabase,
  testApp,
} from '../test/setup';
import { createSender } from './send';
import type { ResolveHost } from './targets';
import { createWebhookWorker, MAX_ATTEMPTS, RETRY_DELAYS_MS, type WorkerOptions } from './worker';

const database = sharedTestDatabase();
const DEMO = SEED.demo.businessId;
const PATH = `/admin/v1/business/${DEMO}/webhooks`;

/** One request the local endpoint received. */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let origin = '';
const received: Received[] = [];
/** What the endpoint answers, one status per request in order (200 once these run out). */
let answers: number[] = [];
/** The clock the workers read: tests move it instead of waiting. */
let clock = 0;

beforeAll(async () => {
  // The policy is read when the app and the worker are made: loopback and http allowed here.
  vi.stubEnv('WEBHOOK_ALLOW_LOOPBACK', '1');
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const status = answers.shift() ?? 200;
      response.writeHead(status, status === 302 ? { location: '/elsewhere' } : {});
      response.end(status < 300 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(async () => {
  received.length = 0;
  answers = [];
  await database().db.delete(webhookEndpoints).where(eq(webhookEndpoints.businessId, DEMO));
});

const app = () => testApp(database());
/** Sets the clock to now, after the deliveries of a test were written, and makes a pass. */
const firstPass = (options: Partial<WorkerOptions> = {}) => {
  clock = Date.now();
  return worker(options).runOnce();
};
const worker = (options: Partial<WorkerOptions> = {}) =>
  createWebhookWorker({ db: database().db, now: () => clock, ...options });

async function register(path: string, events: string[]) {
  const token = await demoAdminToken(database());
  const response = await app().request(
    PATH,
    postJson({ url: `${origin}${path}`, events }, bearer(token)),
  );
  const body = (await response.json()) as Envelope<{ id: string; secret: string }>;
  expect(response.status).toBe(201);
  return body.data;
}

async function sendTest(endpointId: string) {
  const token = await demoAdminToken(database());
  const response = await app().request(`${PATH}/${endpointId}/test`, {
    method: 'POST',
    headers: bearer(token),
  });
  expect(response.status).toBe(202);
  return ((await response.json()) as Envelope<{ delivery_id: string }>).data.delivery_id;
}

async function delivery(id: string) {
  const [row] = await database()
    .db.select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.id, id));
  return row!;
}

async function endpointRow(id: string) {
  const [row] = await database()
    .db.select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id));
  return row!;
}

/** The Standard Webhooks headers of a received request, as a verifier takes them. */
const signatureHeaders = (request: Received) => ({
  'webhook-id': String(request.headers['webhook-id']),
  'webhook-timestamp': String(request.headers['webhook-timestamp']),
  'webhook-signature': String(request.headers['webhook-signature']),
});

describe('delivering a webhook', () => {
  it('posts the message signed so that the standardwebhooks library verifies it', async () => {
    const endpoint = await register('/hooks', ['order.created']);
    const id = await sendTest(endpoint.id);
    expect(await firstPass()).toBe(1);

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.path).toBe('/hooks');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['webhook-id']).toMatch(/^msg_/);
    expect(request!.headers['webhook-timestamp']).toBe(String(Math.floor(clock / 1000)));
    expect(request!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    const verified = new Webhook(endpoint.secret).verify(request!.body, signatureHeaders(request!));
    expect(v.parse(webhookMessage, verified)).toMatchObject({
      type: 'webhook.test',
      data: { endpoint_id: endpoint.id },
    });
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(
        request!.body,
        signatureHeaders(request!),
      ),
    ).toThrow();

    const row = await delivery(id);
    expect(row).toMatchObject({
      status: 'delivered',
      attempts: 1,
      responseStatus: 200,
      lastError: null,
    });
    expect(row.deliveredAt?.getTime()).toBe(clock);
    expect(await worker().runOnce()).toBe(0);
    expect(received).toHaveLength(1);
  });

  it('retries a 500 after the first wait, with the same webhook-id, then delivers', async () => {
    const endpoint = await register('/flaky', ['order.created']);
    const id = await sendTest(endpoint.id);
    answers = [500];
    await firstPass();
    expect(await delivery(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseStatus: 500,
      lastError: 'The endpoint answered HTTP 500',
    });
    expect((await endpointRow(endpoint.id)).consecutiveFailures).toBe(1);

    clock += RETRY_DELAYS_MS[0] - 1;
    expect(await worker().runOnce()).toBe(0);
    clock += 1;
    expect(await worker().runOnce()).toBe(1);

    expect(received).toHaveLength(2);
    expect(received[1]!.headers['webhook-id']).toBe(received[0]!.headers['webhook-id']);
    expect(received[1]!.headers['webhook-timestamp']).not.toBe(
      received[0]!.headers['webhook-timestamp'],
    );
    for (const request of received) {
      expect(() =>
        new Webhook(endpoint.secret).verify(request.body, signatureHeaders(request)),
      ).not.toThrow();
    }
    expect(await delivery(id)).toMatchObject({
      status: 'delivered',
      attempts: 2,
      responseStatus: 200,
    });
    expect(await endpointRow(endpoint.id)).toMatchObject({
      status: 'active',
      consecutiveFailures: 0,
    });
  });

  it('fails a delivery after the whole schedule and marks its endpoint failing, until a success', async () => {
    const endpoint = await register('/down', ['order.created']);
    const id = await sendTest(endpoint.id);
    answers = Array<number>(MAX_ATTEMPTS).fill(503);
    await firstPass();
    const started = clock;
    for (const wait of RETRY_DELAYS_MS) {
      expect((await endpointRow(endpoint.id)).status).toBe('active');
      clock += wait - 1;
      expect(await worker().runOnce()).toBe(0);
      clock += 1;
      expect(await worker().runOnce()).toBe(1);
    }
    expect(received).toHaveLength(MAX_ATTEMPTS);
    expect(clock - started).toBeGreaterThan(24 * 3_600_000);
    expect(await delivery(id)).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      responseStatus: 503,
      lastError: 'The endpoint answered HTTP 503',
    });
    expect(await endpointRow(endpoint.id)).toMatchObject({
      status: 'failing',
      consecutiveFailures: MAX_ATTEMPTS,
    });
    clock += 365 * 24 * 3_600_000;
    expect(await worker().runOnce()).toBe(0);

    await sendTest(endpoint.id);
    await firstPass();
    expect(await endpointRow(endpoint.id)).toMatchObject({
      status: 'active',
      consecutiveFailures: 0,
    });
  });

  it('follows no redirect: a 302 is a failed attempt, retried later', async () => {
    const endpoint = await register('/moved', ['order.created']);
    const id = await sendTest(endpoint.id);
    answers = [302];
    await firstPass();
    expect(received.map((request) => request.path)).toEqual(['/moved']);
    expect(await delivery(id)).toMatchObject({
      status: 'pending',
      responseStatus: 302,
      lastError: 'The endpoint answered HTTP 302, a redirect, which webhooks do not follow',
    });
  });

  it('never sends one delivery twice from two workers polling at once', async () => {
    const endpoint = await register('/once', ['order.created']);
    await sendTest(endpoint.id);
    clock = Date.now();
    const counts = await Promise.all([worker().runOnce(), worker().runOnce(), worker().runOnce()]);
    expect(counts.sort()).toEqual([0, 0, 1]);
    expect(received).toHaveLength(1);
  });

  it('gives up on an endpoint that does not answer within the time limit', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const port = (silent.address() as AddressInfo).port;
      const token = await demoAdminToken(database());
      const created = await app().request(
        PATH,
        postJson(
          { url: `http://127.0.0.1:${port}/slow`, events: ['order.created'] },
          bearer(token),
        ),
      );
      const endpoint = ((await created.json()) as Envelope<{ id: string }>).data;
      const id = await sendTest(endpoint.id);
      const send = createSender({ policy: { allowLoopback: true }, timeoutMs: 100 });
      await firstPass({ send });
      expect(await delivery(id)).toMatchObject({
        status: 'pending',
        responseStatus: null,
        lastError: 'No answer within 0.1 seconds',
      });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('a started worker', () => {
  it('polls on its own and, once stopped, has finished the attempt under way', async () => {
    const endpoint = await register('/polled', ['order.created']);
    const id = await sendTest(endpoint.id);
    let release = () => {};
    let reached = () => {};
    const arrived = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const real = createSender({ policy: { allowLoopback: true } });
    const polling = createWebhookWorker({
      db: database().db,
      pollMs: 5,
      send: async (request) => {
        reached();
        await held;
        return real(request);
      },
    });
    polling.start();
    await arrived;
    const stopped = polling.stop();
    release();
    await stopped;
    expect(received.map((request) => request.path)).toEqual(['/polled']);
    expect((await delivery(id)).status).toBe('delivered');
  });
});

describe('checking the target again at delivery, after DNS', () => {
  /** Registers `url` straight in the database, as if it had resolved publicly back then. */
  async function endpointAt(url: string) {
    const id = `whe_dns_${Math.random().toString(36).slice(2)}`;
    await database()
      .db.insert(webhookEndpoints)
      .values({
        id,
        businessId: DEMO,
        url,
        events: ['order.created'],
        secret: `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
      });
    return id;
  }
  const resolveTo =
    (...addresses: string[]): ResolveHost =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('refuses a name that now resolves to a private address, and sends nothing', async () => {
    const id = await sendTest(await endpointAt('https://hooks.example.com/in'));
    const send = createSender({
      policy: { allowLoopback: false },
      resolve: resolveTo('93.184.216.34', '10.0.0.7'),
    });
    await firstPass({ send });
    expect(received).toHaveLength(0);
    expect(await delivery(id)).toMatchObject({
      status: 'pending',
      lastError:
        'Refused: hooks.example.com resolves to a private address (10.0.0.7): webhooks go to public servers only',
    });
  });

  it('refuses loopback at delivery without WEBHOOK_ALLOW_LOOPBACK', async () => {
    const id = await sendTest(await endpointAt(`${origin.replace('http:', 'https:')}/in`));
    const send = createSender({ policy: { allowLoopback: false } });
    await firstPass({ send });
    expect(received).toHaveLength(0);
    expect((await delivery(id)).lastError).toBe(
      'Refused: the URL points at a loopback address (127.0.0.1): webhooks go to public servers only',
    );
  });

  it('connects to the address it checked, with the name kept in the Host header', async () => {
    const port = new URL(origin).port;
    const id = await sendTest(await endpointAt(`http://hooks.shoppable.test:${port}/pinned`));
    const send = createSender({ policy: { allowLoopback: true }, resolve: resolveTo('127.0.0.1') });
    await firstPass({ send });
    expect(received.map((request) => [request.path, request.headers.host])).toEqual([
      ['/pinned', `hooks.shoppable.test:${port}`],
    ]);
    expect((await delivery(id)).status).toBe('delivered');
  });
});

describe('events written with the change that causes them', () => {
  const count = async (event: string, endpointId?: string) => {
    const [row] = await database()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(
        and(
          eq(webhookEndpoints.businessId, DEMO),
          eq(webhookDeliveries.eventType, event),
          endpointId ? eq(webhookDeliveries.endpointId, endpointId) : undefined,
        ),
      );
    return row?.n ?? 0;
  };

  it('an order through a link: one order.created per subscribed endpoint, delivered and verified', async () => {
    const orders = await register('/orders', ['order.created']);
    const both = await register('/both', ['link.created', 'order.created']);
    const linksOnly = await register('/links', ['link.created']);
    const [row] = await database()
      .db.select({ item: linkProducts, variant: variants })
      .from(linkProducts)
      .innerJoin(variants, eq(variants.productId, linkProducts.productId))
      .where(and(eq(linkProducts.linkId, CONTENT_SEED.demo.mayaLink), sql`${variants.stock} >= 1`))
      .limit(1);
    const checkout = await app().request(
      '/public/v1/checkout',
      postJson({
        link_id: CONTENT_SEED.demo.mayaLink,
        items: [
          {
            inventory_id: row!.item.inventoryId,
            quantity: 1,
            selected_options: row!.variant.selectedOptions,
          },
        ],
        promocode: 'maya10',
      }),
    );
    expect(checkout.status).toBe(200);
    const order = ((await checkout.json()) as Envelope<{ order_id: string; total_price: number }>)
      .data;
    expect(await count('order.created', orders.id)).toBe(1);
    expect(await count('order.created', both.id)).toBe(1);
    expect(await count('order.created', linksOnly.id)).toBe(0);

    expect(await firstPass()).toBe(2);
    expect(received.map((request) => request.path).sort()).toEqual(['/both', '/orders']);
    const request = received.find((r) => r.path === '/orders')!;
    const message = v.parse(
      webhookMessage,
      new Webhook(orders.secret).verify(request.body, signatureHeaders(request)),
    );
    expect(message).toMatchObject({
      type: 'order.created',
      data: {
        order_id: order.order_id,
        link_id: CONTENT_SEED.demo.mayaLink,
        influencer_id: SEED.maya.influencerId,
        attributed: true,
        currency: 'USD',
        total: order.total_price,
        refunded: 0,
        attributed_revenue: order.total_price,
        status: 'PAID',
      },
    });
  });

  it('a refund in the store: one order.refunded with what is left attributed', async () => {
    const hook = await register('/refunds', ['order.refunded']);
    const [paid] = await database()
      .db.select({ id: sql<string>`id`, total: sql<number>`total_cents` })
      .from(sql`orders`)
      .where(sql`business_id = ${DEMO} and refunded_cents = 0 and status = 'PAID'`)
      .limit(1);
    const dev = testApp(database(), { devRoutes: true });
    const refunded = await dev.request(
      '/dev/store/orders/refund',
      postJson({ order_id: paid!.id, amount: 1 }, { 'x-test-address': '127.0.0.1' }),
    );
    expect(refunded.status).toBe(200);
    expect(await count('order.refunded', hook.id)).toBe(1);
    await firstPass();
    const message = v.parse(webhookMessage, JSON.parse(received[0]!.body));
    expect(message).toMatchObject({
      type: 'order.refunded',
      data: {
        order_id: paid!.id,
        status: 'PARTIALLY_REFUNDED',
        refunded: 1,
        attributed_revenue: (paid!.total - 100) / 100,
      },
    });
  });

  it('a link created, edited, closed and deleted: one event each per subscribed endpoint', async () => {
    const all = await register('/links', ['link.created', 'link.updated', 'link.deleted']);
    const created = await register('/created', ['link.created']);
    const token = await demoAdminToken(database());
    const [product] = await database()
      .db.select({ inventoryId: products.inventoryId })
      .from(products)
      .where(eq(products.businessId, DEMO))
      .limit(1);
    const look = {
      images: [{ src: 'https://cdn.shoppable.test/cover.png', id: null }],
      inventory_ids: [product!.inventoryId],
      description: 'Webhook look',
      business_id: DEMO,
      link_type: 'LOOK',
    };
    const made = await app().request('/admin/v1/links/create', postJson(look, bearer(token)));
    const link = ((await made.json()) as Envelope<{ link_id: string }>).data;
    expect(await count('link.created', all.id)).toBe(1);
    expect(await count('link.created', created.id)).toBe(1);

    const stale = await app().request(
      `/admin/v1/links/${link.link_id}/edit`,
      postJson({ ...look, version: 7 }, bearer(token)),
    );
    expect(stale.status).toBe(409);
    expect(await count('link.updated')).toBe(0);
    const edited = await app().request(
      `/admin/v1/links/${link.link_id}/edit`,
      postJson({ ...look, description: 'Edited', version: 1 }, bearer(token)),
    );
    expect(edited.status).toBe(200);
    for (let n = 0; n < 2; n += 1) {
      await app().request(`/admin/v1/links/${link.link_id}/close`, {
        method: 'POST',
        headers: bearer(token),
      });
    }
    expect(await count('link.updated', all.id)).toBe(2);
    const deleted = await app().request(`/admin/v1/links/${link.link_id}`, {
      method: 'DELETE',
      headers: bearer(token),
    });
    expect(deleted.status).toBe(200);
    expect(await count('link.deleted', all.id)).toBe(1);
    expect(await count('link.updated', created.id)).toBe(0);

    expect(await firstPass()).toBe(5);
    const types = received
      .filter((request) => request.path === '/links')
      .map((request) => JSON.parse(request.body) as { type: string; data: { link_id: string } })
      .map((message) => `${message.type} ${message.data.link_id}`)
      .sort();
    expect(types).toEqual([
      `link.created ${link.link_id}`,
      `link.deleted ${link.link_id}`,
      `link.updated ${link.link_id}`,
      `link.updated ${link.link_id}`,
    ]);
  });
});
