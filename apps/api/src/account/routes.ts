/**
 * The account side of auth that the auth module leaves out: store-platform register and login
 * (single-use `auth` codes from the marketplace install), registration requests, logout (revokes
 * the token) and client error logs.
 */
import {
  commitLogs,
  loginConnect,
  logout,
  registerConnect,
  registrationRequest,
} from '@shoppable/api-contract';
import { isValidEmail, LIMITS, normalizeEmail, sanitizeIdentifier } from '@shoppable/domain';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { dummyPasswordHash, hashPassword, hashToken, verifyPassword } from '../auth/crypto';
import type { Throttle } from '../auth/throttle';
import { newAccountTrialEnd, refuseTakenAccount, signUpFields } from '../auth/routes';
import { authenticate, bearerToken, createSession } from '../auth/session';
import type { Db } from '../db/client';
import { businesses, mailbox, sessions, users } from '../db/schema';
import { clientLogs } from '../db/store.schema';
import { ApiError, route } from '../http';
import { connectStore, consumeStoreCode, peekStoreCode } from '../store/connect';
import { SALES_EMAIL } from '../plans/routes';

/** The longest client log line kept. */
const LOG_LINE_MAX = 2000;

/** Store register/login, registration requests, logout, client logs. */
export function registerAccountRoutes(app: Hono, db: Db, throttle: Throttle): void {
  route(app, registerConnect, async (_c, { body }) => {
    const { username, email } = signUpFields(body);
    const grant = await peekStoreCode(db, body.auth);
    if (!grant) throw new ApiError(401, 'The store authorisation code is invalid, used or expired');
    if (grant.email && grant.email.toLowerCase() !== email) {
      throw new ApiError(400, "The email must be the store's email");
    }
    await refuseTakenAccount(db, username, email);
    await consumeStoreCode(db, body.auth, null);
    const passwordHash = await hashPassword(body.password);
    const businessId = randomUUID();
    const userId = randomUUID();
    await db.transaction(async (tx) => {
      await tx.insert(businesses).values({
        id: businessId,
        name: grant.shop.split('.')[0] ?? username,
        subscriptionPlan: 'FREE',
        trialEndsAt: newAccountTrialEnd(),
      });
      // The store vouches for the email: the account starts verified.
      await tx.insert(users).values({
        id: userId,
        businessId,
        username,
        email,
        name: username,
        passwordHash,
        verified: true,
      });
    });
    await connectStore(db, businessId, grant.shop);
    return { token: await createSession(db, { businessId, userId }) };
  });

  route(app, loginConnect, async (c, { body }) => {
    const username = sanitizeIdentifier(body.username).toLowerCase();
    const grant = await peekStoreCode(db, body.auth);
    if (!grant) throw new ApiError(401, 'The store authorisation code is invalid, used or expired');
    return throttle.login(c, `m:${username}`, async () => {
      const [user] = await db.select().from(users).where(eq(users.username, username)).limit(1);
      const matches = await verifyPassword(
        body.password,
        user?.passwordHash ?? (await dummyPasswordHash()),
      );
      if (!user || !matches) return null;
      await consumeStoreCode(db, body.auth, user.businessId);
      await connectStore(db, user.businessId, grant.shop);
      return createSession(db, { businessId: user.businessId, userId: user.id });
    });
  });

  route(app, registrationRequest, async (_c, { body }) => {
    const name = body.name.trim();
    const email = normalizeEmail(body.email).toLowerCase();
    const description = body.description.trim();
    if (!name) throw new ApiError(400, 'Invalid body: "name" is empty');
    if (!isValidEmail(email)) throw new ApiError(400, "That email doesn't look right");
    if (!description) throw new ApiError(400, 'Invalid body: "description" is empty');
    if (description.length > 5000) {
      throw new ApiError(400, 'Invalid body: "description" is longer than 5000 characters');
    }
    await db.insert(mailbox).values({
      to: SALES_EMAIL,
      subject: `Registration request from ${name}`,
      body: `${name} <${email}>\n\n${description}`,
    });
    return null;
  });

  route(app, logout, async (c) => {
    const principal = await authenticate(db, c);
    await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(principal.token)));
    return null;
  });

  route(app, commitLogs, async (c, { body }) => {
    // Anyone may send logs (the sign-in pages too); a valid token ties them to its business.
    let businessId: string | null = null;
    if (bearerToken(c)) {
      businessId = await authenticate(db, c).then(
        (p) => p.businessId,
        () => null,
      );
    }
    const lines = body.logs.slice(-LIMITS.errorLogLines).map((l) => l.slice(0, LOG_LINE_MAX));
    await db.insert(clientLogs).values({
      businessId,
      storeId: body.store_id ?? null,
      cartId: body.cart_id ?? null,
      lines,
    });
    return { kept: lines.length };
  });
}
