/**
 * The API's reference page: `GET /docs` renders `/openapi.json` with Scalar's API reference,
 * whose bundle the API serves itself so the page works offline and loads nothing from elsewhere.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { API_REFERENCE_PATH } from '@shoppable/api-contract';
import type { Context, Hono } from 'hono';
import { PAGE_CSP_HEADER } from '../plans/page';

/** Where the page's scripts are served; the bundle's name carries no version, the ETag does. */
export const DOCS_ASSETS = {
  bundle: '/docs/assets/scalar.js',
  start: '/docs/assets/start.js',
} as const;

/**
 * Only this origin: the bundle's injected styles are the one inline thing the page needs, and
 * `connect-src 'self'` keeps "try it" calls and any font or telemetry request on this server.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const html = `<!doctype html>
<html lang="en" dir="ltr"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Shoppable API reference</title>
</head><body>
<noscript>The reference needs JavaScript; the document itself is at <a href="/openapi.json">/openapi.json</a>.</noscript>
<div id="reference"></div>
<script src="${DOCS_ASSETS.bundle}"></script>
<script src="${DOCS_ASSETS.start}"></script>
</body></html>`;

// Fonts, telemetry, the AI agent and the hosted proxy would all reach Scalar's servers.
const start = `Scalar.createApiReference('#reference', ${JSON.stringify({
  url: '/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  hideClientButton: true,
  showDeveloperTools: 'never',
  hideTestRequestButton: false,
  persistAuth: false,
})});\n`;

interface Asset {
  body: string;
  etag: string;
}

function asset(body: string): Asset {
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

let bundle: Promise<Asset> | undefined;

/** Scalar's standalone bundle, read once on first use (it is a few megabytes). */
function scalarBundle(): Promise<Asset> {
  const entry = createRequire(import.meta.url).resolve('@scalar/api-reference');
  bundle ??= readFile(join(dirname(entry), 'browser', 'standalone.js'), 'utf8').then(asset);
  return bundle;
}

const startAsset = asset(start);

/** Answers a script, or 304 when the caller holds this version. */
function script(c: Context, { body, etag }: Asset) {
  c.header('etag', etag);
  // A day, then a cheap revalidation: the names stay the same when Scalar is upgraded.
  c.header('cache-control', 'public, max-age=86400, must-revalidate');
  if (c.req.header('if-none-match') === etag) return c.body(null, 304);
  c.header('content-type', 'text/javascript; charset=utf-8');
  return c.body(body);
}

/** Registers `GET /docs` and its two scripts. */
export function registerDocsRoutes(app: Hono): void {
  app.get(API_REFERENCE_PATH, (c) => {
    c.header(PAGE_CSP_HEADER, DOCS_CSP);
    c.header('cache-control', 'no-cache');
    return c.html(html);
  });
  app.get(DOCS_ASSETS.bundle, async (c) => script(c, await scalarBundle()));
  app.get(DOCS_ASSETS.start, (c) => script(c, startAsset));
}
