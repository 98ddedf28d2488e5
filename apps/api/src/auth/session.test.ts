import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { toErrorResponse } from '../http';
import { SEED } from '../seed';
import { bearer, sharedTestDatabase } from '../test/setup';
import { hashToken } from './crypto';
import { authenticate, createSession, type Principal } from './session';

const database = sharedTestDatabase();

/**
 * An app whose one route authenticates, runs `between` (e.g. revokes the session), then
 * authenticates again, and answers both principals' roles and whether they are the same object.
 */
function probe(between: (token: string) => Promise<void> = async () => {}) {
  const app = new Hono();
  app.get('/twice', async (c) => {
    const db = database().db;
    const first = await authenticate(db, c);
    await between(first.token);
    const second: Principal = await authenticate(db, c);
    return c.json({ first: first.role, second: second.role, same: first === second });
  });
  app.onError(toErrorResponse);
  return app;
}

const revoke = async (token: string) => {
  await database()
    .db.update(sessions)
    .set({ revokedAt: new Date() })
    .where(eq(sessions.tokenHash, hashToken(token)));
};

describe('authenticate', () => {
  it('answers the admin and the influencer of their sessions (one joined lookup)', async () => {
    const db = database().db;
    const admin = await createSession(db, {
      businessId: SEED.demo.businessId,
      userId: SEED.demo.userId,
    });
    const influencer = await createSession(db, {
      businessId: SEED.demo.businessId,
      influencerId: SEED.maya.influencerId,
    });
    const asAdmin = await probe().request('/twice', { headers: bearer(admin) });
    expect(await asAdmin.json()).toEqual({ first: 'admin', second: 'admin', same: true });
    const asInfluencer = await probe().request('/twice', { headers: bearer(influencer) });
    expect(await asInfluencer.json()).toEqual({
      first: 'influencer',
      second: 'influencer',
      same: true,
    });
  });

  it('looks the session up once per request: later calls answer the memoized principal', async () => {
    const token = await createSession(database().db, {
      businessId: SEED.demo.businessId,
      userId: SEED.demo.userId,
    });
    // Revoked between the two calls of one request: the second still answers (no second lookup)…
    const during = await probe(revoke).request('/twice', { headers: bearer(token) });
    expect(await during.json()).toEqual({ first: 'admin', second: 'admin', same: true });
    // …and the next request sees the revocation.
    const after = await probe().request('/twice', { headers: bearer(token) });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({
      status: false,
      data: null,
      error: 'Invalid or expired session token',
    });
  });

  it('answers 401 for a missing, unknown or expired token', async () => {
    const missing = await probe().request('/twice');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      status: false,
      data: null,
      error: 'Missing session token',
    });
    const unknown = await probe().request('/twice', { headers: bearer('not-a-session') });
    expect(unknown.status).toBe(401);

    const token = await createSession(database().db, {
      businessId: SEED.demo.businessId,
      userId: SEED.demo.userId,
    });
    await database()
      .db.update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const expired = await probe().request('/twice', { headers: bearer(token) });
    expect(expired.status).toBe(401);
  });
});
