import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { linkEvents } from '../db/content.schema';
import { CONTENT_SEED } from '../seed/content';
import {
  demoAdminToken,
  postJson,
  relayedJson,
  sharedTestDatabase,
  testApp,
  type Envelope,
} from '../test/setup';
import { relaySecretFromEnv, signRelay } from './relay';
import { isoDay, SHOPPER_HEADERS } from './routes';

const database = sharedTestDatabase();
const link: string = CONTENT_SEED.demo.adminLink;

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const MINUTE_MS = 60_000;

async function count(type: string) {
  const [row] = await database()
    .db.select({ n: sql<number>`coalesce(sum(${linkEvents.count}), 0)::int` })
    .from(linkEvents)
    .where(
      and(eq(linkEvents.linkId, link), eq(linkEvents.day, isoDay()), eq(linkEvents.type, type)),
    );
  return row?.n ?? 0;
}

const shopper = (address: string) => ({
  [SHOPPER_HEADERS.userAgent]: PHONE,
  [SHOPPER_HEADERS.method]: 'GET',
  'x-test-address': address,
});

async function linkReport() {
  const token = await demoAdminToken(database());
  const response = await testApp(database()).request(`/admin/v1/analytics/links/${link}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as {
    data: { looks_analytics: { refused_unsigned: number; refused_rate_limited: number } };
  };
  return body.data.looks_analytics;
}

describe('signed relays', () => {
  it('refuses with 401 a relay that is unsigned, signed with another secret, altered or stale', async () => {
    const now = Date.now();
    const app = testApp(database(), { now: () => now });
    const before = { visits: await count('visit'), report: await linkReport() };
    const body = JSON.stringify({ link_id: link, type: 'visit' });
    const headers = { 'content-type': 'application/json' };
    const attempts: RequestInit[] = [
      // The shopper headers without a signature.
      postJson({ link_id: link, type: 'visit' }, shopper('203.0.113.60')),
      // Another secret.
      {
        method: 'POST',
        headers: { ...headers, ...signRelay('x'.repeat(40), body, shopper('203.0.113.61'), now) },
        body,
      },
      // Signed for another link.
      {
        method: 'POST',
        headers: {
          ...headers,
          ...(relayedJson({ link_id: 'lk-other', type: 'visit' }, shopper('203.0.113.62'), now)
            .headers as Record<string, string>),
        },
        body,
      },
      // Signed six minutes ago.
      relayedJson({ link_id: link, type: 'visit' }, shopper('203.0.113.63'), now - 6 * MINUTE_MS),
      // A shopper header swapped after signing.
      (() => {
        const init = relayedJson({ link_id: link, type: 'visit' }, shopper('203.0.113.64'), now);
        const signed = init.headers as Record<string, string>;
        return { ...init, headers: { ...signed, [SHOPPER_HEADERS.userAgent]: 'Other/1.0' } };
      })(),
    ];
    for (const init of attempts) {
      const response = await app.request('/public/v1/events', init);
      expect(response.status).toBe(401);
      const answer = (await response.json()) as Envelope<null>;
      expect(answer.status).toBe(false);
      expect(answer.error).toMatch(/relay/);
    }
    expect(await count('visit')).toBe(before.visits);
    // The explained counts say what was refused and why.
    const after = await linkReport();
    expect(after.refused_unsigned - before.report.refused_unsigned).toBe(5);

    // Signed four minutes ago with the right secret: counted.
    const fresh = await app.request(
      '/public/v1/events',
      relayedJson({ link_id: link, type: 'visit' }, shopper('203.0.113.65'), now - 4 * MINUTE_MS),
    );
    expect(fresh.status).toBe(200);
    expect(await count('visit')).toBe(before.visits + 1);
  });

  it('limits the events of one address with 429, counted as refused', async () => {
    const app = testApp(database(), { events: { perAddress: 3 } });
    const before = { visits: await count('visit'), report: await linkReport() };
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 5; i += 1) {
      const response = await app.request(
        '/public/v1/events',
        relayedJson({ link_id: link, type: 'add_to_cart' }, { 'x-test-address': '203.0.113.70' }),
      );
      statuses.push(response.status);
      if (response.status === 429) refused = response;
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    const answer = (await refused!.json()) as Envelope<null>;
    expect(answer).toMatchObject({ status: false, data: null });
    expect(answer.error).toMatch(/Too many shopper events/);
    // Another address is not held back.
    const other = await app.request(
      '/public/v1/events',
      relayedJson({ link_id: link, type: 'visit' }, shopper('203.0.113.71')),
    );
    expect(other.status).toBe(200);
    const after = await linkReport();
    expect(after.refused_rate_limited - before.report.refused_rate_limited).toBe(2);
  });

  it('needs RELAY_SECRET in production, and a long one', () => {
    expect(() => relaySecretFromEnv({ NODE_ENV: 'production' })).toThrow(/RELAY_SECRET/);
    expect(() => relaySecretFromEnv({ NODE_ENV: 'production', RELAY_SECRET: 'short' })).toThrow(
      /at least 32/,
    );
    const secret = 's'.repeat(40);
    expect(relaySecretFromEnv({ NODE_ENV: 'production', RELAY_SECRET: secret })).toBe(secret);
  });
});
