import {
  requestInfluencerPasswordReset,
  requestPasswordReset,
  requestUserPasswordReset,
  resetPassword,
  verifyAccount,
} from '@shoppable/api-contract';
import { isValidPassword, ROUTES, sanitizeIdentifier } from '@shoppable/domain';
import type { Hono } from 'hono';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authTokens, influencers, mailbox, sessions, users } from '../db/schema';
import { ApiError, route } from '../http';
import { hashPassword, hashToken, newToken } from './crypto';
import { authenticate } from './session';
import type { Throttle } from './throttle';
import { consumeToken } from './tokens';

const RESET_TTL_MS = 60 * 60 * 1000;

type Owner = { userId: string } | { influencerId: string };

/** Writes a single-use token for `owner` and "emails" its link to the dev mailbox. */
async function mailToken(
  db: Db,
  purpose: 'password_reset' | 'account_verify',
  owner: Owner,
  to: string,
  ttlMs: number,
): Promise<void> {
  const token = newToken();
  await db.insert(authTokens).values({
    tokenHash: hashToken(token),
    purpose,
    userId: 'userId' in owner ? owner.userId : null,
    influencerId: 'influencerId' in owner ? owner.influencerId : null,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  const path = purpose === 'password_reset' ? ROUTES.resetPassword : ROUTES.verifyAccount;
  await db.insert(mailbox).values({
    to,
    subject: purpose === 'password_reset' ? 'Reset your Shoppable password' : 'Verify your account',
    body: `Open ${path}?token=${token}`,
  });
}

/**
 * Forgot/reset password and account verification. Reset requests answer the same whether or not
 * the account exists (no enumeration); the mail goes to the mailbox table (`GET /dev/mailbox` in
 * development).
 */
export function registerRecoveryRoutes(app: Hono, db: Db, throttle: Throttle): void {
  route(app, requestPasswordReset, async (c, { body }) => {
    const username = sanitizeIdentifier(body.username).toLowerCase();
    await throttle.resetRequest(c, `m:${username}`);
    const [user] = await db
      .select()
      .from(users)
      .where(or(eq(users.username, username), eq(users.email, username)))
      .limit(1);
    if (user) await mailToken(db, 'password_reset', { userId: user.id }, user.email, RESET_TTL_MS);
    return null;
  });

  route(app, requestInfluencerPasswordReset, async (c, { body }) => {
    const admin = sanitizeIdentifier(body.username).toLowerCase();
    const username = sanitizeIdentifier(body.influencer_username).toLowerCase();
    await throttle.resetRequest(c, `i:${admin}/${username}`);
    const [row] = await db
      .select({ influencer: influencers, adminEmail: users.email })
      .from(influencers)
      .innerJoin(users, eq(users.businessId, influencers.businessId))
      .where(and(eq(users.username, admin), eq(influencers.username, username)))
      .limit(1);
    if (row) {
      const to = row.influencer.email ?? row.adminEmail;
      await mailToken(db, 'password_reset', { influencerId: row.influencer.id }, to, RESET_TTL_MS);
    }
    return null;
  });

  route(app, requestUserPasswordReset, async (c) => {
    const principal = await authenticate(db, c);
    const who = principal.role === 'admin' ? principal.user.id : principal.influencer.id;
    await throttle.resetRequest(c, `own:${who}`);
    if (principal.role === 'admin') {
      const { user } = principal;
      await mailToken(db, 'password_reset', { userId: user.id }, user.email, RESET_TTL_MS);
    } else {
      const { influencer } = principal;
      const [admin] = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.businessId, principal.businessId))
        .limit(1);
      const to = influencer.email ?? admin?.email ?? '';
      await mailToken(db, 'password_reset', { influencerId: influencer.id }, to, RESET_TTL_MS);
    }
    return null;
  });

  route(app, resetPassword, async (_c, { body }) => {
    if (!isValidPassword(body.new_password)) {
      throw new ApiError(400, 'Password must have at least 6 characters and one digit');
    }
    const passwordHash = await hashPassword(body.new_password);
    const row = await consumeToken(db, 'password_reset', body.token);
    if (!row) throw new ApiError(400, 'Invalid or expired reset token');
    const now = new Date();
    if (row.userId) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, row.userId));
      await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.userId, row.userId));
    } else if (row.influencerId) {
      await db
        .update(influencers)
        .set({ passwordHash })
        .where(eq(influencers.id, row.influencerId));
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(eq(sessions.influencerId, row.influencerId));
    }
    return null;
  });

  route(app, verifyAccount, async (_c, { body }) => {
    const row = await consumeToken(db, 'account_verify', body.token);
    if (!row?.userId) return { verified: false };
    await db.update(users).set({ verified: true }).where(eq(users.id, row.userId));
    return { verified: true };
  });
}
