/**
 * Rate limits kept in the database (table `rate_limits`), so that several API processes on one
 * database count the same hits. A key counts hits until it has been quiet for a window; over its
 * limit a key waits either until the window ends (requests: reset mails, availability checks) or,
 * for failures, a delay that starts at 1 s and doubles with every further failure up to the
 * window (so an attacker slows down fast while a typo costs the owner a second).
 */
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { ApiError } from '../http';

export interface Policy {
  /** Hits allowed before waiting. */
  max: number;
  windowMs: number;
  /** Wait a doubling delay per hit over `max` (failures) instead of the rest of the window. */
  growing?: boolean;
}

interface Counter {
  hits: number;
  lastHitAt: Date;
  expiresAt: Date;
}

const FIRST_DELAY_MS = 1000;

/** Seconds a counter must wait under `policy` at `now` (0: go ahead). */
export function waitOf(counter: Counter | undefined, policy: Policy, now: number): number {
  if (!counter || counter.expiresAt.getTime() <= now || counter.hits < policy.max) return 0;
  const until = policy.growing
    ? counter.lastHitAt.getTime() +
      Math.min(FIRST_DELAY_MS * 2 ** (counter.hits - policy.max), policy.windowMs)
    : counter.expiresAt.getTime();
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** A 429 with `Retry-After`. */
export function tooMany(what: string, wait: number): ApiError {
  return new ApiError(429, `Too many ${what}; try again in ${wait} s`, {
    'Retry-After': String(wait),
  });
}

export class RateLimits {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds `key` must wait before its next attempt (0: go ahead). */
  async wait(key: string, policy: Policy): Promise<number> {
    const [counter] = await this.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, key))
      .limit(1);
    return waitOf(counter, policy, this.now());
  }

  /** Counts one hit of `key` and answers its counter (atomic across processes). */
  async hit(key: string, policy: Policy): Promise<Counter> {
    const now = this.now();
    const at = new Date(now);
    const fresh = new Date(now + policy.windowMs);
    const expired = sql`${rateLimits.expiresAt} <= ${at.toISOString()}::timestamptz`;
    const [counter] = await this.db
      .insert(rateLimits)
      .values({ key, hits: 1, lastHitAt: at, expiresAt: fresh })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
          lastHitAt: at,
          // Failures keep the counter while they go on; requests count in fixed windows.
          expiresAt: policy.growing
            ? fresh
            : sql`case when ${expired} then ${fresh.toISOString()}::timestamptz else ${rateLimits.expiresAt} end`,
        },
      })
      .returning();
    if (Math.random() < 0.01) await this.sweep();
    return counter!;
  }

  /**
   * Counts a request of each key and throws a 429 when one of them is over its limit. Every
   * request counts, refused ones too, so hammering never shortens the wait.
   */
  async take(what: string, limits: [key: string, policy: Policy][]): Promise<void> {
    const counters = await Promise.all(limits.map(([key, policy]) => this.hit(key, policy)));
    const now = this.now();
    const wait = Math.max(
      ...counters.map((counter, i) =>
        // This request is hit number `hits`: it may go while that is within the limit.
        counter.hits > limits[i]![1].max ? waitOf(counter, limits[i]![1], now) : 0,
      ),
    );
    if (wait > 0) throw tooMany(what, wait);
  }

  /** Forgets `key` (a successful login). */
  async clear(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, key));
  }

  /** Drops the counters that have started over. */
  private async sweep(): Promise<void> {
    await this.db.delete(rateLimits).where(lt(rateLimits.expiresAt, new Date(this.now())));
  }
}
