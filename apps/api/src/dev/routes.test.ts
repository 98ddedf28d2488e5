import { describe, expect, it } from 'vitest';
import { SEED } from '../seed';
import { bearer, postJson, sharedTestDatabase, testApp } from '../test/setup';
import { createSession } from '../auth/session';
import { issueStoreCode, STORE_CLAIMED } from '../store/connect';
import { isLoopback } from '../address';

const database = sharedTestDatabase();
const loopback = { 'x-test-address': '127.0.0.1' };

describe('development routes', () => {
  it('do not exist unless the server is started for development', async () => {
    const app = testApp(database());
    for (const path of ['/dev/mailbox', '/dev/store/install?shop=a.example']) {
      const response = await app.request(path, { headers: loopback });
      expect(response.status).toBe(404);
    }
  });

  it('answer loopback callers only when they exist', async () => {
    const app = testApp(database(), { devRoutes: true });
    const remote = await app.request('/dev/mailbox', {
      headers: { 'x-test-address': '203.0.113.9' },
    });
    expect({ status: remote.status, body: await remote.json() }).toEqual({
      status: 404,
      body: { status: false, data: null, error: 'No route for GET /dev/mailbox' },
    });
    const local = await app.request('/dev/mailbox', { headers: loopback });
    expect(local.status).toBe(200);
  });

  it('hand out store codes from the marketplace install', async () => {
    const app = testApp(database(), { devRoutes: true });
    const response = await app.request('/dev/store/install?shop=new-shop.example&email=a@b.test', {
      headers: loopback,
    });
    const body = (await response.json()) as { data: { auth: string; register_url: string } };
    expect(body.data.register_url).toContain(
      `/register-store?auth=${body.data.auth}&email=a%40b.test`,
    );
  });

  it('knows loopback addresses', () => {
    expect(['127.0.0.1', '127.8.0.1', '::1', '::ffff:127.0.0.1'].map(isLoopback)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['10.0.0.1', '::ffff:10.0.0.1', '1127.0.0.1', 'unknown', ''].map(isLoopback)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('connecting a store', () => {
  it("refuses a store another merchant holds, keeping the code and the other's store", async () => {
    const app = testApp(database());
    const acme = await createSession(database().db, {
      businessId: SEED.other.businessId,
      userId: SEED.other.userId,
    });
    const code = await issueStoreCode(database().db, { shop: 'demo-store.example', email: null });
    const response = await app.request(
      '/admin/v1/store/auth/connect',
      postJson({ auth: code }, bearer(acme)),
    );
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 409,
      body: { status: false, data: null, error: STORE_CLAIMED },
    });
    const register = await app.request(
      '/auth/register/connect',
      postJson({ auth: code, username: 'thief', email: 'thief@x.test', password: 'thief1234' }),
    );
    expect(register.status).toBe(409);
    const login = await app.request(
      '/auth/login/connect',
      postJson({ auth: code, username: 'acme', password: 'acme1234' }),
    );
    expect(login.status).toBe(409);
  });

  it('lets the merchant who holds a store connect it again', async () => {
    const app = testApp(database());
    const demo = await createSession(database().db, {
      businessId: SEED.demo.businessId,
      userId: SEED.demo.userId,
    });
    const code = await issueStoreCode(database().db, { shop: 'demo-store.example', email: null });
    const response = await app.request(
      '/admin/v1/store/auth/connect',
      postJson({ auth: code }, bearer(demo)),
    );
    expect(response.status).toBe(200);
  });
});
