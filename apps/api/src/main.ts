import { serve } from '@hono/node-server';
import { createApp } from './app';
import { listenForChanges, type ChangeListener } from './db/changeFeed';
import { openDatabase } from './db/client';
import { DataFolderLockedError } from './db/lock';
import { seedIfEmpty } from './seed';
import { shutdown, SHUTDOWN_GRACE_MS } from './shutdown';
import { createWebhookWorker } from './webhooks/worker';

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
  // Change notifications let sessions and link lists be answered from memory (src/db/changeFeed.ts);
  // DATABASE_LISTEN_URL names a direct connection when DATABASE_URL is a pooler's, `off` none.
  const listenUrl = process.env.DATABASE_LISTEN_URL?.trim() || undefined;
  let changes: ChangeListener | undefined;
  if (listenUrl !== 'off') {
    changes = await listenForChanges(database, { url: listenUrl, log: console.log });
  }

  // Every process sends due webhook deliveries; the outbox's claims keep them from sending one twice.
  const webhooks = createWebhookWorker({ db: database.db });
  webhooks.start();

  const server = serve(
    {
      fetch: createApp({
        db: database.db,
        limits: {
          ...(perUsername ? { perUsername } : {}),
          ...(perAddress ? { perAddress } : {}),
          ...(checkoutsPerAddress ? { checkoutsPerAddress } : {}),
        },
        ...(changes ? { changes: changes.feed } : {}),
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
    const closing = {
      close: async () => {
        await changes?.stop();
        await database.close();
      },
    };
    shutdown(server, closing, { workers: [webhooks] })
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
