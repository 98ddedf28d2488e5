import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { acquireLock } from './lock';
import * as schema from './schema';

/** The database, whatever the driver (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** Which driver: `pglite` (folder or memory) or `pg`. */
  kind: 'pglite' | 'pg';
  /** The PostgreSQL server's address (pg only): the change listener connects there by default. */
  url?: string;
  close: () => Promise<void>;
}

/** The apps/api folder: the first parent of this module holding `drizzle/meta/_journal.json`. */
export function apiRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the drizzle migrations folder');
    dir = parent;
  }
}

export interface OpenOptions {
  /** `DATABASE_URL`: unset → PGlite in `dataDir`; `memory://` → PGlite in memory; `postgres://…`. */
  url?: string | undefined;
  /** The PGlite folder when `url` is unset (default `apps/api/.data`). */
  dataDir?: string;
  /**
   * PostgreSQL only: how long a request waits for a connection (ms; default
   * `DATABASE_CONNECT_TIMEOUT_MS`, else 2000).
   */
  connectTimeoutMs?: number;
  /**
   * PostgreSQL only: the statement timeout of the pool's connections (ms; default
   * `DATABASE_STATEMENT_TIMEOUT_MS`, else 30000; 0 for none).
   */
  statementTimeoutMs?: number;
  /** Where a lost connection is said (default `console.warn`). */
  log?: (message: string) => void;
}

/** How long a request waits for a pooled connection by default (ms). */
export const CONNECT_TIMEOUT_MS = 2_000;
/** The statement timeout of pooled connections by default (ms). */
export const STATEMENT_TIMEOUT_MS = 30_000;

/** A whole number of ms from the environment (0 allowed), or undefined. */
function envMs(name: string): number | undefined {
  const text = process.env[name]?.trim();
  if (!text) return undefined;
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** The pool's timeouts: the options, else the environment, else the defaults. */
export function poolTimeouts(
  options: Pick<OpenOptions, 'connectTimeoutMs' | 'statementTimeoutMs'>,
) {
  const connectMs =
    options.connectTimeoutMs ?? envMs('DATABASE_CONNECT_TIMEOUT_MS') ?? CONNECT_TIMEOUT_MS;
  return {
    // 0 would mean "wait forever" to pg: a request must never hang on a missing server.
    connectMs: connectMs > 0 ? connectMs : CONNECT_TIMEOUT_MS,
    statementMs:
      options.statementTimeoutMs ?? envMs('DATABASE_STATEMENT_TIMEOUT_MS') ?? STATEMENT_TIMEOUT_MS,
  };
}

/**
 * The pool of a PostgreSQL server, ready for an outage: bounded waits for a connection and for a
 * statement, and connections the server drops (a restart) forgotten instead of ending the process.
 */
export async function createPool(
  url: string,
  options: Pick<OpenOptions, 'connectTimeoutMs' | 'statementTimeoutMs' | 'log'> = {},
) {
  const { Pool } = (await import('pg')).default;
  const timeouts = poolTimeouts(options);
  const log = options.log ?? console.warn;
  const pool = new Pool({
    connectionString: url,
    // A server that is down or unreachable fails the request within this bound (503).
    connectionTimeoutMillis: timeouts.connectMs,
    ...(timeouts.statementMs > 0
      ? {
          statement_timeout: timeouts.statementMs,
          // A connection that vanished without a word (a network cut) is given up a little after
          // the server itself would have cancelled the statement.
          query_timeout: timeouts.statementMs + 2_000,
        }
      : {}),
    keepAlive: true,
  });
  // An idle connection the server closes (a restart) is an `error` event of the pool; a
  // connection in use reports it on its own client, which the pool leaves without a listener while
  // lent out. Unheard, either one ends the process; the pool drops broken connections and opens
  // new ones when asked.
  let told = false;
  pool.on('error', (error) => {
    if (told) return;
    told = true;
    log(`Database connection lost (${error.message}): reconnecting on the next request`);
  });
  pool.on('connect', (client) => {
    told = false;
    client.on('error', () => undefined);
  });
  return pool;
}

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  const migrationsFolder = join(apiRoot(), 'drizzle');
  const url = options.url?.trim() || undefined;

  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const { Client } = (await import('pg')).default;
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // Migrations run on a connection of their own, without the pool's timeouts: a migration that
    // rewrites a big table may take longer than any request should.
    const migrator = new Client({ connectionString: url });
    migrator.on('error', () => undefined);
    try {
      await migrator.connect();
      await migrate(drizzle(migrator, { schema }), { migrationsFolder });
    } finally {
      await migrator.end().catch(() => undefined);
    }
    const pool = await createPool(url, options);
    const db = drizzle(pool, { schema });
    return { db: db as unknown as Db, kind: 'pg', url, close: () => pool.end() };
  }

  if (url && url !== 'memory://') {
    throw new Error(`Unsupported DATABASE_URL "${url}": use memory:// or postgres://…`);
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');

  let release = () => {};
  let client: InstanceType<typeof PGlite>;
  if (url === 'memory://') {
    client = new PGlite();
  } else {
    const dataDir = resolve(options.dataDir ?? join(apiRoot(), '.data'));
    release = acquireLock(join(dataDir, 'api.lock'));
    try {
      client = new PGlite(join(dataDir, 'pglite'));
    } catch (error) {
      release();
      throw error;
    }
  }
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    try {
      await client.close();
    } finally {
      release();
    }
  };
  const db = drizzle(client, { schema });
  try {
    await migrate(db, { migrationsFolder });
  } catch (error) {
    await close();
    throw error;
  }
  return { db: db as unknown as Db, kind: 'pglite', close };
}
