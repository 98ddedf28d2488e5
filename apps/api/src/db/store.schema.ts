/**
 * The demo store standing in for the hosted e-commerce platform (catalogue, collections, option
 * map), the simulated social networks, uploaded files and media, background jobs, plan checkouts
 * and client logs. Ids are text so the seed stays deterministic.
 */
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businesses } from './schema';

/** One option of a product as the store describes it (`type` feeds the option map). */
export interface StoredProductOption {
  name: string;
  position: number;
  type: 'COLOR' | 'TEXT';
  values: string[];
}

/**
 * A product of a merchant's store. `id` is the wire `product_id`; `inventoryId` the wire
 * `inventory_id` (links and pickers send inventory ids, analytics and trends product ids).
 */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    inventoryId: text('inventory_id').notNull(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    handle: text('handle').notNull(),
    /** active or draft. */
    status: text('status').notNull().default('active'),
    /** Search tags (matched only with `include_search_tags`). */
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    imageUrl: text('image_url'),
    /** 0–100, higher sells better. */
    sellingScore: doublePrecision('selling_score'),
    options: jsonb('options').$type<StoredProductOption[]>().notNull().default([]),
    /** The store's own order (search results follow it after relevance). */
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_inventory_idx').on(t.inventoryId),
    index('products_business_position_idx').on(t.businessId, t.position),
  ],
);

/** A variant of a product: one combination of option values, with price, stock and image. */
export const variants = pgTable(
  'variants',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** "Black / M". */
    title: text('title').notNull(),
    /** Option name → value. */
    selectedOptions: jsonb('selected_options').$type<Record<string, string>>().notNull(),
    price: doublePrecision('price').notNull(),
    stock: integer('stock').notNull().default(0),
    imageUrl: text('image_url'),
    position: integer('position').notNull(),
  },
  (t) => [index('variants_product_idx').on(t.productId)],
);

/** A collection of the store. */
export const collections = pgTable(
  'collections',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    handle: text('handle').notNull(),
    description: text('description'),
    imageUrl: text('image_url'),
    position: integer('position').notNull(),
  },
  (t) => [index('collections_business_idx').on(t.businessId, t.position)],
);

/** Which products a collection holds. */
export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionId: text('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.productId] })],
);

/** Per-business store state that is not part of the brand: the option map and the last sync. */
export const storeProfiles = pgTable('store_profiles', {
  businessId: text('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  /** The contract's option map; null until the store is connected. */
  optionMap: jsonb('option_map').$type<Record<string, unknown>>(),
  productsSyncedAt: timestamp('products_synced_at', { withTimezone: true }),
});

/** A social network account connected to the shopboard. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** instagram, tiktok or pinterest. */
    network: text('network').notNull(),
    username: text('username').notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    /** While set and in the future, the account reports `number_of_posts: -1` (syncing). */
    syncUntil: timestamp('sync_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.network] })],
);

/** A post of a connected network with its product tags. */
export const socialPosts = pgTable(
  'social_posts',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    network: text('network').notNull(),
    imageUrl: text('image_url').notNull(),
    caption: text('caption'),
    visible: boolean('visible').notNull().default(true),
    /** Manually tagged product ids (at most 5). */
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    /** Products the (simulated) vision tagging found. */
    autoProductIds: jsonb('auto_product_ids').$type<string[]>().notNull().default([]),
    selectedOptions: jsonb('selected_options').$type<Record<string, Record<string, string>>>(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('social_posts_business_network_idx').on(t.businessId, t.network, t.postedAt)],
);

/** A stored file: multipart uploads (`file`) and Magic Store media PUT to a signed URL (`media`). */
export const uploads = pgTable('uploads', {
  id: text('id').primaryKey(),
  businessId: text('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
  /** file or media. */
  kind: text('kind').notNull(),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  /** Null until the bytes arrive (a signed media URL not used yet). */
  bytes: integer('bytes'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A background job (product sync, media compression). It is done once `completesAt` has passed:
 * readers derive the status from the clock, so a restart never leaves a job stuck.
 */
export const jobs = pgTable('jobs', {
  id: text('id').primaryKey(),
  businessId: text('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  /** product_sync or compression. */
  kind: text('kind').notNull(),
  /** RUNNING, COMPLETE or FAILED (FAILED set explicitly). */
  status: text('status').notNull().default('RUNNING'),
  payload: jsonb('payload').$type<Record<string, unknown>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  completesAt: timestamp('completes_at', { withTimezone: true }).notNull(),
});

/** A plan checkout opened by subscribe; the local checkout page completes it once. */
export const planCheckouts = pgTable('plan_checkouts', {
  /** SHA-256 of the checkout token in the page URL. */
  tokenHash: text('token_hash').primaryKey(),
  businessId: text('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  plan: text('plan').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

/** Client error logs (POST /api/logs/commit: the last 50 lines). */
export const clientLogs = pgTable('client_logs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  businessId: text('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
  storeId: text('store_id'),
  cartId: text('cart_id'),
  lines: jsonb('lines').$type<string[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
