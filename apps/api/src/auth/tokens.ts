/**
 * Single-use tokens (account verification, password reset, store-connect codes, social consent
 * and codes): stored hashed in `auth_tokens` per purpose, usable once before they expire.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authTokens } from '../db/schema';
import { hashToken, newToken } from './crypto';

/** The purpose of an influencer login link's code. */
export const INFLUENCER_LOGIN_CODE = 'influencer_login';

/** How long a login link's code lasts: long enough to reach the influencer by chat or email. */
export const INFLUENCER_LOGIN_CODE_TTL_MS = 72 * 60 * 60 * 1000;

/** A single-use token's row. */
export type TokenRow = typeof authTokens.$inferSelect;

/** The condition of a token of `purpose` that is still usable: issued, not used, not expired. */
export const usableToken = (purpose: string, token: string) =>
  and(
    eq(authTokens.purpose, purpose),
    eq(authTokens.tokenHash, hashToken(token)),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, new Date()),
  );

/**
 * Issues a single-use token of `purpose`, valid for `ttlMs`, carrying `payload`; an influencer's
 * token names them, so it goes with them.
 */
export async function issueToken(
  db: Db,
  purpose: string,
  ttlMs: number,
  payload: Record<string, unknown>,
  influencerId?: string,
): Promise<string> {
  const token = newToken();
  await db.insert(authTokens).values({
    tokenHash: hashToken(token),
    purpose,
    influencerId,
    payload,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/** Uses a token once (atomically) and answers its row, or null when unknown, used or expired. */
export async function consumeToken(
  db: Db,
  purpose: string,
  token: string,
): Promise<TokenRow | null> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(usableToken(purpose, token))
    .returning();
  return row ?? null;
}
