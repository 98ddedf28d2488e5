/**
 * The one Postgres schema of the reference API (PGlite and PostgreSQL alike). Ids are text on the
 * wire (api-contract `id`); rows use text primary keys so seeds stay deterministic.
 */
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A merchant business (platform.md §3 "Brand"). */
export const businesses = pgTable('businesses', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  logoUrl: text('logo_url'),
  currency: text('currency').notNull().default('USD'),
  /** FREE, STARTER, BUSINESS, PRO, ENTERPRISE. */
  subscriptionPlan: text('subscription_plan').notNull().default('FREE'),
  /** The free trial ends at this instant (days left are counted from it); null: no trial. */
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  /** When the current paid plan was subscribed (its monthly billing cycles count from here). */
  planStartedAt: timestamp('plan_started_at', { withTimezone: true }),
  /** A paid plan cancelled at the end of its cycle becomes FREE at this instant. */
  planEndsAt: timestamp('plan_ends_at', { withTimezone: true }),
  domain: text('domain'),
  availableDomains: jsonb('available_domains').$type<string[]>().notNull().default([]),
  storeConnected: boolean('store_connected').notNull().default(false),
  storeDomain: text('store_domain'),
  utmParams: jsonb('utm_params').$type<Record<string, string | null>>(),
  shippingAndReturnUrl: text('shipping_and_return_url'),
  facebookPixelId: text('facebook_pixel_id'),
  googleAnalyticsId: text('google_analytics_id'),
  autoSwapEnabled: boolean('auto_swap_enabled').notNull().default(false),
  aiPreferences: jsonb('ai_preferences'),
  productVisionConfigurations: jsonb('product_vision_configurations'),
  /** Null until first saved (the client's `theme.isInitial`). */
  theme: jsonb('theme'),
  /** The theme's edit version: +1 per save, checked against the one the save was based on (409). */
  themeVersion: integer('theme_version').notNull().default(1),
  /** The settings' edit version (analytics ids, auto swap, sensitivity, UTM, shipping URL). */
  settingsVersion: integer('settings_version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A merchant admin: signs in with a globally unique username. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    verified: boolean('verified').notNull().default(false),
    profileImageUrl: text('profile_image_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_idx').on(t.username),
    uniqueIndex('users_email_idx').on(t.email),
  ],
);

/** An influencer of a business: unique by username within the business. */
export const influencers = pgTable(
  'influencers',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    profileImageUrl: text('profile_image_url'),
    promocode: text('promocode'),
    commission: integer('commission').notNull().default(0),
    active: boolean('active').notNull().default(true),
    permissions: jsonb('permissions').$type<Record<string, boolean>>().notNull(),
    /** The edit version: +1 per edit, checked against the one the edit was based on (409). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('influencers_business_username_idx').on(t.businessId, t.username)],
);

/** An opaque session token, stored as its SHA-256 hash; one of user or influencer is set. */
export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  businessId: text('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
  influencerId: text('influencer_id').references(() => influencers.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/**
 * Single-use tokens (account verification, password reset, store-connect `auth` codes), stored
 * hashed like sessions.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').notNull(),
    /** account_verify, password_reset, store_connect. */
    purpose: text('purpose').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    influencerId: text('influencer_id').references(() => influencers.id, { onDelete: 'cascade' }),
    payload: jsonb('payload'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.purpose, t.tokenHash] })],
);

/** The dev mailbox: every "email" the API sends (listed at GET /dev/mailbox). */
export const mailbox = pgTable('mailbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Rate-limit counters (failed logins, reset requests, availability checks), in the database so
 * that every API process on it counts the same hits.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  lastHitAt: timestamp('last_hit_at', { withTimezone: true }).notNull(),
  /** When the counter starts over. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
