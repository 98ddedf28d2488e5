import {
  influencerCodeLogin,
  influencerLogin,
  login,
  register,
  validateEmail,
  validateUsername,
  verifySession,
} from '@shoppable/api-contract';
import {
  PLANS,
  isValidEmail,
  isValidPassword,
  isValidUsername,
  normalizeEmail,
  ROUTES,
  sanitizeIdentifier,
} from '@shoppable/domain';
import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authTokens, businesses, influencers, mailbox, users } from '../db/schema';
import { ApiError, route } from '../http';
import { dummyPasswordHash, hashPassword, hashToken, newToken, verifyPassword } from './crypto';
import { authenticate, createSession, sessionOf } from './session';
import type { Throttle } from './throttle';
import { INFLUENCER_LOGIN_CODE, usableToken } from './tokens';

/** The answer to a deactivated influencer's right password. */
export const INFLUENCER_DEACTIVATED = 'This influencer account is turned off';

export interface AuthOptions {
  db: Db;
  throttle: Throttle;
}

/** A new merchant starts on the free plan with its trial (platform.md §1: 30 days). */
const NEW_ACCOUNT_TRIAL_DAYS = PLANS.free.trialDays ?? 0;
const VERIFY_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** When the free trial of an account created now ends. */
export const newAccountTrialEnd = () =>
  new Date(Date.now() + NEW_ACCOUNT_TRIAL_DAYS * 24 * 60 * 60 * 1000);

/**
 * The sign-up fields of a new account (platform.md §5): the username and email lower-cased, or a
 * 400 with the field's message.
 */
export function signUpFields(body: { username: string; email: string; password: string }) {
  const username = body.username.trim().toLowerCase();
  const email = normalizeEmail(body.email).toLowerCase();
  if (!isValidUsername(username)) throw new ApiError(400, "That username doesn't look right");
  if (!isValidEmail(email)) throw new ApiError(400, "That email doesn't look right");
  if (!isValidPassword(body.password)) {
    throw new ApiError(400, 'Password must have at least 6 characters and one digit');
  }
  return { username, email };
}

/** Whether an account already has this username (or this email). */
export async function accountTaken(db: Db, field: 'username' | 'email', value: string) {
  const column = field === 'username' ? users.username : users.email;
  const rows = await db.select({ id: users.id }).from(users).where(eq(column, value)).limit(1);
  return rows.length > 0;
}

/** Refuses (409) a username or an email that already has an account. */
export async function refuseTakenAccount(db: Db, username: string, email: string) {
  if (await accountTaken(db, 'username', username)) {
    throw new ApiError(409, 'That username is already taken');
  }
  if (await accountTaken(db, 'email', email))
    throw new ApiError(409, 'That email is already taken');
}

export function registerAuthRoutes(app: Hono, options: AuthOptions): void {
  const { db, throttle } = options;

  /** Verifies a password against a row's hash, or against a dummy hash when there is no row. */
  async function check(password: string, stored: string | undefined): Promise<boolean> {
    const matches = await verifyPassword(password, stored ?? (await dummyPasswordHash()));
    return matches && stored !== undefined;
  }

  route(app, login, (c, { body }) => {
    const username = sanitizeIdentifier(body.username).toLowerCase();
    return throttle.login(c, `m:${username}`, async () => {
      const [user] = await db.select().from(users).where(eq(users.username, username)).limit(1);
      if (!(await check(body.password, user?.passwordHash)) || !user) return null;
      return createSession(db, { businessId: user.businessId, userId: user.id });
    });
  });

  /** The influencer `username` of the merchant `admin` (as typed), or undefined. */
  async function influencerUnder(admin: string, username: string) {
    const [row] = await db
      .select({ influencer: influencers })
      .from(influencers)
      .innerJoin(users, eq(users.businessId, influencers.businessId))
      .where(
        and(
          eq(users.username, sanitizeIdentifier(admin).toLowerCase()),
          eq(influencers.username, sanitizeIdentifier(username).toLowerCase()),
        ),
      )
      .limit(1);
    return row?.influencer;
  }
  const influencerLoginKey = (body: { admin_username: string; username: string }) =>
    `i:${sanitizeIdentifier(body.admin_username).toLowerCase()}/${sanitizeIdentifier(body.username).toLowerCase()}`;

  route(app, influencerLogin, (c, { body }) =>
    throttle.login(c, influencerLoginKey(body), async () => {
      const influencer = await influencerUnder(body.admin_username, body.username);
      if (!(await check(body.password, influencer?.passwordHash)) || !influencer) return null;
      // Only who knows the password learns that the account is turned off.
      if (!influencer.active) throw new ApiError(403, INFLUENCER_DEACTIVATED);
      return createSession(db, {
        businessId: influencer.businessId,
        influencerId: influencer.id,
      });
    }),
  );

  // The login link's code: used once, only by the influencer it was made for, while they are
  // active; any other case answers as a wrong password does.
  route(app, influencerCodeLogin, (c, { body }) =>
    throttle.login(c, influencerLoginKey(body), async () => {
      const influencer = await influencerUnder(body.admin_username, body.username);
      if (!influencer?.active) return null;
      const used = await db
        .update(authTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            usableToken(INFLUENCER_LOGIN_CODE, body.code),
            eq(authTokens.influencerId, influencer.id),
          ),
        )
        .returning({ hash: authTokens.tokenHash });
      if (used.length === 0) return null;
      return createSession(db, {
        businessId: influencer.businessId,
        influencerId: influencer.id,
      });
    }),
  );

  route(app, verifySession, async (c) => sessionOf(db, await authenticate(db, c)));

  route(app, validateUsername, async (c, { body }) => {
    await throttle.availabilityCheck(c);
    const username = body.username.trim().toLowerCase();
    if (!isValidUsername(username)) throw new ApiError(400, "That username doesn't look right");
    return { available: !(await accountTaken(db, 'username', username)) };
  });

  route(app, validateEmail, async (c, { body }) => {
    await throttle.availabilityCheck(c);
    const email = normalizeEmail(body.email).toLowerCase();
    if (!isValidEmail(email)) throw new ApiError(400, "That email doesn't look right");
    return { available: !(await accountTaken(db, 'email', email)) };
  });

  route(app, register, async (_c, { body }) => {
    const { username, email } = signUpFields(body);
    const name = body.name.trim();
    if (!name) throw new ApiError(400, 'Invalid body: "name" is empty');
    await refuseTakenAccount(db, username, email);

    const passwordHash = await hashPassword(body.password);
    const businessId = randomUUID();
    const userId = randomUUID();
    const verifyToken = newToken();
    await db.transaction(async (tx) => {
      await tx.insert(businesses).values({
        id: businessId,
        name,
        subscriptionPlan: 'FREE',
        trialEndsAt: newAccountTrialEnd(),
      });
      await tx
        .insert(users)
        .values({ id: userId, businessId, username, email, name, passwordHash });
      await tx.insert(authTokens).values({
        tokenHash: hashToken(verifyToken),
        purpose: 'account_verify',
        userId,
        expiresAt: new Date(Date.now() + VERIFY_TTL_MS),
      });
      await tx.insert(mailbox).values({
        to: email,
        subject: 'Verify your Shoppable account',
        body: `Open ${ROUTES.verifyAccount}?token=${verifyToken}`,
      });
    });
    return null;
  });
}
