/**
 * CORS for the dashboard origins. Hono's `cors()` would do, but it writes its headers on `c.res`
 * before the route runs: the route's answer then has to be merged into that early response, which
 * turns @hono/node-server's lightweight string response into a stream it reads back chunk by chunk
 * (a fifth of the CPU of a cached links list, measured with --cpu-prof). This middleware answers
 * preflights itself and adds its headers after the route, as `secureHeaders` does.
 */
import type { MiddlewareHandler } from 'hono';

export interface CorsOptions {
  /** Origins allowed to call the API from a browser (exact, without a trailing slash). */
  origins: ReadonlySet<string>;
  methods: readonly string[];
  headers: readonly string[];
  exposeHeaders: readonly string[];
  /** How long a browser may keep a preflight's answer (s). */
  maxAgeSeconds: number;
}

export function corsHeaders(options: CorsOptions): MiddlewareHandler {
  const methods = options.methods.join(',');
  const allowHeaders = options.headers.join(',');
  const exposeHeaders = options.exposeHeaders.join(',');
  return async (c, next) => {
    const origin = c.req.header('origin');
    const allowed = origin !== undefined && options.origins.has(origin) ? origin : undefined;
    if (c.req.method === 'OPTIONS') {
      const headers = new Headers({
        'Access-Control-Allow-Methods': methods,
        'Access-Control-Allow-Headers': allowHeaders,
        'Access-Control-Max-Age': String(options.maxAgeSeconds),
        Vary: 'Origin',
      });
      if (allowed) headers.set('Access-Control-Allow-Origin', allowed);
      return new Response(null, { status: 204, headers });
    }
    await next();
    const headers = c.res.headers;
    if (allowed) headers.set('Access-Control-Allow-Origin', allowed);
    headers.set('Access-Control-Expose-Headers', exposeHeaders);
    headers.append('Vary', 'Origin');
  };
}
