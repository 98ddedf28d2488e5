import {
  productOptionImage,
  searchCollections,
  searchProducts,
  storeConnect,
  storeDisconnect,
  syncProducts,
  updateCollectionsPreferences,
  updateProductsPreferences,
} from '@shoppable/api-contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { authenticate } from '../auth/session';
import { requireAdmin, requireOwnBusiness } from '../auth/access';
import type { Db } from '../db/client';
import { businesses } from '../db/schema';
import { products, variants } from '../db/store.schema';
import { ApiError, route } from '../http';
import {
  searchCollections as findCollections,
  searchProducts as findProducts,
  storeDomainOf,
  unknownIds,
} from './catalog';
import { connectStore, consumeStoreCode, startProductSync } from './connect';

const splitIds = (list: string | undefined) =>
  (list ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);

/** The AI preferences stored on the business (content.md §3). */
interface StoredPreferences {
  products_preferences?: {
    prefered_product_ids: string[] | null;
    exclude_product_ids: string[] | null;
  } | null;
  collections_preferences?: {
    prefered_collection_ids: string[] | null;
    exclude_collection_ids: string[] | null;
  } | null;
}

/** 400 naming the first id that is not the business's product or collection. */
async function checkIds(
  db: Db,
  businessId: string,
  kind: 'product' | 'collection',
  ids: (string[] | null | undefined)[],
) {
  const unknown = await unknownIds(
    db,
    businessId,
    kind,
    ids.flatMap((list) => list ?? []),
  );
  if (unknown.length > 0) throw new ApiError(400, `Unknown ${kind} id "${unknown[0]}"`);
}

/** The demo store: connect, disconnect, sync, catalogue search, preferences, option images. */
export function registerStoreRoutes(app: Hono, db: Db): void {
  route(app, storeConnect, async (c, { body }) => {
    const admin = await requireAdmin(db, c);
    const grant = await consumeStoreCode(db, body.auth, admin.businessId);
    const jobId = await connectStore(db, admin.businessId, grant.shop);
    return { connected: true, store_domain: grant.shop, job_id: jobId };
  });

  route(app, storeDisconnect, async (c, { body }) => {
    const admin = await requireAdmin(db, c);
    requireOwnBusiness(admin, body.business_id);
    await db
      .update(businesses)
      .set({ storeConnected: false })
      .where(eq(businesses.id, admin.businessId));
    return { connected: false };
  });

  route(app, syncProducts, async (c, { body }) => {
    const admin = await requireAdmin(db, c);
    requireOwnBusiness(admin, body.business_id);
    if ((await storeDomainOf(db, admin.businessId)) === null) {
      throw new ApiError(409, 'No store is connected: connect a store before syncing products');
    }
    return { job_id: await startProductSync(db, admin.businessId), job_status: 'RUNNING' };
  });

  route(app, searchProducts, async (c, { query }) => {
    const principal = await authenticate(db, c);
    return findProducts(db, principal.businessId, {
      q: query.q,
      count: query.count,
      next: query.next,
      activeOnly: query.product_status === 'active',
      includeOutOfStock: query.include_out_of_stock,
      searchTags: query.include_search_tags,
      preferredIds: splitIds(query.prefered_product_ids),
    });
  });

  route(app, searchCollections, async (c, { query }) => {
    const principal = await authenticate(db, c);
    return findCollections(db, principal.businessId, {
      q: query.q,
      count: query.count,
      skip: query.skip,
      preferredIds: splitIds(query.prefered_collection_ids),
    });
  });

  /** Reads, merges and writes the business's AI preferences. */
  async function savePreferences(businessId: string, patch: StoredPreferences) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ prefs: businesses.aiPreferences })
        .from(businesses)
        .where(eq(businesses.id, businessId))
        .for('update');
      const current = (row?.prefs ?? {}) as StoredPreferences;
      await tx
        .update(businesses)
        .set({ aiPreferences: { ...current, ...patch } })
        .where(eq(businesses.id, businessId));
    });
  }

  route(app, updateProductsPreferences, async (c, { params, body }) => {
    const admin = await requireAdmin(db, c);
    requireOwnBusiness(admin, params.businessId);
    await checkIds(db, admin.businessId, 'product', [
      body.prefered_product_ids,
      body.exclude_product_ids,
    ]);
    await savePreferences(admin.businessId, { products_preferences: body });
    return null;
  });

  route(app, updateCollectionsPreferences, async (c, { params, body }) => {
    const admin = await requireAdmin(db, c);
    requireOwnBusiness(admin, params.businessId);
    await checkIds(db, admin.businessId, 'collection', [
      body.prefered_collection_ids,
      body.exclude_collection_ids,
    ]);
    const [row] = await db
      .select({ prefs: businesses.aiPreferences })
      .from(businesses)
      .where(eq(businesses.id, admin.businessId));
    const current = ((row?.prefs ?? {}) as StoredPreferences).collections_preferences;
    // Each list is sent only when present: an absent one keeps its stored value.
    await savePreferences(admin.businessId, {
      collections_preferences: {
        prefered_collection_ids:
          body.prefered_collection_ids !== undefined
            ? body.prefered_collection_ids
            : (current?.prefered_collection_ids ?? null),
        exclude_collection_ids:
          body.exclude_collection_ids !== undefined
            ? body.exclude_collection_ids
            : (current?.exclude_collection_ids ?? null),
      },
    });
    return null;
  });

  route(app, productOptionImage, async (c, { body }) => {
    const principal = await authenticate(db, c);
    const [product] = await db
      .select()
      .from(products)
      .where(
        and(
          eq(products.businessId, principal.businessId),
          eq(products.inventoryId, body.inventory_id),
        ),
      )
      .limit(1);
    if (!product) throw new ApiError(404, 'Product not found');
    const rows = await db
      .select()
      .from(variants)
      .where(eq(variants.productId, product.id))
      .orderBy(asc(variants.position));
    const wanted = Object.entries(body.selected_options);
    const variant = rows.find((row) =>
      wanted.every(([name, value]) => row.selectedOptions[name] === value),
    );
    if (!variant) throw new ApiError(404, 'No variant of this product has these options');
    const src = variant.imageUrl ?? product.imageUrl;
    if (!src) throw new ApiError(404, 'This variant has no image');
    return { src };
  });
}
