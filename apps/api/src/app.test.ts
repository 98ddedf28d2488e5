import { envelope, health } from '@shoppable/api-contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { postJson, testApp, sharedTestDatabase } from './test/setup';

const database = sharedTestDatabase();

describe('api app', () => {
  it('answers /health with the contract envelope', async () => {
    const response = await testApp(database()).request('/health');
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    expect(v.is(envelope(health.response), body)).toBe(true);
  });

  it('answers an unknown route with a 404 envelope, not a stack trace', async () => {
    const response = await testApp(database()).request('/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      status: false,
      data: null,
      error: 'No route for GET /nope',
    });
  });

  it('sets the security headers on every response, errors included', async () => {
    for (const path of ['/health', '/nope']) {
      const response = await testApp(database()).request(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=31536000\b/);
    }
  });

  it('allows the dashboard origins and DASHBOARD_ORIGIN, not others', async () => {
    const app = testApp(database(), { origins: ['https://dash.example'] });
    for (const origin of [
      'http://127.0.0.1:5173',
      'http://localhost:4173',
      'https://dash.example',
    ]) {
      const response = await app.request('/health', { headers: { origin } });
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    }
    const evil = await app.request('/health', { headers: { origin: 'https://evil.example' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();

    const preflight = await app.request('/auth/login', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'authorization',
    );
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const response = await testApp(database()).request('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username": "demo", ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: false,
      data: null,
      error: 'Malformed JSON body',
    });
  });

  it('names the wrong field of a body, and refuses unknown fields', async () => {
    const app = testApp(database());
    const missing = await app.request('/auth/login', postJson({ username: 'demo' }));
    expect(missing.status).toBe(400);
    const body = (await missing.json()) as { status: boolean; error: string };
    expect(body.status).toBe(false);
    expect(body.error).toContain('"password"');

    const wrongType = await app.request('/auth/login', postJson({ username: 5, password: 'x' }));
    expect(wrongType.status).toBe(400);
    expect(((await wrongType.json()) as { error: string }).error).toContain('"username"');

    const extra = await app.request(
      '/auth/login',
      postJson({ username: 'demo', password: 'demo1234', admin: true }),
    );
    expect(extra.status).toBe(400);
    expect(((await extra.json()) as { error: string }).error).toContain('unknown field "admin"');
  });

  it('refuses a JSON body over 1 MB with 413, by its length or by its stream', async () => {
    const app = testApp(database());
    const big = JSON.stringify({ username: 'x'.repeat(1024 * 1024 + 10), password: 'y' });
    const declared = await app.request('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(big.length) },
      body: big,
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ status: false, data: null });

    const streamed = await app.request('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob([big]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(((await streamed.json()) as { error: string }).error).toBe(
      'Request body is larger than 1 MB',
    );
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await testApp(database()).request('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'username=demo',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ status: false, data: null });
  });
});
