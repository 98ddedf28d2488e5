import { serve, type ServerType } from '@hono/node-server';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedTestDatabase, testApp } from '../test/setup';
import { generatedTypes } from './generate';
import type { paths } from './openapi.gen';

const database = sharedTestDatabase();
let server: ServerType | undefined;
let baseUrl = '';

beforeAll(async () => {
  const app = testApp(database());
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  // The client drops an idle connection itself: a server that closed it first, while the types
  // were generated on a busy machine, reset the next request.
  (server as unknown as { keepAliveTimeout: number }).keepAliveTimeout = 60_000;
  baseUrl = `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
}, 180_000);

afterAll(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
});

describe('a client typed from /openapi.json', () => {
  it('is made from the document the server serves now', async () => {
    const served = (await (await fetch(`${baseUrl}/openapi.json`)).json()) as object;
    const committed = await readFile(new URL('./openapi.gen.ts', import.meta.url), 'utf8');
    expect(committed, 'run `pnpm --filter @shoppable/api openapi:types`').toBe(
      await generatedTypes(served),
    );
  });

  it('signs in, lists links and reads analytics as the document says', async () => {
    const client = createClient<paths>({ baseUrl });
    const today = new Date().toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

    const login = await client.POST('/auth/login', {
      body: { username: 'demo', password: 'demo1234' },
    });
    expect(login.response.status).toBe(200);
    const token = login.data?.data?.token ?? '';
    expect(token).not.toBe('');
    const headers = { authorization: `Bearer ${token}` };

    const verified = await client.POST('/auth/verify', { headers, body: {} });
    const businessId = verified.data?.data?.brand?.business_id ?? '';
    expect(businessId).not.toBe('');

    const links = await client.POST('/admin/v1/links/{id}', {
      headers,
      params: { path: { id: businessId }, query: { count: 5 } },
    });
    expect(links.response.status).toBe(200);
    expect(links.data?.status).toBe(true);
    expect(links.data?.data?.length).toBeGreaterThan(0);
    expect(typeof links.data?.data?.[0]?.link_id).toBe('string');

    const analytics = await client.GET('/admin/v1/analytics/{businessId}', {
      headers,
      params: { path: { businessId }, query: { from_date: monthAgo, to_date: today } },
    });
    expect(analytics.error).toBeUndefined();
    expect(analytics.response.status).toBe(200);
    expect(typeof analytics.data?.data?.looks_analytics).toBe('object');
    expect(analytics.data?.data?.currency).toBeTruthy();

    const refused = await client.GET('/admin/v1/analytics/{businessId}', {
      params: { path: { businessId } },
    });
    expect(refused.response.status).toBe(401);
    expect(refused.error).toMatchObject({ status: false, data: null });
  });
});
