import { health } from '@shoppable/api-contract';
import { callerAddress, trustedProxiesFromEnv } from './address';
import { Hono, type Context } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { endpointAccess } from './auth/access';
import { SessionCache } from './auth/session';
import type { ChangeFeed } from './db/changeFeed';
import { corsHeaders } from './cors';
import { registerRecoveryRoutes } from './auth/recovery';
import { registerAuthRoutes } from './auth/routes';
import { createThrottle, type LoginLimits } from './auth/throttle';
import type { Db } from './db/client';
import { devRoutesFromEnv, registerDevRoutes } from './dev/routes';
import { registerAnalyticsRoutes } from './analytics/routes';
import { registerTrendRoutes } from './analytics/trends';
import { registerInfluencerRoutes } from './influencers/routes';
import { registerLinkRoutes } from './links/routes';
import { registerOrderRoutes } from './orders/routes';
import { EventIngest, eventsPerAddressFromEnv, type IngestOptions } from './public/ingest';
import { relaySecretFromEnv } from './public/relay';
import { registerPublicRoutes } from './public/routes';
import { bodyTooLarge, fail, MAX_JSON_BYTES, ok, setAccessCheck, toErrorResponse } from './http';
import { pageCsp } from './plans/page';
import { planExpirySweep } from './plans/routes';
import { registerStoreSide } from './storeSide';
import { registerWebhookRoutes, type WebhookRouteOptions } from './webhooks/routes';

/** The dashboard origins allowed by CORS (dev and preview servers), plus `DASHBOARD_ORIGIN`. */
export const DASHBOARD_ORIGINS = [
  'http://127.0.0.1:5173',
  'http://localhost:5173',
  'http://127.0.0.1:4173',
  'http://localhost:4173',
];

export interface AppOptions {
  db: Db;
  /** Extra allowed origins (default: `DASHBOARD_ORIGIN` from the environment). */
  origins?: string[];
  /** The caller's address; default: the socket's, or what a trusted proxy forwards (see address.ts). */
  clientAddress?: (c: Context) => string;
  /** The failed-login limits (see `createThrottle`). */
  limits?: LoginLimits;
  /** The clock of the rate limits (tests). */
  now?: () => number;
  /**
   * The development stand-ins under `/dev/*` (mailbox, store install), for loopback callers only.
   * Default: `DEV_ROUTES=1` in the environment; never on otherwise.
   */
  devRoutes?: boolean;
  /**
   * The database's change notifications (`listenForChanges`): while live, sessions and link lists
   * are answered from memory. Without it every request checks the database.
   */
  changes?: ChangeFeed;
  /**
   * How shopper events are batched and limited (see `EventIngest`), or a batcher to share (tests
   * flush it). Default: one batcher per app on the rate limits' clock.
   */
  events?: IngestOptions | EventIngest;
  /** The secret the link-page server signs relays with (default: `relaySecretFromEnv()`). */
  relaySecret?: string;
  /** Where webhook endpoints may point and how their names resolve (default: the environment's). */
  webhooks?: WebhookRouteOptions;
}

/** The reference API. Routes are added by feature; every answer is `{ status, data, error }`. */
export function createApp(options: AppOptions) {
  const app = new Hono();
  const extra =
    options.origins ?? (process.env.DASHBOARD_ORIGIN ? [process.env.DASHBOARD_ORIGIN] : []);
  const allowed = new Set([...DASHBOARD_ORIGINS, ...extra.map((o) => o.replace(/\/$/, ''))]);

  // Pages the API serves itself (plan checkout, OAuth consent) replace the default CSP with theirs.
  app.use(pageCsp);
  // Images (demo media and uploads) show on the link pages, another origin: let them load there.
  for (const path of ['/media/*', '/files/*']) {
    app.use(path, async (c, next) => {
      await next();
      c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
    });
  }
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
      strictTransportSecurity: 'max-age=31536000; includeSubDomains',
      xContentTypeOptions: 'nosniff',
      xFrameOptions: 'DENY',
      crossOriginResourcePolicy: 'same-site',
    }),
  );
  app.use(
    corsHeaders({
      origins: allowed,
      methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      headers: ['Authorization', 'Content-Type'],
      exposeHeaders: ['Retry-After'],
      maxAgeSeconds: 600,
    }),
  );
  // Oversized bodies are refused from their declared length before any route reads them.
  app.use(async (c, next) => {
    const length = Number(c.req.header('content-length') ?? 0);
    const type = c.req.header('content-type') ?? '';
    // Multipart uploads and signed media PUTs check their own, larger limits.
    const ownLimit = type.startsWith('multipart/') || c.req.path.startsWith('/media/upload/');
    if (length > MAX_JSON_BYTES && !ownLimit) {
      throw bodyTooLarge();
    }
    await next();
  });

  app.get(health.path, (c) => c.json(ok({ service: 'api', ok: true })));
  const sessions = options.changes ? new SessionCache(options.changes) : undefined;
  setAccessCheck(app, endpointAccess(options.db, sessions));
  app.use(planExpirySweep(options.db));

  const clientAddress = options.clientAddress ?? callerAddress(trustedProxiesFromEnv());
  if (options.devRoutes ?? devRoutesFromEnv()) registerDevRoutes(app, options.db, clientAddress);
  const throttle = createThrottle(options.db, clientAddress, {
    ...options.limits,
    ...(options.now ? { now: options.now } : {}),
  });
  registerAuthRoutes(app, { db: options.db, throttle });
  registerRecoveryRoutes(app, options.db, throttle);
  registerStoreSide(app, options.db, throttle);
  const ingest =
    options.events instanceof EventIngest
      ? options.events
      : new EventIngest(options.db, {
          ...(options.now ? { now: options.now } : {}),
          ...eventsPerAddressFromEnv(),
          changes: options.changes,
          ...options.events,
        });
  registerPublicRoutes(app, options.db, throttle, {
    ingest,
    clientAddress,
    relaySecret: options.relaySecret ?? relaySecretFromEnv(),
    ...(options.now ? { now: options.now } : {}),
  });
  registerLinkRoutes(app, options.db, options.changes);
  registerInfluencerRoutes(app, options.db, throttle);
  registerAnalyticsRoutes(app, options.db);
  registerTrendRoutes(app, options.db);
  registerOrderRoutes(app, options.db);
  registerWebhookRoutes(app, options.db, options.webhooks);

  app.notFound((c) => c.json(fail(`No route for ${c.req.method} ${c.req.path}`), 404));
  app.onError(toErrorResponse);

  return app;
}
