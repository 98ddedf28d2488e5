import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSession } from '../auth/session';
import { linkEvents } from '../db/content.schema';
import { SEED } from '../seed';
import { CONTENT_SEED } from '../seed/content';
import { postJson, relayedJson, sharedTestDatabase, testApp } from '../test/setup';
import { isoDay, SHOPPER_HEADERS } from './routes';

const database = sharedTestDatabase();
const app = () => testApp(database());
const link = CONTENT_SEED.demo.adminLink;

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const SLACK = 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)';
const WHATSAPP = 'WhatsApp/2.23.20.0 A';

async function count(type: string) {
  const [row] = await database()
    .db.select({ n: sql<number>`coalesce(sum(${linkEvents.count}), 0)::int` })
    .from(linkEvents)
    .where(
      and(eq(linkEvents.linkId, link), eq(linkEvents.day, isoDay()), eq(linkEvents.type, type)),
    );
  return row?.n ?? 0;
}

const counts = async () => ({
  visit: await count('visit'),
  bot: await count('visit_filtered_bot'),
  repeat: await count('visit_filtered_repeat'),
});

/** A visit relayed by the link-page server with the shopper's request. */
function relay(userAgent: string, address: string, extra: Record<string, string> = {}) {
  return app().request(
    '/public/v1/events',
    relayedJson(
      { link_id: link, type: 'visit' },
      {
        [SHOPPER_HEADERS.userAgent]: userAgent,
        [SHOPPER_HEADERS.method]: 'GET',
        'x-test-address': address,
        ...extra,
      },
    ),
  );
}

describe('explained counts: visits judged when recorded', () => {
  it('counts a phone shopper once per 30 minutes; repeats and bots are kept as filtered', async () => {
    const before = await counts();
    expect((await relay(PHONE, '203.0.113.7')).status).toBe(200);
    await relay(PHONE, '203.0.113.7');
    await relay(SLACK, '203.0.113.8');
    await relay(WHATSAPP, '203.0.113.9');
    await relay(PHONE, '203.0.113.10', { [SHOPPER_HEADERS.method]: 'HEAD' });
    await relay(PHONE, '203.0.113.11', { [SHOPPER_HEADERS.purpose]: 'prefetch' });
    // Another shopper (another address) counts on its own.
    await relay(PHONE, '203.0.113.12');
    expect(await counts()).toEqual({
      visit: before.visit + 2,
      bot: before.bot + 4,
      repeat: before.repeat + 1,
    });
  });

  it('judges a direct call by its own request: its address and user agent', async () => {
    const before = await counts();
    const direct = (userAgent: string | null, address: string) =>
      app().request(
        '/public/v1/events',
        postJson(
          { link_id: link, type: 'visit' },
          { ...(userAgent ? { 'user-agent': userAgent } : {}), 'x-test-address': address },
        ),
      );
    expect((await direct(PHONE, '203.0.113.40')).status).toBe(200);
    // The same caller again is a repeat; a script without a user agent or a crawler is a bot.
    await direct(PHONE, '203.0.113.40');
    await direct(null, '203.0.113.41');
    await direct('curl/8.5.0', '203.0.113.42');
    // Twenty calls of one stranger count once.
    for (let i = 0; i < 20; i += 1) await direct(PHONE, '203.0.113.43');
    expect(await counts()).toEqual({
      visit: before.visit + 2,
      bot: before.bot + 2,
      repeat: before.repeat + 20,
    });
  });
});

describe('QR scans counted apart (issue 19)', () => {
  it('keeps a counted visit with utm_medium=qr as a scan too, and link analytics answer it', async () => {
    const token = await createSession(database().db, {
      businessId: SEED.demo.businessId,
      userId: SEED.demo.userId,
    });
    const report = async () => {
      const response = await app().request(`/admin/v1/analytics/links/${link}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await response.json()) as {
        data: { looks_analytics: { visits: number; qr_scans: number } };
      };
      return body.data.looks_analytics;
    };
    const before = { scans: await count('visit_qr'), report: await report() };
    const qr = { [SHOPPER_HEADERS.utmMedium]: 'qr' };
    await relay(PHONE, '198.51.100.1', qr);
    // A repeat within 30 minutes, a bot and another medium are no scans.
    await relay(PHONE, '198.51.100.1', qr);
    await relay(SLACK, '198.51.100.2', qr);
    await relay(PHONE, '198.51.100.3', { [SHOPPER_HEADERS.utmMedium]: 'social' });
    expect(await count('visit_qr')).toBe(before.scans + 1);
    const after = await report();
    expect(after.qr_scans - before.report.qr_scans).toBe(1);
    // A scan is a visit too.
    expect(after.visits - before.report.visits).toBe(2);
  });
});
