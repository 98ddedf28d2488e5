/**
 * Content and commerce tables: links (Instants, shorts, shopboard links and multilink
 * experiences), multilinks, the products of each link, shopper events rolled up per day, and the
 * orders the simulated store takes. Money is stored in cents (integers) and answered in units.
 */
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { businesses, influencers } from './schema';

/** UTM parameters as the wire names them. */
export type StoredUtm = Record<string, string | null>;
/** Chosen options per inventory id (option name → value). */
export type StoredSelectedOptions = Record<string, Record<string, string>>;

/**
 * Every public id (link, short, multilink, experience) with its owner: the primary key keeps ids
 * unique across the three kinds, so `/{username}/{id}` resolves to exactly one of them.
 */
export const publicIds = pgTable('public_ids', {
  id: text('id').primaryKey(),
  businessId: text('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  /** link (any link row, experiences included) or multilink. */
  kind: text('kind').notNull(),
});

/** A multilink: an A/B splitter over two experiences (rows of `links` with its id). */
export const multilinks = pgTable(
  'multilinks',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    influencerId: text('influencer_id').references(() => influencers.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    promocode: text('promocode'),
    utmParams: jsonb('utm_params').$type<StoredUtm>(),
    isExpired: boolean('is_expired').notNull().default(false),
    /** The edit version: +1 per edit, checked against the one the edit was based on (409). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The list's order (newest first, then id) read backwards from the index, without a sort.
  (t) => [index('multilinks_business_created_idx').on(t.businessId, t.createdAt, t.id)],
);

/**
 * A link of any type: LOOK (Instant), SHORT, SHOPBOARD, or an experience of a multilink (then
 * `multilink_id`, `position`, `share` and `device_option` are set and it is not listed on its own).
 */
export const links = pgTable(
  'links',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    influencerId: text('influencer_id').references(() => influencers.id, { onDelete: 'set null' }),
    multilinkId: text('multilink_id').references(() => multilinks.id, { onDelete: 'cascade' }),
    /** The experience's place in its multilink (0 = A, 1 = B). */
    position: integer('position'),
    /** The experience's traffic share (0–100). */
    share: integer('share'),
    /** ALL, MOBILE or PC. */
    deviceOption: text('device_option'),
    /** SHORT, LOOK, SHOPBOARD. */
    linkType: text('link_type').notNull(),
    /** product, collection, custom, organic (shorts and experiences). */
    urlType: text('url_type'),
    title: text('title'),
    description: text('description'),
    images: jsonb('images').$type<{ src: string; id?: string | null }[]>().notNull().default([]),
    shoppingRedirectUrl: text('shopping_redirect_url'),
    promocode: text('promocode'),
    utmParams: jsonb('utm_params').$type<StoredUtm>(),
    selectedOptions: jsonb('selected_options').$type<StoredSelectedOptions>(),
    collections: jsonb('collections')
      .$type<{ collection_id: string; title: string; url?: string | null }[]>()
      .notNull()
      .default([]),
    isExpired: boolean('is_expired').notNull().default(false),
    /** The edit version: +1 per edit, checked against the one the edit was based on (409). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Lifetime totals kept beside the row (each event and order adds to them), so lists answer
     * without aggregating a year of history; ranged figures still come from the events and orders.
     */
    totalVisits: integer('total_visits').notNull().default(0),
    totalCheckoutRequests: integer('total_checkout_requests').notNull().default(0),
    totalOrders: integer('total_orders').notNull().default(0),
    totalRevenueCents: integer('total_revenue_cents').notNull().default(0),
    totalTaxCents: integer('total_tax_cents').notNull().default(0),
  },
  (t) => [
    // The lists' order (newest first, then id) read backwards from the index, without a sort.
    index('links_business_created_idx').on(t.businessId, t.createdAt, t.id),
    index('links_influencer_idx').on(t.influencerId),
    index('links_multilink_idx').on(t.multilinkId),
  ],
);

/** The products of a link in their order (a title snapshot keeps lists cheap). */
export const linkProducts = pgTable(
  'link_products',
  {
    linkId: text('link_id')
      .notNull()
      .references(() => links.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: text('product_id').notNull(),
    inventoryId: text('inventory_id').notNull(),
    title: text('title').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.linkId, t.position] }),
    index('link_products_product_idx').on(t.productId),
  ],
);

/**
 * Shopper events rolled up per link, day and type (visit, add_to_cart, checkout_request): one row
 * per day keeps a year of history small and every event an upsert.
 */
export const linkEvents = pgTable(
  'link_events',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    linkId: text('link_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    type: text('type').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.linkId, t.day, t.type] }),
    index('link_events_business_day_idx').on(t.businessId, t.day),
  ],
);

/**
 * Shopper events of one product of a link, rolled up per day and type like `link_events`: today
 * only `add_to_cart` (the product funnel; views are the link's counted visits and checkouts its
 * orders' lines, so neither is written twice).
 */
export const linkProductEvents = pgTable(
  'link_product_events',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    linkId: text('link_id').notNull(),
    inventoryId: text('inventory_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    type: text('type').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.inventoryId, t.day, t.type] })],
);

/**
 * An order of the simulated store. `influencer_id` is the influencer it is credited to (the link's
 * influencer, or the one whose promocode was used); `attributed` is true when that influencer's
 * own promocode was used (the "influencer attributed" figures).
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    linkId: text('link_id'),
    /** The channel of the link at the time of the order: LOOK, SHORT, SHOPBOARD, or null (organic). */
    linkType: text('link_type'),
    influencerId: text('influencer_id').references(() => influencers.id, { onDelete: 'set null' }),
    attributed: boolean('attributed').notNull().default(false),
    promocode: text('promocode'),
    /** PAID, REFUNDED, PARTIALLY_REFUNDED. */
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    totalCents: integer('total_cents').notNull(),
    taxCents: integer('tax_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    productsCount: integer('products_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_business_created_idx').on(t.businessId, t.createdAt),
    index('orders_link_idx').on(t.linkId),
  ],
);

/** One line of an order. */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: text('product_id').notNull(),
    inventoryId: text('inventory_id').notNull(),
    title: text('title').notNull(),
    variantTitle: text('variant_title'),
    imageSrc: text('image_src'),
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    index('order_items_product_idx').on(t.productId),
  ],
);

/** An influencer's commission and revenue rules (content.md §3), kept beside the account. */
export const influencerTerms = pgTable('influencer_terms', {
  influencerId: text('influencer_id')
    .primaryKey()
    .references(() => influencers.id, { onDelete: 'cascade' }),
  reduceRefunds: boolean('reduce_refunds').notNull().default(false),
  reduceVat: boolean('reduce_vat').notNull().default(false),
  /** Percent of the revenue counted for commission (default 100, up to 2 decimals). */
  netRevenueRatio: doublePrecision('net_revenue_ratio').notNull().default(100),
  /**
   * The commission percent with its decimals (up to 2): `influencers.commission` holds whole
   * percents only, so this is the one answered.
   */
  commission: doublePrecision('commission').notNull().default(0),
});
