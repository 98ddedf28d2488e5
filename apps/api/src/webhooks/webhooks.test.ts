import {
  MAX_WEBHOOK_ENDPOINTS,
  createdWebhookEndpoint,
  type webhookEndpoint,
} from '@shoppable/api-contract';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { createSession } from '../auth/session';
import { webhookDeliveries, webhookEndpoints } from '../db/webhooks.schema';
import { SEED } from '../seed';
import { bearer, demoAdminToken, type Envelope, sharedTestDatabase, testApp } from '../test/setup';
import type { ResolveHost, TargetPolicy } from './targets';

const database = sharedTestDatabase();
const DEMO = SEED.demo.businessId;
const PATH = `/admin/v1/business/${DEMO}/webhooks`;

/** Names the tests resolve, standing in for DNS. */
const NAMES: Record<string, string[]> = {
  'hooks.example.com': ['93.184.216.34'],
  'internal.example.com': ['10.0.0.5'],
  'mixed.example.com': ['93.184.216.34', '192.168.7.7'],
  'metadata.example.com': ['fd00:ec2::254'],
};
const resolve: ResolveHost = async (hostname) => {
  const addresses = NAMES[hostname];
  if (!addresses)
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

const app = (policy: TargetPolicy = { allowLoopback: false }) =>
  testApp(database(), { webhooks: { policy, resolve } });

type Created = v.InferOutput<typeof createdWebhookEndpoint>;
type Listed = v.InferOutput<typeof webhookEndpoint>;

async function call<T>(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
  policy?: TargetPolicy,
) {
  const response = await app(policy).request(path, {
    method,
    headers: {
      ...(token ? bearer(token) : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, text, body: (text ? JSON.parse(text) : null) as Envelope<T> };
}

const register = async (url: string, events: string[] = ['order.created'], policy?: TargetPolicy) =>
  call<Created>('POST', PATH, await demoAdminToken(database()), { url, events }, policy);
const list = async () => call<Listed[]>('GET', PATH, await demoAdminToken(database()));
const influencerToken = () =>
  createSession(database().db, { businessId: DEMO, influencerId: SEED.maya.influencerId });

afterEach(async () => {
  await database().db.delete(webhookEndpoints).where(eq(webhookEndpoints.businessId, DEMO));
});

describe('registering a webhook endpoint', () => {
  it('answers 201 with a whsec_ secret that only this answer ever shows', async () => {
    const created = await register('https://hooks.example.com/shoppable', [
      'order.created',
      'link.updated',
    ]);
    expect(created.status).toBe(201);
    expect(v.is(createdWebhookEndpoint, created.body.data)).toBe(true);
    const { secret, id } = created.body.data;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64').length).toBeGreaterThanOrEqual(24);
    expect(() => new Webhook(secret)).not.toThrow();

    const listed = await list();
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      {
        id,
        url: 'https://hooks.example.com/shoppable',
        events: ['order.created', 'link.updated'],
        status: 'active',
        created_at: created.body.data.created_at,
        last_deliveries: [],
      },
    ]);
    expect(listed.text).not.toContain(secret.slice('whsec_'.length));
    expect(listed.text).not.toContain('secret');
  });

  it('gives every endpoint a secret of its own', async () => {
    const first = await register('https://hooks.example.com/a');
    const second = await register('https://hooks.example.com/b');
    expect(first.body.data.secret).not.toBe(second.body.data.secret);
  });

  it('answers 401 without a session and 403 to an influencer, before reading the body', async () => {
    const body = { url: 'https://hooks.example.com/in', events: ['order.created'] };
    const anonymous = await call('POST', PATH, null, body);
    expect(anonymous.status).toBe(401);
    const influencer = await influencerToken();
    const refused = await call('POST', PATH, influencer, body);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      status: false,
      data: null,
      error: 'Only the merchant admin can do this',
    });
    expect((await call('POST', PATH, influencer, { nonsense: true })).status).toBe(403);
    expect((await call('GET', PATH, influencer)).status).toBe(403);
    expect((await call('GET', PATH, null)).status).toBe(401);
    expect((await list()).body.data).toEqual([]);
  });

  it("answers 404 for another merchant's business", async () => {
    const token = await demoAdminToken(database());
    const other = `/admin/v1/business/${SEED.other.businessId}/webhooks`;
    const answer = await call('POST', other, token, {
      url: 'https://hooks.example.com/in',
      events: ['order.created'],
    });
    expect(answer.status).toBe(404);
    expect((await call('GET', other, token)).status).toBe(404);
  });

  it.each([
    [
      { url: `https://hooks.example.com/${'a'.repeat(2048)}`, events: ['order.created'] },
      'Invalid body: "url" must be at most 2048 characters',
    ],
    [
      { url: 'hooks.example.com', events: ['order.created'] },
      'Invalid body: "url" must be an absolute URL such as https://example.com/webhooks',
    ],
    [
      { url: 'https://hooks.example.com/in', events: [] },
      'Invalid body: "events" must name at least 1 event',
    ],
    [
      { url: 'https://hooks.example.com/in', events: ['order.created', 'order.created'] },
      'Invalid body: "events" must not name an event twice',
    ],
    [
      { url: 'https://hooks.example.com/in', events: ['order.paid'] },
      'Invalid body: "events.0" must be one of order.created, order.refunded, link.created, link.updated, link.deleted',
    ],
  ])('refuses %j with 400: %s', async (body, message) => {
    const answer = await call('POST', PATH, await demoAdminToken(database()), body);
    expect({ status: answer.status, error: answer.body.error }).toEqual({
      status: 400,
      error: message,
    });
  });

  it(`refuses an endpoint past ${MAX_WEBHOOK_ENDPOINTS} with 409, and takes one again after a removal`, async () => {
    const ids: string[] = [];
    for (let n = 0; n < MAX_WEBHOOK_ENDPOINTS; n += 1) {
      const created = await register(`https://hooks.example.com/${n}`);
      expect(created.status).toBe(201);
      ids.push(created.body.data.id);
    }
    const refused = await register('https://hooks.example.com/one-more');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      'A business has at most 10 webhook endpoints: remove one before adding another',
    );
    const token = await demoAdminToken(database());
    expect((await call('DELETE', `${PATH}/${ids[0]}`, token)).status).toBe(204);
    expect((await register('https://hooks.example.com/one-more')).status).toBe(201);
  });
});

