/**
 * The content version of each business: a counter the database itself bumps (triggers, migration
 * `0005_content_version_triggers.sql`) when a transaction commits a change to anything a public page
 * shows — the business, its admin and influencers, store profile, catalogue (products, variants,
 * collections), public ids, links (but not their lifetime totals), link products and multilinks.
 * Processes keep public page data in memory and re-check this one row before answering it, so an
 * edit committed by any process is seen by every other at once (see apps/api/README.md, "Caching").
 */
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

export const contentVersions = pgTable('content_versions', {
  /** No foreign key: the row of a deleted business is bumped by the same deleting transaction. */
  businessId: text('business_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
