import { afterAll, beforeAll } from 'vitest';
import { createApp, type AppOptions } from '../app';
import { openDatabase, type Database } from '../db/client';
import { seedIfEmpty } from '../seed';

/**
 * One seeded in-memory database per test file (opening PGlite takes seconds): call at the top
 * level of a test file; `get()` returns it inside tests.
 */
export function sharedTestDatabase() {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await openDatabase({ url: 'memory://' });
    await seedIfEmpty(database.db);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });
  return () => {
    if (!database) throw new Error('The test database is not open yet');
    return database;
  };
}

/** An app over the test database; the caller's address comes from the `x-test-address` header. */
export function testApp(database: Database, options: Partial<AppOptions> = {}) {
  return createApp({
    db: database.db,
    origins: [],
    clientAddress: (c) => c.req.header('x-test-address') ?? '198.51.100.1',
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
