import type { order as orderSchema, orderItem as orderItemSchema } from '@shoppable/api-contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../db/client';
import { links, orderItems, type orders } from '../db/content.schema';
import { influencers } from '../db/schema';
import { units } from '../links/model';

export type OrderOut = v.InferOutput<typeof orderSchema>;
export type OrderItemOut = v.InferOutput<typeof orderItemSchema>;
export type OrderRow = typeof orders.$inferSelect;

/** Serialises orders with the link each came from and its influencer's image (3 queries). */
export async function serializeOrders(
  db: Db,
  rows: readonly OrderRow[],
  storeBase: string,
): Promise<OrderOut[]> {
  const linkIds = [...new Set(rows.map((r) => r.linkId).filter((id): id is string => !!id))];
  const influencerIds = [
    ...new Set(rows.map((r) => r.influencerId).filter((id): id is string => !!id)),
  ];
  const [linkRows, people] = await Promise.all([
    linkIds.length === 0
      ? []
      : db
          .select({
            id: links.id,
            description: links.description,
            images: links.images,
            linkType: links.linkType,
            urlType: links.urlType,
          })
          .from(links)
          .where(inArray(links.id, linkIds)),
    influencerIds.length === 0
      ? []
      : db
          .select({ id: influencers.id, image: influencers.profileImageUrl })
          .from(influencers)
          .where(inArray(influencers.id, influencerIds)),
  ]);
  const linkById = new Map(linkRows.map((l) => [l.id, l]));
  const imageById = new Map(people.map((p) => [p.id, p.image]));
  return rows.map((row) => {
    const l = row.linkId ? linkById.get(row.linkId) : undefined;
    return {
      order_id: row.id,
      created_at: row.createdAt.toISOString(),
      currency: row.currency,
      influencer_profile_image_url: row.influencerId
        ? (imageById.get(row.influencerId) ?? null)
        : null,
      order_status: row.status as OrderOut['order_status'],
      order_url: `${storeBase}/admin/orders/${row.id}`,
      products_count: row.productsCount,
      total_price: units(row.totalCents),
      link_details: l
        ? {
            link_id: l.id,
            description: l.description,
            images: l.images.map((image) => ({ src: image.src, id: image.id ?? null })),
            link_default_image: l.images[0]?.src ?? null,
            link_type: l.linkType as 'SHORT' | 'LOOK' | 'SHOPBOARD',
            url_type: (l.urlType as 'product' | 'collection' | 'custom' | 'organic' | null) ?? null,
          }
        : null,
    };
  });
}

/** The items of one order, in their order. */
export async function orderItemsOf(db: Db, orderId: string): Promise<OrderItemOut[]> {
  const rows = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  return rows.map((row) => ({
    title: row.title,
    image: row.imageSrc ? { src: row.imageSrc } : null,
    variant_title: row.variantTitle,
    price: units(row.priceCents),
    quantity: row.quantity,
  }));
}
