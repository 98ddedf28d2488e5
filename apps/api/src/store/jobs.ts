/**
 * Background jobs (product sync, media compression). A job row is RUNNING until its
 * `completesAt` passes (then COMPLETE) unless its work marked it FAILED: the status is derived from
 * the clock, so a restart never leaves a job stuck. Work runs after the answer is sent.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/store.schema';

const running = new Set<Promise<void>>();

/** Runs `work` after the current request; failures are logged and mark the job FAILED. */
export function runInBackground(db: Db, jobId: string, work: () => Promise<void>): void {
  const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch(async (error: unknown) => {
      console.error(`Job ${jobId} failed`, error);
      // The database may be gone (a stop that ran out of time): the failure stays logged only.
      await db
        .update(jobs)
        .set({ status: 'FAILED' })
        .where(eq(jobs.id, jobId))
        .catch((markError: unknown) => {
          console.error(`Job ${jobId} could not be marked FAILED`, markError);
        });
    })
    .finally(() => running.delete(task));
  running.add(task);
}

/** Waits for every background task started so far (tests, shutdown). */
export async function settleBackgroundWork(): Promise<void> {
  while (running.size > 0) await Promise.all([...running]);
}

/** Creates a job that completes `durationMs` from now. */
export async function createJob(
  db: Db,
  job: {
    businessId: string;
    kind: 'product_sync' | 'compression';
    durationMs: number;
    payload?: Record<string, unknown>;
  },
): Promise<typeof jobs.$inferSelect> {
  const [row] = await db
    .insert(jobs)
    .values({
      id: randomUUID(),
      businessId: job.businessId,
      kind: job.kind,
      payload: job.payload ?? null,
      completesAt: new Date(Date.now() + job.durationMs),
    })
    .returning();
  return row!;
}

/** A job's status now: FAILED as stored, else COMPLETE once its time has passed, else RUNNING. */
export function jobStatus(row: typeof jobs.$inferSelect, now = new Date()): string {
  if (row.status !== 'RUNNING') return row.status;
  return now >= row.completesAt ? 'COMPLETE' : 'RUNNING';
}
