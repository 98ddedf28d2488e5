/**
 * A clean stop (SIGINT/SIGTERM): no new connections, running background jobs (product sync), the
 * webhook worker's pass and open requests finish within a bound, then the database closes (PGlite
 * flushes and frees its folder lock). Media compression needs no waiting: its status is derived
 * from the clock.
 */
import type { Database } from './db/client';
import { settleBackgroundWork } from './store/jobs';

/** How long a stop waits for running jobs and open requests before closing anyway (ms). */
export const SHUTDOWN_GRACE_MS = 10_000;

/** The part of a Node HTTP server a stop uses. */
export interface StoppableServer {
  close: (callback?: (error?: Error) => void) => unknown;
  /** Drops connections still open (keep-alive or slow requests) once the grace time is over. */
  closeAllConnections?: () => void;
}

/** Work the process runs on its own (the webhook worker): stopped before the database closes. */
export interface StoppableWorker {
  /** Starts no more work and resolves once the work under way has finished. */
  stop: () => Promise<void>;
}

/** Settles `work` within `ms`: true when it finished in time, false when the time ran out first. */
async function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([work.then(() => true as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Stops the server: it takes no new connections and `workers` start no more work; it waits up to
 * `graceMs` for open requests, the workers' work under way and background jobs (those the
 * requests still start included), drops what is still open, and closes the database last.
 * Answers whether everything finished within the grace time.
 */
export async function shutdown(
  server: StoppableServer,
  database: Pick<Database, 'close'>,
  {
    graceMs = SHUTDOWN_GRACE_MS,
    workers = [],
  }: { graceMs?: number; workers?: readonly StoppableWorker[] } = {},
): Promise<boolean> {
  const closed = new Promise<void>((resolve) => {
    // An error here means the server was not listening: nothing is left to wait for.
    server.close(() => resolve());
  });
  const stopped = Promise.all(workers.map((worker) => worker.stop()));
  const settled = await within(
    Promise.all([closed.then(() => settleBackgroundWork()), stopped]),
    graceMs,
  );
  if (!settled) server.closeAllConnections?.();
  await database.close();
  return settled;
}
