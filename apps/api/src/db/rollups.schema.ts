/**
 * Order figures rolled up as orders are written, so analytics read a few rows instead of every
 * order. Kept by the triggers of migration `0011_rollups.sql` (whoever writes an order: the
 * checkout, a refund, the seed, `psql`), recomputed from the orders by `rebuild_rollups()`
 * (apps/api/README.md, "Rollups"). No foreign keys: a business's rows go with it through a trigger,
 * so a cascade deleting its orders never races its rollups.
 */
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * Orders per business, UTC day, link, channel, influencer and attribution: what the reports,
 * the link rows and the influencer insights sum. Money in cents.
 */
export const orderRollups = pgTable(
  'order_rollups',
  {
    businessId: text('business_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    linkId: text('link_id'),
    linkType: text('link_type'),
    influencerId: text('influencer_id'),
    attributed: boolean('attributed').notNull(),
    orders: integer('orders').notNull().default(0),
    grossCents: bigint('gross_cents', { mode: 'number' }).notNull().default(0),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    // Organic orders have no link and many no influencer: null is one key value here.
    unique('order_rollups_key')
      .on(t.businessId, t.day, t.linkId, t.linkType, t.influencerId, t.attributed)
      .nullsNotDistinct(),
    index('order_rollups_link_idx').on(t.linkId),
  ],
);

/**
 * A business's trend window: the orders created at or after `starts_at`, refunded ones left out,
 * that hold at least one line. The window moves forward when trends are read
 * (`trend_window_move`), taking the orders it leaves out of the figures below.
 */
export const trendWindows = pgTable('trend_windows', {
  businessId: text('business_id').primaryKey(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  orders: integer('orders').notNull().default(0),
});

/** Per product over the business's trend window: orders holding it and units sold. */
export const trendProducts = pgTable(
  'trend_products',
  {
    businessId: text('business_id').notNull(),
    productId: text('product_id').notNull(),
    orders: integer('orders').notNull().default(0),
    units: bigint('units', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.productId] })],
);

/** Per pair of products (`product_a` < `product_b`, byte order) over the window: orders holding both. */
export const trendPairs = pgTable(
  'trend_pairs',
  {
    businessId: text('business_id').notNull(),
    productA: text('product_a').notNull(),
    productB: text('product_b').notNull(),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.productA, t.productB] }),
    index('trend_pairs_b_idx').on(t.businessId, t.productB),
    index('trend_pairs_orders_idx').on(t.businessId, t.orders),
  ],
);
