/**
 * Development stand-ins that are not part of the contract: the mailbox the API "sends" its mails
 * to (password resets, verifications) and the store marketplace's app install. They hand out
 * secrets (reset tokens, store codes), so they exist only when the server is started for
 * development (`DEV_ROUTES=1`: `pnpm dev`, the e2e run) and even then answer loopback callers only.
 */
import { isValidEmail, ROUTES } from '@shoppable/domain';
import { desc } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { isLoopback } from '../address';
import type { Db } from '../db/client';
import { mailbox } from '../db/schema';
import { ApiError, ok } from '../http';
import { dashboardUrl } from '../shopboard/routes';
import { issueStoreCode } from '../store/connect';

/** Whether the environment asks for the development routes. */
export const devRoutesFromEnv = () => process.env.DEV_ROUTES === '1';

export function registerDevRoutes(app: Hono, db: Db, clientAddress: (c: Context) => string): void {
  app.use('/dev/*', async (c, next) => {
    // 404 like any unknown route: a remote caller learns nothing about development mode.
    if (!isLoopback(clientAddress(c)))
      throw new ApiError(404, `No route for ${c.req.method} ${c.req.path}`);
    await next();
  });

  /** Every mail the API "sent", newest first. */
  app.get('/dev/mailbox', async (c) => {
    const rows = await db.select().from(mailbox).orderBy(desc(mailbox.id)).limit(100);
    return c.json(
      ok(
        rows.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          body: m.body,
          created_at: m.createdAt.toISOString(),
        })),
      ),
    );
  });

  /**
   * Installing the sales-channel app from the store's marketplace: a single-use `auth` code for
   * `shop` (and the store owner's `email`) with the dashboard pages that take it.
   */
  app.get('/dev/store/install', async (c) => {
    const shop = (c.req.query('shop') ?? 'my-store.example').trim().toLowerCase();
    if (!/^[a-z0-9][a-z0-9.-]{0,99}$/.test(shop)) {
      throw new ApiError(400, 'Invalid query: "shop" is not a store domain');
    }
    const email = c.req.query('email')?.trim().toLowerCase() || null;
    if (email && !isValidEmail(email)) throw new ApiError(400, "That email doesn't look right");
    const code = await issueStoreCode(db, { shop, email });
    const at = (path: string) => `${dashboardUrl()}${path}?auth=${encodeURIComponent(code)}`;
    return c.json(
      ok({
        auth: code,
        // The register-store page shows the store's email read-only when the address carries it.
        register_url: email
          ? `${at(ROUTES.registerStore)}&email=${encodeURIComponent(email)}`
          : at(ROUTES.registerStore),
        login_url: at(ROUTES.loginStore),
        connect_url: at(ROUTES.storeAuth),
      }),
    );
  });
}
