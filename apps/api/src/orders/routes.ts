import { listOrders, orderDetails } from '@shoppable/api-contract';
import { PAGE_SIZES } from '@shoppable/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { requireAdmin } from '../auth/access';
import type { Db } from '../db/client';
import { orders } from '../db/content.schema';
import { ApiError, route } from '../http';
import { storeBaseUrl } from '../links/catalog';
import { orderItemsOf, serializeOrders } from './model';

/** Business-wide orders, newest first, page of 20 (admin only: content.md §6 "Recent orders"). */
export function registerOrderRoutes(app: Hono, db: Db): void {
  route(app, listOrders, async (c, { query }) => {
    const admin = await requireAdmin(db, c);
    const count = Math.min(Math.max(query.count ?? PAGE_SIZES.orders, 0), 200);
    const rows = await db
      .select()
      .from(orders)
      .where(eq(orders.businessId, admin.businessId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(count)
      .offset(query.skip ?? 0);
    return serializeOrders(db, rows, await storeBaseUrl(db, admin.businessId));
  });

  route(app, orderDetails, async (c, { params }) => {
    const admin = await requireAdmin(db, c);
    const [row] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, params.orderId), eq(orders.businessId, admin.businessId)))
      .limit(1);
    if (!row) throw new ApiError(404, 'Order not found');
    return orderItemsOf(db, row.id);
  });
}
