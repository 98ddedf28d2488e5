import { createServer, type Server, type Socket } from 'node:net';
import { DrizzleQueryError, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createSession } from '../auth/session';
import { SEED, seedIfEmpty } from '../seed';
import { freePort, startPgServer, type PgServer } from '../test/pgServer';
import { bearer, postJson, testApp } from '../test/setup';
import { listenForChanges, type ChangeListener } from './changeFeed';
import { createPool, openDatabase, type Database, type Db } from './client';
import { links } from './content.schema';
import * as schema from './schema';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from './unavailable';

const DEMO = SEED.demo.businessId;
/** The budget of an answer while the database is away, and of being back after it returns. */
const BUDGET_MS = 5_000;
const quiet = () => undefined;

/** Polls `attempt` until it answers true, for at most `ms`; answers how long it took. */
async function within(ms: number, attempt: () => Promise<boolean> | boolean): Promise<number> {
  const start = performance.now();
  for (;;) {
    if (await attempt()) return performance.now() - start;
    if (performance.now() - start > ms) throw new Error(`Not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A request's status, its envelope and how long it took. */
async function timed(
  app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> },
  path: string,
  init?: RequestInit,
) {
  const start = performance.now();
  const response = await app.request(path, init);
  const body = (await response.json()) as { status: boolean; data: unknown; error: string | null };
  return { status: response.status, body, ms: performance.now() - start, response };
}

/** Expects the outage answer: 503, the envelope with the message, a retry hint, in time. */
function expectUnavailable(answer: Awaited<ReturnType<typeof timed>>) {
  expect(answer.status).toBe(503);
  expect(answer.body).toEqual({ status: false, data: null, error: UNAVAILABLE_MESSAGE });
  expect(answer.response.headers.get('retry-after')).toBe('2');
  expect(answer.ms).toBeLessThan(BUDGET_MS);
}

describe('what counts as the database being away', () => {
  it('is a connection refused, reset or timed out, a server shutting down, in drizzle’s wrapper or not', () => {
    const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });
    for (const error of [
      coded('ECONNREFUSED'),
      coded('57P01', 'terminating connection due to administrator command'),
      coded('57P03', 'the database system is starting up'),
      coded('08006'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Connection terminated unexpectedly'),
      new DrizzleQueryError('select 1', [], coded('ECONNRESET')),
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(true);
    }
    for (const error of [
      coded('23505', 'duplicate key value violates unique constraint'),
      coded('42P01', 'relation does not exist'),
      new DrizzleQueryError('select 1', [], coded('22P02')),
      new Error('Invalid body'),
      'ECONNREFUSED',
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});

describe('an API whose PostgreSQL cannot be reached', () => {
  let silent: Server;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    // Accepts connections and never answers, as an address that swallows packets would.
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  async function appOn(url: string) {
    const pool = await createPool(url, { log: quiet });
    const app = createApp({
      db: drizzle(pool, { schema }) as unknown as Db,
      origins: [],
      clientAddress: () => '198.51.100.1',
    });
    return { app, end: () => pool.end() };
  }

  it('answers 503 with the envelope at once when the server refuses connections', async () => {
    const { app, end } = await appOn(`postgres://postgres@127.0.0.1:${await freePort()}/postgres`);
    try {
      expectUnavailable(await timed(app, '/public/v1/pages/demo/lk-demo-01?device=PC'));
      expectUnavailable(await timed(app, '/auth/verify', postJson({}, bearer('some-token'))));
    } finally {
      await end();
    }
  });

  it('answers 503 within the connection timeout when the server never answers', async () => {
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const { app, end } = await appOn(`postgres://postgres@127.0.0.1:${port}/postgres`);
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => timed(app, '/public/v1/pages/demo/lk-demo-01?device=PC')),
      );
      // More requests than the pool has connections: the queued ones are bounded too.
      for (const answer of answers) expectUnavailable(answer);
    } finally {
      await end();
    }
  });
});

type Item = { link_id: string; description: string | null };

