import { envelope, session, tokenData } from '@shoppable/api-contract';
import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { SEED } from '../seed';
import { postJson, testApp, sharedTestDatabase } from '../test/setup';
import { hashToken } from './crypto';

const database = sharedTestDatabase();

/** Each test uses its own address so the per-address limit of one does not leak into another. */
let addressCounter = 0;
const freshAddress = () => `203.0.113.${(addressCounter += 1)}`;

/** One app for the file, so its rate limiters see every attempt. */
let shared: ReturnType<typeof testApp> | undefined;
const app = () => (shared ??= testApp(database()));

async function loginAs(username: string, password: string, address = freshAddress()) {
  return app().request(
    '/auth/login',
    postJson({ username, password }, { 'x-test-address': address }),
  );
}

describe('merchant login', () => {
  it('signs in the seeded merchant with an opaque token stored only as its hash', async () => {
    const response = await loginAs('demo', 'demo1234');
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    expect(v.is(envelope(tokenData), body)).toBe(true);
    const token = (body as { data: { token: string } }).data.token;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const rows = await database()
      .db.select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    const stored = await database().db.select().from(sessions).where(eq(sessions.tokenHash, token));
    expect(stored).toHaveLength(0);
  });

  it('ignores case and whitespace in the username', async () => {
    const response = await loginAs(' Demo ', 'demo1234');
    expect(response.status).toBe(200);
  });

  it('gives an unknown user the same answer as a wrong password', async () => {
    const wrong = await loginAs('demo', 'wrong-password1');
    const unknown = await loginAs('nobody-here', 'wrong-password1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('slows down failures of one account from one address, never locking the owner out', async () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const app = testApp(database(), { now: () => now });
    const attacker = freshAddress();
    const login = (password: string, address: string) =>
      app.request(
        '/auth/login',
        postJson({ username: 'demo', password }, { 'x-test-address': address }),
      );
    for (let i = 0; i < 5; i += 1) expect((await login('bad-pass1', attacker)).status).toBe(401);
    const refused = await login('bad-pass1', attacker);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toMatchObject({ status: false, data: null });
    // The owner, from another address, signs in at once.
    expect((await login('demo1234', freshAddress())).status).toBe(200);
    // Each further failure doubles the attacker's wait: 1 s, 2 s, 4 s…
    const waits: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      now += 60_000;
      expect((await login('bad-pass1', attacker)).status).toBe(401);
      waits.push((await login('bad-pass1', attacker)).headers.get('retry-after') ?? '');
    }
    expect(waits).toEqual(['2', '4', '8']);
    // A quiet window forgets the failures.
    now += 16 * 60_000;
    expect((await login('bad-pass1', attacker)).status).toBe(401);
  });

  it('slows down an address failing across accounts', async () => {
    const app = testApp(database(), { limits: { perAddress: 3, perUsername: 100 } });
    const address = freshAddress();
    const attempt = (username: string) =>
      app.request(
        '/auth/login',
        postJson({ username, password: 'nope-1' }, { 'x-test-address': address }),
      );
    for (const name of ['a1', 'a2', 'a3']) expect((await attempt(name)).status).toBe(401);
    const refused = await attempt('demo');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('counts failures in the database, so every API process sees them', async () => {
    const address = freshAddress();
    const first = testApp(database(), { limits: { perUsername: 2 } });
    const second = testApp(database(), { limits: { perUsername: 2 } });
    const attempt = (app: ReturnType<typeof testApp>) =>
      app.request(
        '/auth/login',
        postJson({ username: 'acme', password: 'nope-1' }, { 'x-test-address': address }),
      );
    expect((await attempt(first)).status).toBe(401);
    expect((await attempt(second)).status).toBe(401);
    expect((await attempt(first)).status).toBe(429);
  });
});

describe('throttled requests', () => {
  it('limits password-reset mails per account named, whether or not it exists', async () => {
    const app = testApp(database());
    const ask = (username: string) =>
      app.request(
        '/auth/password/reset/request',
        postJson({ username }, { 'x-test-address': freshAddress() }),
      );
    for (const username of ['acme', 'nobody-at-all']) {
      for (let i = 0; i < 3; i += 1) expect((await ask(username)).status).toBe(200);
      const refused = await ask(username);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('limits password-reset mails per address', async () => {
    const app = testApp(database());
    const address = freshAddress();
    const ask = (i: number) =>
      app.request(
        '/auth/password/reset/request',
        postJson({ username: `someone-${i}` }, { 'x-test-address': address }),
      );
    for (let i = 0; i < 10; i += 1) expect((await ask(i)).status).toBe(200);
    expect((await ask(10)).status).toBe(429);
  });

  it('limits username and email availability checks per address', async () => {
    const app = testApp(database());
    const address = freshAddress();
    const check = (i: number) =>
      app.request(
        i % 2 ? '/auth/validate/username' : '/auth/validate/email',
        postJson(i % 2 ? { username: `user${i}` } : { email: `user${i}@x.test` }, {
          'x-test-address': address,
        }),
      );
    for (let i = 0; i < 60; i += 1) expect((await check(i)).status).toBe(200);
    const refused = await check(60);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ status: false, data: null });
  });
});

describe('influencer login', () => {
  it('signs in maya under demo, and refuses her under another merchant', async () => {
    const app = testApp(database());
    const good = await app.request(
      '/admin/v1/influencers/login',
      postJson({ admin_username: 'demo', username: 'maya', password: 'maya1234' }),
    );
    expect(good.status).toBe(200);
    expect(v.is(envelope(tokenData), await good.json())).toBe(true);

    const elsewhere = await app.request(
      '/admin/v1/influencers/login',
      postJson(
        { admin_username: SEED.other.username, username: 'maya', password: 'maya1234' },
        { 'x-test-address': freshAddress() },
      ),
    );
    expect(elsewhere.status).toBe(401);
    expect(await elsewhere.json()).toEqual({
      status: false,
      data: null,
      error: 'Wrong username or password',
    });
  });
});

describe('verify session', () => {
  it('answers the session of a valid merchant token', async () => {
    const { data } = (await (await loginAs('demo', 'demo1234')).json()) as {
      data: { token: string };
    };
    const response = await testApp(database()).request('/auth/verify', {
      method: 'POST',
      headers: { authorization: `Bearer ${data.token}` },
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(v.is(envelope(session), body)).toBe(true);
    expect(body).toMatchObject({
      status: true,
      data: {
        token: data.token,
        is_admin: true,
        user: { username: 'demo' },
        brand: {
          business_id: SEED.demo.businessId,
          subscription_plan: 'BUSINESS',
          // Custom short and multilink URLs may point at the connected store's own domain.
          available_domains: ['demo-store.example'],
        },
      },
    });
  });

  it('answers the session of an influencer with her permissions', async () => {
    const app = testApp(database());
    const login = await app.request(
      '/admin/v1/influencers/login',
      postJson({ admin_username: 'demo', username: 'maya', password: 'maya1234' }),
    );
    const { data } = (await login.json()) as { data: { token: string } };
    const response = await app.request('/auth/verify', {
      ...postJson({}),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
    });
    const body = await response.json();
    expect(v.is(envelope(session), body)).toBe(true);
    expect(body).toMatchObject({
      data: { is_admin: false, user: { username: 'maya', admin_username: 'demo' } },
    });
  });

  it('refuses a forged or missing token with 401', async () => {
    const app = testApp(database());
    const forged = await app.request('/auth/verify', {
      method: 'POST',
      headers: { authorization: `Bearer ${Buffer.alloc(32, 7).toString('base64url')}` },
    });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({
      status: false,
      data: null,
      error: 'Invalid or expired session token',
    });
    const missing = await app.request('/auth/verify', { method: 'POST' });
    expect(missing.status).toBe(401);
  });
});

describe('registration', () => {
  it('checks username and email availability', async () => {
    const app = testApp(database());
    const taken = await app.request('/auth/validate/username', postJson({ username: 'demo' }));
    expect(await taken.json()).toEqual({ status: true, data: { available: false }, error: null });
    const free = await app.request('/auth/validate/username', postJson({ username: 'newshop' }));
    expect(await free.json()).toEqual({ status: true, data: { available: true }, error: null });
    const email = await app.request(
      '/auth/validate/email',
      postJson({ email: 'demo@shoppable.test' }),
    );
    expect(await email.json()).toEqual({ status: true, data: { available: false }, error: null });
    const bad = await app.request('/auth/validate/email', postJson({ email: 'not-an-email' }));
    expect(bad.status).toBe(400);
  });

  it('registers a merchant who can then sign in, and refuses the same username again', async () => {
    const app = testApp(database());
    const account = {
      username: 'newshop',
      password: 'secret12',
      name: 'New Shop',
      email: 'new@shop.test',
    };
    const created = await app.request('/auth/register', postJson(account));
    expect(created.status).toBe(200);
    expect(await created.json()).toEqual({ status: true, data: null, error: null });

    expect((await loginAs('newshop', 'secret12')).status).toBe(200);

    const again = await app.request(
      '/auth/register',
      postJson({ ...account, email: 'other@shop.test' }),
    );
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      status: false,
      data: null,
      error: 'That username is already taken',
    });

    const weak = await app.request(
      '/auth/register',
      postJson({ ...account, username: 'weakshop', email: 'weak@shop.test', password: 'abcdef' }),
    );
    expect(weak.status).toBe(400);
  });
});
