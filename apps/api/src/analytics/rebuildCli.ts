/**
 * `pnpm --filter @shoppable/api rollups:rebuild`: recomputes every order rollup of the database
 * `DATABASE_URL` names (unset: the PGlite folder `.data/`) from its orders, with
 * `rebuild_rollups()`. Safe while the API runs: order writes wait for it, then add themselves.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { DataFolderLockedError } from '../db/lock';

async function main(): Promise<void> {
  // The rebuild reads every order: no statement timeout of the pool applies to it.
  const database = await openDatabase({ url: process.env.DATABASE_URL, statementTimeoutMs: 0 });
  const started = Date.now();
  try {
    await database.db.execute(sql`select rebuild_rollups()`);
    console.log(`Rebuilt the order rollups from the orders in ${Date.now() - started} ms`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof DataFolderLockedError ? error.message : error);
  process.exit(1);
});
