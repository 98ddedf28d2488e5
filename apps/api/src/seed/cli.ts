/**
 * `pnpm --filter @shoppable/api seed [--reset]`: seeds the database `DATABASE_URL` names (unset:
 * the PGlite folder `.data/`) when it is empty; `--reset` first drops every table and uploaded
 * file, re-applies the migrations and seeds from scratch. Stops with a clear message while the
 * server holds the PGlite folder. `--orders N` then adds N synthetic orders to `demo` (a big
 * merchant to measure analytics with; `src/seed/bulkOrders.ts`).
 */
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { DataFolderLockedError } from '../db/lock';
import { uploadsDir } from '../media/routes';
import { seedIfEmpty } from '../seed';
import { seedBulkOrders } from './bulkOrders';

async function main(): Promise<void> {
  const reset = process.argv.includes('--reset');
  const ordersAt = process.argv.indexOf('--orders');
  const bulk = ordersAt >= 0 ? Number(process.argv[ordersAt + 1]) : 0;
  if (ordersAt >= 0 && !(Number.isInteger(bulk) && bulk > 0)) {
    console.error('--orders takes a positive integer, e.g. --orders 1000000');
    process.exit(1);
  }
  const url = process.env.DATABASE_URL;
  // A CLI run: a big --orders load takes longer than a request may.
  let database = await openDatabase({ url, statementTimeoutMs: 0 });
  if (reset) {
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`drop schema if exists public cascade`);
    await database.db.execute(sql`create schema public`);
    await database.close();
    rmSync(uploadsDir(), { recursive: true, force: true });
    database = await openDatabase({ url, statementTimeoutMs: 0 });
    console.log('Dropped everything and re-applied the migrations');
  }
  const started = Date.now();
  try {
    if (await seedIfEmpty(database.db)) {
      console.log(`Seeded the demo data in ${Date.now() - started} ms`);
    } else {
      console.log('The database already holds data: nothing seeded (--reset starts over)');
    }
    if (bulk > 0) {
      const at = Date.now();
      await seedBulkOrders(database.db, bulk);
      console.log(`Added ${bulk} orders to demo and rebuilt the rollups in ${Date.now() - at} ms`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof DataFolderLockedError ? error.message : error);
  process.exit(1);
});
