import { describe, expect, it } from 'vitest';
import { DOCS_ASSETS } from './routes';
import { sharedTestDatabase, testApp } from '../test/setup';

const database = sharedTestDatabase();
const app = () => testApp(database());

describe('GET /docs', () => {
  it('is a page that loads only this server’s scripts and reads /openapi.json', async () => {
    const response = await app().request('/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    const sources = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
    expect(sources).toEqual([DOCS_ASSETS.bundle, DOCS_ASSETS.start]);
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).not.toMatch(/<script>(?!<\/script>)/);

    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("font-src 'self'");
    expect(csp).not.toMatch(/https?:|\*/);
  });

  it('serves the viewer bundle as JavaScript, cached and revalidated by its ETag', async () => {
    const response = await app().request(DOCS_ASSETS.bundle);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect((await response.text()).length).toBeGreaterThan(100_000);
    const etag = response.headers.get('etag') ?? '';
    const again = await app().request(DOCS_ASSETS.bundle, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('starts the viewer on /openapi.json with Scalar’s fonts, telemetry and agent off', async () => {
    const response = await app().request(DOCS_ASSETS.start);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const code = await response.text();
    expect(code).toContain('"url":"/openapi.json"');
    expect(code).toContain('"withDefaultFonts":false');
    expect(code).toContain('"telemetry":false');
    expect(code).not.toMatch(/https?:\/\//);
  });

  it('points at a document whose servers are this one', async () => {
    const response = await app().request('/openapi.json');
    const document = (await response.json()) as { servers: { url: string }[] };
    expect(document.servers.map((server) => server.url)).toEqual(['/']);
  });
});