describe('registering refuses what webhooks may not reach (SSRF)', () => {
  const refusal = (what: string) =>
    `Invalid body: "url" ${what}: webhooks go to public servers only`;

  it.each([
    ['https://127.0.0.1/hooks', refusal('points at a loopback address (127.0.0.1)')],
    ['https://[::1]/hooks', refusal('points at a loopback address (::1)')],
    ['https://localhost:8443/hooks', refusal('names localhost, a loopback address')],
    ['https://10.0.0.1/hooks', refusal('points at a private address (10.0.0.1)')],
    ['https://172.16.5.4/hooks', refusal('points at a private address (172.16.5.4)')],
    ['https://192.168.1.1/hooks', refusal('points at a private address (192.168.1.1)')],
    ['https://[fc00::1]/hooks', refusal('points at a private address (fc00::1)')],
    ['https://169.254.1.1/hooks', refusal('points at a link-local address (169.254.1.1)')],
    ['https://[fe80::1]/hooks', refusal('points at a link-local address (fe80::1)')],
    ['https://100.64.0.1/hooks', refusal('points at a carrier-grade NAT address (100.64.0.1)')],
    ['https://0.0.0.0/hooks', refusal('points at an unspecified address (0.0.0.0)')],
    [
      'https://169.254.169.254/latest/meta-data',
      refusal('points at a cloud metadata address (169.254.169.254)'),
    ],
    ['https://[fd00:ec2::254]/', refusal('points at a cloud metadata address (fd00:ec2::254)')],
    [
      'https://[::ffff:169.254.169.254]/',
      refusal('points at a cloud metadata address (::ffff:a9fe:a9fe)'),
    ],
    ['https://[::ffff:10.1.1.1]/', refusal('points at a private address (::ffff:a01:101)')],
    ['https://internal.example.com/hooks', refusal('resolves to a private address (10.0.0.5)')],
    ['https://mixed.example.com/hooks', refusal('resolves to a private address (192.168.7.7)')],
    [
      'https://metadata.example.com/hooks',
      refusal('resolves to a cloud metadata address (fd00:ec2::254)'),
    ],
    ['http://hooks.example.com/hooks', 'Invalid body: "url" must be an https URL'],
  ])('refuses %s', async (url, message) => {
    const answer = await register(url);
    expect({ status: answer.status, error: answer.body.error }).toEqual({
      status: 400,
      error: message,
    });
  });

  it('takes a name that does not resolve now, since every delivery checks it again', async () => {
    expect((await register('https://not-yet-published.example.com/hooks')).status).toBe(201);
  });

  it('takes loopback and http with loopback allowed, and still nothing private', async () => {
    const allowed = { allowLoopback: true };
    expect((await register('http://127.0.0.1:9999/hooks', ['order.created'], allowed)).status).toBe(
      201,
    );
    expect((await register('http://localhost:9999/hooks', ['order.created'], allowed)).status).toBe(
      201,
    );
    const refused = await register('http://10.0.0.1/hooks', ['order.created'], allowed);
    expect(refused.body.error).toBe(refusal('points at a private address (10.0.0.1)'));
  });
});

