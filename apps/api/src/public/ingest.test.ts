import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { listenForChanges } from '../db/changeFeed';
import { openDatabase, type Database, type Db } from '../db/client';
import { linkEvents, links, publicIds } from '../db/content.schema';
import { SEED } from '../seed';
import { CONTENT_SEED } from '../seed/content';
import { relayedJson, sharedTestDatabase, testApp, type Envelope } from '../test/setup';
import { EventIngest, type BatchStats, type IngestOptions } from './ingest';
import { isoDay, SHOPPER_HEADERS } from './routes';

const database = sharedTestDatabase();
const link: string = CONTENT_SEED.demo.adminLink;

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

async function count(type: string, linkId = link) {
  const [row] = await database()
    .db.select({ n: sql<number>`coalesce(sum(${linkEvents.count}), 0)::int` })
    .from(linkEvents)
    .where(
      and(eq(linkEvents.linkId, linkId), eq(linkEvents.day, isoDay()), eq(linkEvents.type, type)),
    );
  return row?.n ?? 0;
}

async function totalVisits() {
  const [row] = await database()
    .db.select({ n: links.totalVisits })
    .from(links)
    .where(eq(links.id, link));
  return row!.n;
}

const counts = async () => ({
  visit: await count('visit'),
  repeat: await count('visit_filtered_repeat'),
  total: await totalVisits(),
});

/**
 * An app over `db` with its own batcher, whose batches are reported to `batches`; the batcher may
 * see the database through `eventsDb` (a failing one).
 */
function appWith(db: Db, options: IngestOptions = {}, eventsDb = db) {
  const batches: BatchStats[] = [];
  const ingest = new EventIngest(eventsDb, { ...options, onBatch: (stats) => batches.push(stats) });
  const app = testApp({ ...database(), db }, { events: ingest });
  /** A visit relayed by the link-page server for the shopper at `address`. */
  const visit = async (address: string, linkId = link): Promise<Response> =>
    app.request(
      '/public/v1/events',
      relayedJson(
        { link_id: linkId, type: 'visit' },
        {
          [SHOPPER_HEADERS.userAgent]: PHONE,
          [SHOPPER_HEADERS.method]: 'GET',
          'x-test-address': address,
        },
      ),
    );
  return { app, ingest, batches, visit };
}

