import { serve } from '@hono/node-server';
import { createApp } from './app';
import { buildClientAssets, gzipSize } from './assets';
import { relaySecretFromEnv } from './relay';

const port = Number(process.env.PORT ?? 8788);
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:8787';
// PAGE_DATA_TTL_MS: how long an Instant's page data is reused (default 1000; 0: every request).
const ttl = Number(process.env.PAGE_DATA_TTL_MS);
const pageDataTtlMs =
  process.env.PAGE_DATA_TTL_MS && Number.isFinite(ttl) && ttl >= 0 ? ttl : undefined;
/** A whole number from the environment (0 allowed), or undefined (the default applies). */
function envCount(name: string): number | undefined {
  const text = process.env[name]?.trim();
  const value = Number(text);
  return text && Number.isInteger(value) && value >= 0 ? value : undefined;
}
// The last good renders kept for an API outage: how many pages, how many bytes of HTML.
const maxEntries = envCount('STALE_PAGES_MAX_ENTRIES');
const maxBytes = envCount('STALE_PAGES_MAX_BYTES');
const stalePages = {
  ...(maxEntries === undefined ? {} : { maxEntries }),
  ...(maxBytes === undefined ? {} : { maxBytes }),
};
// Refuses to start in production without RELAY_SECRET: every relayed event would be refused.
const relaySecret = relaySecretFromEnv();
const assets = await buildClientAssets();

const server = serve(
  {
    fetch: createApp({
      apiUrl,
      assets,
      stalePages,
      relaySecret,
      ...(pageDataTtlMs === undefined ? {} : { pageDataTtlMs }),
    }).fetch,
    hostname: '127.0.0.1',
    port,
  },
  (info) => {
    console.log(
      `Link pages on http://127.0.0.1:${info.port} (API ${apiUrl}; client ${assets.script.path}, ${gzipSize(assets.script)} B gzip)`,
    );
  },
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
