import { serve } from '@hono/node-server';
import { createApp } from './app';
import { buildClientAssets, gzipSize } from './assets';

const port = Number(process.env.PORT ?? 8788);
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:8787';
const assets = await buildClientAssets();

const server = serve(
  { fetch: createApp({ apiUrl, assets }).fetch, hostname: '127.0.0.1', port },
  (info) => {
    console.log(
      `Link pages on http://127.0.0.1:${info.port} (API ${apiUrl}; client ${assets.script.path}, ${gzipSize(assets.script)} B gzip)`,
    );
  },
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
