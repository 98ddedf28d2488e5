import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';

/** The envelope every answer of the API uses. */
const fail = (error: string) => ({ status: false, data: null, error });

/** The reference API. Routes are added by feature; every answer is `{ status, data, error }`. */
export function createApp() {
  const app = new Hono();

  app.get('/health', (c) =>
    c.json({ status: true, data: { service: 'api', ok: true }, error: null }),
  );

  app.notFound((c) => c.json(fail(`No route for ${c.req.method} ${c.req.path}`), 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException) return c.json(fail(error.message), error.status);
    console.error(error);
    return c.json(fail('Internal server error'), 500);
  });

  return app;
}