describe('removing and testing an endpoint', () => {
  it('removes an endpoint with 204 and no body, drops what waited for it, and 404s after', async () => {
    const created = await register('https://hooks.example.com/gone');
    const id = created.body.data.id;
    const token = await demoAdminToken(database());
    expect((await call('POST', `${PATH}/${id}/test`, token)).status).toBe(202);

    const removed = await call('DELETE', `${PATH}/${id}`, token);
    expect({ status: removed.status, text: removed.text }).toEqual({ status: 204, text: '' });
    expect((await list()).body.data).toEqual([]);
    const waiting = await database()
      .db.select({ status: webhookDeliveries.status, error: webhookDeliveries.lastError })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, id));
    expect(waiting).toEqual([{ status: 'failed', error: 'The endpoint was removed' }]);

    const again = await call('DELETE', `${PATH}/${id}`, token);
    expect({ status: again.status, error: again.body.error }).toEqual({
      status: 404,
      error: 'Webhook endpoint not found',
    });
    expect((await call('POST', `${PATH}/${id}/test`, token)).status).toBe(404);
  });

  it('queues a test message with 202, listed first as pending', async () => {
    const created = await register('https://hooks.example.com/test');
    const token = await demoAdminToken(database());
    const sent = await call<{ delivery_id: string }>(
      'POST',
      `${PATH}/${created.body.data.id}/test`,
      token,
    );
    expect(sent.status).toBe(202);
    expect(sent.body.data.delivery_id).toMatch(/^whd_/);
    const [endpoint] = (await list()).body.data;
    expect(endpoint?.last_deliveries).toEqual([
      {
        id: sent.body.data.delivery_id,
        event: 'webhook.test',
        status: 'pending',
        attempts: 0,
        response_status: null,
        last_error: null,
        created_at: expect.any(String),
        delivered_at: null,
      },
    ]);
    const [row] = await database()
      .db.select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, sent.body.data.delivery_id));
    expect(row?.messageId).toMatch(/^msg_/);
    expect(row?.payload).toMatchObject({
      type: 'webhook.test',
      data: { endpoint_id: created.body.data.id },
    });
  });

  it('lists the latest five deliveries of each endpoint, newest first', async () => {
    const created = await register('https://hooks.example.com/many');
    const token = await demoAdminToken(database());
    const sent: string[] = [];
    for (let n = 0; n < 7; n += 1) {
      const answer = await call<{ delivery_id: string }>(
        'POST',
        `${PATH}/${created.body.data.id}/test`,
        token,
      );
      sent.push(answer.body.data.delivery_id);
    }
    const [endpoint] = (await list()).body.data;
    expect(endpoint?.last_deliveries).toHaveLength(5);
    const times = endpoint!.last_deliveries.map((delivery) => delivery.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(sent).toEqual(expect.arrayContaining(endpoint!.last_deliveries.map((d) => d.id)));
  });

  it("answers 404 for another business's endpoint", async () => {
    const token = await createSession(database().db, {
      businessId: SEED.other.businessId,
      userId: SEED.other.userId,
    });
    const created = await register('https://hooks.example.com/mine');
    const id = created.body.data.id;
    const other = `/admin/v1/business/${SEED.other.businessId}/webhooks/${id}`;
    expect((await call('DELETE', other, token)).status).toBe(404);
    expect((await call('POST', `${other}/test`, token)).status).toBe(404);
    expect((await list()).body.data.map((endpoint) => endpoint.id)).toEqual([id]);
  });
});
