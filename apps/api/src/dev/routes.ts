/**
 * Development stand-ins that are not part of the contract: the mailbox the API "sends" its mails
 * to (password resets, verifications), the store marketplace's app install and the store's stock
 * changing (a product selling out elsewhere, a restock) and refunding an order. They hand out
 * secrets (reset tokens, store codes), so they exist only when the server is started for
 * development (`DEV_ROUTES=1`: `pnpm dev`, the e2e run) and even then answer loopback callers only.
 */
import { isValidEmail, ROUTES } from '@shoppable/domain';
import { desc, eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { isLoopback } from '../address';
import type { Db } from '../db/client';
import { mailbox } from '../db/schema';
import { products, variants } from '../db/store.schema';
import { ApiError, ok } from '../http';
import { refundOrder } from '../orders/refund';
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

  /**
   * The store's stock changing outside the link pages: every variant of the product
   * `inventory_id` gets `stock` units (0 sells it out), as the store's own sales and restocks do.
   */
  app.post('/dev/store/inventory', async (c) => {
    const body = (await c.req.json().catch(() => null)) as {
      inventory_id?: unknown;
      stock?: unknown;
    } | null;
    const inventoryId = body?.inventory_id;
    const stock = body?.stock;
    if (typeof inventoryId !== 'string' || inventoryId.trim() === '') {
      throw new ApiError(400, 'Invalid body: "inventory_id" must be a product\'s inventory id');
    }
    if (typeof stock !== 'number' || !Number.isInteger(stock) || stock < 0 || stock > 100_000) {
      throw new ApiError(400, 'Invalid body: "stock" must be a whole number from 0 to 100000');
    }
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.inventoryId, inventoryId))
      .limit(1);
    if (!product) throw new ApiError(404, `Unknown product "${inventoryId}"`);
    const updated = await db
      .update(variants)
      .set({ stock })
      .where(eq(variants.productId, product.id))
      .returning({ id: variants.id });
    return c.json(ok({ inventory_id: inventoryId, stock, variants: updated.length }));
  });

  /**
   * A refund made in the store: `amount` (currency units) of the order `order_id`, or all that is
   * left of it, as the store's refund notice would report it (webhooks hear `order.refunded`).
   */
  app.post('/dev/store/orders/refund', async (c) => {
    const body = (await c.req.json().catch(() => null)) as {
      order_id?: unknown;
      amount?: unknown;
    } | null;
    const orderId = body?.order_id;
    const amount = body?.amount;
    if (typeof orderId !== 'string' || orderId.trim() === '') {
      throw new ApiError(400, 'Invalid body: "order_id" must be an order\'s id');
    }
    if (amount !== undefined && (typeof amount !== 'number' || !Number.isFinite(amount))) {
      throw new ApiError(400, 'Invalid body: "amount" must be a number');
    }
    const order = await refundOrder(
      db,
      orderId,
      amount === undefined ? undefined : Math.round(amount * 100),
    );
    return c.json(
      ok({ order_id: order.id, status: order.status, refunded: order.refundedCents / 100 }),
    );
  });
}
