import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { toErrorResponse } from '../http';
import { postJson, sharedTestDatabase, testApp } from '../test/setup';
import { authenticate, requireAdmin } from './session';

const database = sharedTestDatabase();
let shared: ReturnType<typeof testApp> | undefined;
const app = () => (shared ??= testApp(database(), { devRoutes: true }));

interface Mail {
  to: string;
  subject: string;
  body: string;
}
async function mails(): Promise<Mail[]> {
  const response = await app().request('/dev/mailbox', {
    headers: { 'x-test-address': '127.0.0.1' },
  });
  return ((await response.json()) as { data: Mail[] }).data;
}
const tokenIn = (mail: Mail | undefined) => /token=([\w-]+)/.exec(mail?.body ?? '')?.[1] ?? '';

async function login(username: string, password: string) {
  const response = await app().request('/auth/login', postJson({ username, password }));
  return {
    status: response.status,
    token: ((await response.json()) as { data: { token: string } | null }).data?.token,
  };
}

describe('password reset', () => {
  it('mails a single-use reset link that changes the password and revokes old sessions', async () => {
    const before = await login('acme', 'acme1234');
    expect(before.status).toBe(200);

    const request = await app().request(
      '/auth/password/reset/request',
      postJson({ username: 'acme' }),
    );
    expect(await request.json()).toEqual({ status: true, data: null, error: null });
    const mail = (await mails())[0];
    expect(mail?.to).toBe('acme@shoppable.test');
    const token = tokenIn(mail);
    expect(token).not.toBe('');

    const reset = await app().request(
      '/auth/password/reset',
      postJson({ token, new_password: 'fresh123' }),
    );
    expect(reset.status).toBe(200);

    const old = await app().request('/auth/verify', {
      method: 'POST',
      headers: { authorization: `Bearer ${before.token}` },
    });
    expect(old.status).toBe(401);
    expect((await login('acme', 'acme1234')).status).toBe(401);
    expect((await login('acme', 'fresh123')).status).toBe(200);

    const again = await app().request(
      '/auth/password/reset',
      postJson({ token, new_password: 'other123' }),
    );
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      status: false,
      data: null,
      error: 'Invalid or expired reset token',
    });
  });

  it('answers an unknown username the same way and mails nothing', async () => {
    const count = (await mails()).length;
    const response = await app().request(
      '/auth/password/reset/request',
      postJson({ username: 'nobody-at-all' }),
    );
    expect(await response.json()).toEqual({ status: true, data: null, error: null });
    expect(await mails()).toHaveLength(count);
  });

  it('resets an influencer password from the influencer forgot-password request', async () => {
    await app().request(
      '/auth/password/reset/request/influencer',
      postJson({ username: 'demo', influencer_username: 'maya' }),
    );
    const token = tokenIn((await mails())[0]);
    const reset = await app().request(
      '/auth/password/reset',
      postJson({ token, new_password: 'maya5678' }),
    );
    expect(reset.status).toBe(200);
    const signIn = await app().request(
      '/admin/v1/influencers/login',
      postJson({ admin_username: 'demo', username: 'maya', password: 'maya5678' }),
    );
    expect(signIn.status).toBe(200);
  });
});

describe('account verification', () => {
  it('verifies a new account once with the mailed token', async () => {
    await app().request(
      '/auth/register',
      postJson({
        username: 'verifyme',
        password: 'secret12',
        name: 'Verify Me',
        email: 'v@me.test',
      }),
    );
    const mail = (await mails()).find((m) => m.to === 'v@me.test');
    const token = tokenIn(mail);
    const first = await app().request('/auth/account/verify', postJson({ token }));
    expect(await first.json()).toEqual({ status: true, data: { verified: true }, error: null });
    const second = await app().request('/auth/account/verify', postJson({ token }));
    expect(await second.json()).toEqual({ status: true, data: { verified: false }, error: null });
  });
});

describe('errors', () => {
  const probe = () => {
    const hono = new Hono();
    hono.get('/admin-only', async (c) => {
      requireAdmin(await authenticate(database().db, c));
      return c.json({ status: true, data: null, error: null });
    });
    hono.get('/boom', () => {
      throw new Error('secret internals at /work/main/apps/api/src/x.ts:1');
    });
    hono.onError(toErrorResponse);
    return hono;
  };

  it('answers 403 to an influencer on an admin-only route', async () => {
    const signIn = await app().request(
      '/admin/v1/influencers/login',
      postJson({ admin_username: 'demo', username: 'maya', password: 'maya5678' }),
    );
    const { data } = (await signIn.json()) as { data: { token: string } };
    const response = await probe().request('/admin-only', {
      headers: { authorization: `Bearer ${data.token}` },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      status: false,
      data: null,
      error: 'Only the merchant admin may do this',
    });
  });

  it('answers 500 with a plain message and no stack trace', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await probe().request('/boom');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ status: false, data: null, error: 'Internal server error' });
    expect(text).not.toContain('secret internals');
    expect(spy).toHaveBeenCalled();
  });
});
