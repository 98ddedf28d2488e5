import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase } from './db/client';
import { DataFolderLockedError } from './db/lock';
import { seedIfEmpty } from './seed';
import { shutdown, SHUTDOWN_GRACE_MS } from './shutdown';

const port = Number(process.env.PORT ?? 8787);

/** A positive integer from the environment, or undefined (the defaults apply). */
function positiveInt(name: string): number | undefined {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}
const perUsername = positiveInt('LOGIN_MAX_FAILURES_PER_USERNAME');
const perAddress = positiveInt('LOGIN_MAX_FAILURES_PER_ADDRESS');
const checkoutsPerAddress = positiveInt('CHECKOUTS_PER_ADDRESS');

async function main() {
  const started = Date.now();
  let database;
  try {
    database = await openDatabase({ url: process.env.DATABASE_URL });
  } catch (error) {
    if (error instanceof DataFolderLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (await seedIfEmpty(database.db)) console.log('Seeded the demo data');

  const server = serve(
    {
      fetch: createApp({
        db: database.db,
        limits: {
          ...(perUsername ? { perUsername } : {}),
          ...(perAddress ? { perAddress } : {}),
          ...(checkoutsPerAddress ? { checkoutsPerAddress } : {}),
        },
      }).fetch,
      hostname: '127.0.0.1',
      port,
    },
    (info) => {
      console.log(`API listening on http://127.0.0.1:${info.port}`);
      console.log(`Ready in ${Date.now() - started} ms (${database.kind})`);
    },
  );

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping: waiting for open requests and running jobs');
    shutdown(server, database)
      .then((settled) => {
        if (!settled) console.warn(`Stopped after ${SHUTDOWN_GRACE_MS} ms with work still open`);
        process.exit(0);
      })
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
