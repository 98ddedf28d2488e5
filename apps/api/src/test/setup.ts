import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { createApp, type AppOptions } from '../app';
import { createSession } from '../auth/session';
import { openDatabase, type Database } from '../db/client';
import { signRelay } from '../public/relay';
import { SEED, seedIfEmpty } from '../seed';
import { settleBackgroundWork } from '../store/jobs';

/**
 * A fresh database for one test file: PGlite in memory, or, when `DATABASE_URL` names a
 * PostgreSQL server, a new database created on it (dropped on close), so files running in
 * parallel never share rows.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL?.trim();
  if (!url || !/^postgres(ql)?:\/\//.test(url)) return openDatabase({ url: 'memory://' });
  const { Client } = (await import('pg')).default;
  const name = `shoppable_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      // Without FORCE: terminating a pool client that is still closing would surface as an
      // unhandled error in the test file. Wait for the last connections to go instead.
      const dropper = new Client({ connectionString: url });
      await dropper.connect();
      try {
        for (let attempt = 1; ; attempt += 1) {
          try {
            await dropper.query(`DROP DATABASE IF EXISTS "${name}"`);
            break;
          } catch (error) {
            if (attempt >= 40) throw error;
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
        }
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * One seeded database per test file (opening PGlite takes seconds; see `openTestDatabase`): call
 * at the top level of a test file; `get()` returns it inside tests. The hooks allow 3 minutes: on
 * a loaded 2-core machine opening and seeding alone have taken over a minute.
 */
export function sharedTestDatabase() {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedIfEmpty(database.db);
  }, 180_000);
  afterAll(async () => {
    await settleBackgroundWork();
    await database?.close();
  }, 180_000);
  return () => {
    if (!database) throw new Error('The test database is not open yet');
    return database;
  };
}

/** The relay secret of the test apps (the link-page server's, as far as they know). */
export const TEST_RELAY_SECRET = 'test-relay-secret-of-at-least-32-characters';

/** An app over the test database; the caller's address comes from the `x-test-address` header. */
export function testApp(database: Database, options: Partial<AppOptions> = {}) {
  return createApp({
    db: database.db,
    origins: [],
    clientAddress: (c) => c.req.header('x-test-address') ?? '198.51.100.1',
    relaySecret: TEST_RELAY_SECRET,
    ...options,
  });
}

/** A JSON POST. */
export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
}

/**
 * A JSON POST relayed by the link-page server: signed with the test relay secret at `now`, with the
 * shopper headers (`x-shopper-*`) among `headers`, if any.
 */
export function relayedJson(
  body: unknown,
  headers: Record<string, string> = {},
  now = Date.now(),
): RequestInit {
  const text = JSON.stringify(body);
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...signRelay(TEST_RELAY_SECRET, text, headers, now),
    },
    body: text,
  };
}

/** The answer of every call, `{ status, data, error }`, with `data` typed by the test. */
export interface Envelope<T> {
  status: boolean;
  data: T;
  error: string | null;
}

/** The Authorization header of a session token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A new session of the seeded demo merchant's admin. */
export const demoAdminToken = (database: Database) =>
  createSession(database.db, { businessId: SEED.demo.businessId, userId: SEED.demo.userId });

/** GET and JSON POST over the app (with a session token, if any): the HTTP status and the answer. */
export function apiCalls(app: () => ReturnType<typeof testApp>) {
  async function answer<T>(response: Response) {
    return { status: response.status, body: (await response.json()) as Envelope<T> };
  }
  return {
    get: async <T>(path: string, token?: string) =>
      answer<T>(await app().request(path, { headers: token ? bearer(token) : {} })),
    post: async <T>(path: string, body: unknown, token?: string) =>
      answer<T>(await app().request(path, postJson(body, token ? bearer(token) : {}))),
  };
}
