/**
 * `pnpm --filter @shoppable/api seed [--reset]`: seeds the database `DATABASE_URL` names (unset:
 * the PGlite folder `.data/`) when it is empty; `--reset` first drops every table and uploaded
 * file, re-applies the migrations and seeds from scratch. Stops with a clear message while the
 * server holds the PGlite folder.
 */
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { DataFolderLockedError } from '../db/lock';
import { uploadsDir } from '../media/routes';
import { seedIfEmpty } from '../seed';

async function main(): Promise<void> {
  const reset = process.argv.includes('--reset');
  const url = process.env.DATABASE_URL;
  let database = await openDatabase({ url });
  if (reset) {
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`drop schema if exists public cascade`);
    await database.db.execute(sql`create schema public`);
    await database.close();
    rmSync(uploadsDir(), { recursive: true, force: true });
    database = await openDatabase({ url });
    console.log('Dropped everything and re-applied the migrations');
  }
  const started = Date.now();
  try {
    if (await seedIfEmpty(database.db)) {
      console.log(`Seeded the demo data in ${Date.now() - started} ms`);
    } else {
      console.log('The database already holds data: nothing seeded (--reset starts over)');
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof DataFolderLockedError ? error.message : error);
  process.exit(1);
});
