import { serve } from '@hono/node-server';
import { createApp } from './app';

const port = Number(process.env.PORT ?? 8788);

const server = serve({ fetch: createApp().fetch, hostname: '127.0.0.1', port }, (info) => {
  console.log(`Link pages on http://127.0.0.1:${info.port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