// Restarting a server stops every connection on it: the PostgreSQL leg's shared server serves
// the other test files meanwhile, so this file starts a throwaway server of its own there.
describe.runIf(process.env.DATABASE_URL?.startsWith('postgres') === true)(
  'an API under a PostgreSQL restart',
  () => {
    let server: PgServer;
    let database: Database;
    let listener: ChangeListener;
    let app: ReturnType<typeof testApp>;
    let token: string;

    beforeAll(async () => {
      server = await startPgServer();
      database = await openDatabase({ url: server.url, log: quiet });
      await seedIfEmpty(database.db);
      listener = await listenForChanges(database);
      app = testApp(database, { changes: listener.feed });
      token = await createSession(database.db, { businessId: DEMO, userId: SEED.demo.userId });
    }, 180_000);

    afterAll(async () => {
      await listener?.stop();
      await database?.close();
      await server?.remove();
    }, 60_000);

    const list = () =>
      timed(app, `/admin/v1/links/${DEMO}?count=28`, { method: 'POST', headers: bearer(token) });
    const descriptionOf = async (id: string) => {
      const answer = await list();
      expect(answer.status).toBe(200);
      return (answer.body.data as Item[]).find((l) => l.link_id === id)?.description;
    };
    /** Changes a description without any trigger: nothing is notified, no version bumps. */
    const silently = (id: string, description: string) =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.update(links).set({ description }).where(eq(links.id, id));
      });

    it('answers 503 while the server is down, and is itself again within 5 s of its return', async () => {
      const first = await list();
      expect(first.status).toBe(200);
      const link = (first.body.data as Item[]).find((l) => l.description !== null)!;
      expect(listener.feed.live).toBe(true);

      await server.stop();
      // The listener's connection went with the server: what the caches held is dropped.
      await within(BUDGET_MS, () => !listener.feed.live);
      const during = await Promise.all([
        list(),
        timed(app, '/auth/verify', postJson({}, bearer(token))),
        timed(app, '/public/v1/pages/demo/lk-demo-01?device=PC'),
        list(),
      ]);
      for (const answer of during) expectUnavailable(answer);

      await server.start();
      await within(BUDGET_MS, async () => (await list()).status === 200);
      // The listener subscribed again on its own (backoff capped at 2 s).
      await within(BUDGET_MS, () => listener.feed.live);

      // Live again: once read with a session from memory too (a list read while the listener
      // came back is kept only by the content version, which a session from memory lacks), the
      // list comes from memory: a change nobody is told of is not seen...
      await list();
      await list();
      expect(await descriptionOf(link.link_id)).toBe(link.description);
      await silently(link.link_id, 'Unnoticed after the restart');
      expect(await descriptionOf(link.link_id)).toBe(link.description);
      // ...and a change notification after the restart still drops it.
      const mark = listener.feed.mark();
      await database.db
        .update(links)
        .set({ description: 'Edited after the restart' })
        .where(eq(links.id, link.link_id));
      await within(BUDGET_MS, () => !listener.feed.contentFresh(DEMO, mark));
      expect(await descriptionOf(link.link_id)).toBe('Edited after the restart');
    });

    it('answers every request under a restart with its data or the 503, each within 5 s', async () => {
      let running = true;
      const answers: Awaited<ReturnType<typeof timed>>[] = [];
      const traffic = Array.from({ length: 4 }, async () => {
        while (running) answers.push(await list());
      });
      await within(BUDGET_MS, () => answers.length > 10);
      await server.restart();
      const back = answers.length;
      await within(BUDGET_MS, () => answers.slice(back).some((answer) => answer.status === 200));
      running = false;
      await Promise.all(traffic);
      for (const answer of answers) {
        if (answer.status !== 200) expectUnavailable(answer);
        expect(answer.ms).toBeLessThan(BUDGET_MS);
      }
      expect(answers.some((answer) => answer.status === 503)).toBe(true);
      await within(BUDGET_MS, () => listener.feed.live);
    });
  },
);