describe('shopper events recorded by group commit', () => {
  it('records many concurrent visits in one batch with a few statements, counting each rule as before', async () => {
    const before = await counts();
    const { visit, batches } = appWith(database().db, { windowMs: Infinity, maxBatch: 40 });
    // 30 shoppers, 10 of whom visit twice: the second visit of each is a repeat.
    const addresses = [
      ...Array.from({ length: 30 }, (_, i) => `192.0.2.${i + 1}`),
      ...Array.from({ length: 10 }, (_, i) => `192.0.2.${i + 1}`),
    ];
    const answers = await Promise.all(addresses.map((address) => visit(address)));
    expect(answers.map((answer) => answer.status)).toEqual(addresses.map(() => 200));
    expect(batches).toHaveLength(1);
    expect(batches[0]).toMatchObject({ events: 40, ok: true });
    // One visit at a time ran five statements or more each.
    expect(batches[0]!.statements).toBeLessThanOrEqual(10);
    expect(await counts()).toEqual({
      visit: before.visit + 30,
      repeat: before.repeat + 10,
      total: before.total + 30,
    });
  });

  it('acknowledges a request only after its batch committed, and a failed batch fails exactly its requests', async () => {
    const real = database().db;
    const log: string[] = [];
    let failNext = true;
    // The database as the batcher sees it: the first commit fails, the others are logged.
    const db = new Proxy(real, {
      get(target, key, receiver) {
        if (key !== 'transaction') return Reflect.get(target, key, receiver) as unknown;
        return async (work: (tx: Db) => Promise<unknown>) => {
          if (failNext) {
            failNext = false;
            await real.transaction(async (tx) => {
              await work(tx as unknown as Db);
              throw new Error('connection lost');
            });
          }
          const result = await real.transaction(work as never);
          log.push('committed');
          return result;
        };
      },
    });
    const { visit, ingest } = appWith(real, { windowMs: Infinity, maxBatch: 5 }, db);
    const before = await counts();

    const failed = await Promise.all(
      ['192.0.2.101', '192.0.2.102', '192.0.2.103', '192.0.2.104', '192.0.2.105'].map((address) =>
        visit(address),
      ),
    );
    expect(failed.map((answer) => answer.status)).toEqual([503, 503, 503, 503, 503]);
    const body = (await failed[0]!.json()) as Envelope<null>;
    expect(body).toEqual({
      status: false,
      data: null,
      error: 'The service is briefly unavailable, please try again',
    });
    expect(await counts()).toEqual(before);

    // The next batch commits; an unknown link in it fails on its own.
    const pending = ['192.0.2.106', '192.0.2.107', '192.0.2.108', '192.0.2.109'].map((address) =>
      visit(address).then((answer) => {
        log.push('ack');
        return answer;
      }),
    );
    const unknown = visit('192.0.2.110', 'nope-1');
    const answers = await Promise.all([...pending, unknown]);
    await ingest.flush();
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 404]);
    expect(log).toEqual(['committed', 'ack', 'ack', 'ack', 'ack']);
    expect(await counts()).toEqual({ ...before, visit: before.visit + 4, total: before.total + 4 });
  });

  it('leaves out of the repeat windows a visit refused by its address limit, in the same batch', async () => {
    let clock = Date.now();
    // Both first visits arrive well within the window; a later one waits for it alone.
    const { app, batches } = appWith(database().db, {
      windowMs: 200,
      maxBatch: 2,
      perAddress: 1,
      now: () => clock,
    });
    const visitAs = (userAgent: string) =>
      app.request(
        '/public/v1/events',
        relayedJson(
          { link_id: link, type: 'visit' },
          {
            [SHOPPER_HEADERS.userAgent]: userAgent,
            [SHOPPER_HEADERS.method]: 'GET',
            'x-test-address': '192.0.2.240',
          },
        ),
      );
    const before = await counts();
    // Two shoppers behind one address: whichever comes second is over the address's limit.
    const agents = [`${PHONE} one`, `${PHONE} two`];
    const first = await Promise.all(agents.map((agent) => visitAs(agent)));
    expect(first.map((answer) => answer.status).sort()).toEqual([200, 429]);
    expect(batches).toHaveLength(1);
    expect(await counts()).toEqual({ ...before, visit: before.visit + 1, total: before.total + 1 });
    const refused = agents[first.findIndex((answer) => answer.status === 429)]!;
    const counted = agents[first.findIndex((answer) => answer.status === 200)]!;

    // Once the address may send again, the refused shopper's visit is their first, the other's a
    // repeat.
    clock += 61_000;
    expect((await visitAs(refused)).status).toBe(200);
    clock += 61_000;
    expect((await visitAs(counted)).status).toBe(200);
    expect(await counts()).toEqual({
      visit: before.visit + 2,
      repeat: before.repeat + 1,
      total: before.total + 2,
    });
  });

  it('keeps the targets in memory while change notifications are heard, until a change is heard', async () => {
    const listener = await listenForChanges(database(), { retryMs: 50 });
    try {
      await vi.waitFor(() => expect(listener.feed.live).toBe(true), { timeout: 5000 });
      const { visit, batches } = appWith(database().db, { changes: listener.feed });
      const businessId = SEED.demo.businessId;
      const id = 'sh-ingest-known';
      await database().db.insert(publicIds).values({ id, businessId, kind: 'link' });
      await database()
        .db.insert(links)
        .values({ id, businessId, linkType: 'SHORT', urlType: 'organic' });
      expect((await visit('192.0.2.201', id)).status).toBe(200);
      await vi.waitFor(async () => {
        expect((await visit('192.0.2.202', id)).status).toBe(200);
        expect(batches.at(-1)).toMatchObject({ ok: true, targetsRead: 0 });
      });

      // Deleted straight in the database: its events are refused once the change is heard.
      await database().db.delete(links).where(eq(links.id, id));
      await database().db.delete(publicIds).where(eq(publicIds.id, id));
      await vi.waitFor(async () => expect((await visit('192.0.2.203', id)).status).toBe(404), {
        timeout: 5000,
      });
      expect(batches.at(-1)).toMatchObject({ targetsRead: 1 });
    } finally {
      await listener.stop();
    }
  });

  describe('two app instances on one database', () => {
    let second: Database | undefined;
    afterAll(async () => {
      await second?.close();
    });

    it('sum exactly: every visit counted once, a shopper judged alike by both', async () => {
      // On PostgreSQL the second app has a pool of its own, as a second process would.
      const db =
        database().kind === 'pg'
          ? (second = await openDatabase({ url: database().url })).db
          : database().db;
      const one = appWith(database().db);
      const two = appWith(db);
      const before = await counts();
      const shoppers = Array.from({ length: 40 }, (_, i) => `192.0.2.${150 + i}`);
      // Every shopper visits through both instances at once: one counts, the other is a repeat.
      const answers = await Promise.all(
        shoppers.flatMap((address) => [one.visit(address), two.visit(address)]),
      );
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      await Promise.all([one.ingest.flush(), two.ingest.flush()]);
      expect(await counts()).toEqual({
        visit: before.visit + 40,
        repeat: before.repeat + 40,
        total: before.total + 40,
      });
    });
  });
});
