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
}

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  const migrationsFolder = join(apiRoot(), 'drizzle');
  const url = options.url?.trim() || undefined;

  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const { Pool } = (await import('pg')).default;
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: url });
    const db = drizzle(pool, { schema });
    try {
      await migrate(db, { migrationsFolder });
    } catch (error) {
      await pool.end();
      throw error;
    }
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
