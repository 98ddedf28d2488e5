/**
 * A refund made in the store (the simulated store's side, reached through the development route
 * `POST /dev/store/orders/refund`): the order's refunded amount and status, its link's revenue,
 * and the `order.refunded` webhooks change in one transaction.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { links, orders } from '../db/content.schema';
import { ApiError } from '../http';
import { enqueueEvent, orderData } from '../webhooks/outbox';

/**
 * Refunds `amountCents` of an order (what is left of it when omitted) and answers the order as
 * refunded: 404 for an unknown order, 409 when nothing is left to refund, 400 for an amount
 * above what is left.
 */
export async function refundOrder(
  db: Db,
  orderId: string,
  amountCents?: number,
): Promise<typeof orders.$inferSelect> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new ApiError(404, `Unknown order "${orderId}"`);
    const left = order.totalCents - order.refundedCents;
    if (left <= 0) throw new ApiError(409, `The order "${orderId}" is refunded already`);
    const amount = amountCents ?? left;
    if (!Number.isInteger(amount) || amount < 1 || amount > left) {
      const most = `${(left / 100).toFixed(2)} ${order.currency}`;
      throw new ApiError(400, `A refund of this order must be more than 0 and at most ${most}`);
    }
    const [refunded] = await tx
      .update(orders)
      .set({
        refundedCents: order.refundedCents + amount,
        status: amount === left ? 'REFUNDED' : 'PARTIALLY_REFUNDED',
      })
      .where(eq(orders.id, orderId))
      .returning();
    if (order.linkId) {
      await tx
        .update(links)
        .set({ totalRevenueCents: sql`${links.totalRevenueCents} - ${amount}` })
        .where(eq(links.id, order.linkId));
    }
    await enqueueEvent(tx, order.businessId, 'order.refunded', orderData(refunded!));
    return refunded!;
  });
}
