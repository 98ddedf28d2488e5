/**
 * The request throttles of the sign-in side, on the database-backed `RateLimits`:
 *
 * - Failed sign-ins per (account, address) and per address, with growing delays: an attacker
 *   slows down to one try per window while the owner, from any other address, signs in at once
 *   (a per-account lock would let anyone lock the owner out).
 * - Password-reset requests per address and per account named (whether or not it exists).
 * - Username and email availability checks per address (they tell which accounts exist).
 * - Public checkouts per shopper address (each takes stock and credits a link and an influencer).
 */
import type { Context } from 'hono';
import type { Db } from '../db/client';
import { ApiError } from '../http';
import { RateLimits, tooMany, type Policy } from './rateLimit';

/** The one answer to a wrong password and to an unknown user. */
export const BAD_CREDENTIALS = 'Wrong username or password';

const MINUTE_MS = 60 * 1000;

export interface LoginLimits {
  /** Failures of one account from one address before the delays start (default 5). */
  perUsername?: number;
  /** Failures from one address, any account, before the delays start (default 20). */
  perAddress?: number;
  /** Quiet time after which failures are forgotten (default 15 min). */
  windowMs?: number;
  /** Public checkouts one shopper address may place in 15 minutes (default 20). */
  checkoutsPerAddress?: number;
}

export const RESET_PER_ADDRESS: Policy = { max: 10, windowMs: 15 * MINUTE_MS };
export const RESET_PER_ACCOUNT: Policy = { max: 3, windowMs: 60 * MINUTE_MS };
export const AVAILABILITY_PER_ADDRESS: Policy = { max: 60, windowMs: 15 * MINUTE_MS };

export interface Throttle {
  /**
   * Runs a sign-in attempt for `account` (a key naming the account, e.g. `m:demo`): 429 while the
   * caller must wait, 401 when `attempt` answers null (counted), else its token (clears the
   * caller's failures for that account).
   */
  login(
    c: Context,
    account: string,
    attempt: () => Promise<string | null>,
  ): Promise<{ token: string }>;
  /** 429 when the caller's address or the account named asked for too many reset mails. */
  resetRequest(c: Context, account: string): Promise<void>;
  /** 429 when the caller's address checked too many usernames or emails. */
  availabilityCheck(c: Context): Promise<void>;
  /** 429 when the shopper's address placed too many orders. */
  checkout(c: Context): Promise<void>;
}

export function createThrottle(
  db: Db,
  clientAddress: (c: Context) => string,
  options: LoginLimits & { now?: () => number } = {},
): Throttle {
  const limits = new RateLimits(db, options.now);
  const windowMs = options.windowMs ?? 15 * MINUTE_MS;
  const perPair: Policy = { max: options.perUsername ?? 5, windowMs, growing: true };
  const perAddress: Policy = { max: options.perAddress ?? 20, windowMs, growing: true };
  const checkouts: Policy = { max: options.checkoutsPerAddress ?? 20, windowMs: 15 * MINUTE_MS };

  return {
    async login(c, account, attempt) {
      const address = clientAddress(c);
      const pairKey = `login:${account}@${address}`;
      const addressKey = `login@${address}`;
      const [pairWait, addressWait] = await Promise.all([
        limits.wait(pairKey, perPair),
        limits.wait(addressKey, perAddress),
      ]);
      const wait = Math.max(pairWait, addressWait);
      if (wait > 0) throw tooMany('login attempts', wait);
      const token = await attempt();
      if (!token) {
        await Promise.all([limits.hit(pairKey, perPair), limits.hit(addressKey, perAddress)]);
        throw new ApiError(401, BAD_CREDENTIALS);
      }
      await limits.clear(pairKey);
      return { token };
    },
    resetRequest: (c, account) =>
      limits.take('reset requests', [
        [`reset@${clientAddress(c)}`, RESET_PER_ADDRESS],
        [`reset:${account}`, RESET_PER_ACCOUNT],
      ]),
    availabilityCheck: (c) =>
      limits.take('availability checks', [
        [`available@${clientAddress(c)}`, AVAILABILITY_PER_ADDRESS],
      ]),
    checkout: (c) => limits.take('checkouts', [[`checkout@${clientAddress(c)}`, checkouts]]),
  };
}
