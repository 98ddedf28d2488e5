/**
 * The simulated store platform's side of connecting: the app-marketplace install hands out a
 * single-use `auth` code naming the shop; the dashboard trades it for a connection
 * (storeConnect), a new account (registerConnect) or a sign-in (loginConnect). A store connected
 * for the first time gets its catalogue through a product-sync job.
 */
import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authTokens, businesses } from '../db/schema';
import { products, storeProfiles } from '../db/store.schema';
import { consumeToken, issueToken, usableToken } from '../auth/tokens';
import { ApiError } from '../http';
import { buildStore, insertStore } from '../seed/store';
import { createJob, runInBackground } from './jobs';

/** Store-connect codes are valid for 30 minutes. */
export const STORE_CODE_TTL_MS = 30 * 60 * 1000;
/** A product sync takes this long before it reports COMPLETE. */
export const SYNC_DURATION_MS = 3000;

/** What a store-connect code carries. */
export interface StoreGrant {
  shop: string;
  email: string | null;
}

/** Issues a store-connect `auth` code for a shop (the marketplace install). */
export function issueStoreCode(db: Db, grant: StoreGrant): Promise<string> {
  return issueToken(db, 'store_connect', STORE_CODE_TTL_MS, { ...grant });
}

/** Reads a code without using it (the register-store page prefills the email). */
export async function peekStoreCode(db: Db, code: string): Promise<StoreGrant | null> {
  const [row] = await db
    .select({ payload: authTokens.payload })
    .from(authTokens)
    .where(usableToken('store_connect', code))
    .limit(1);
  return (row?.payload as StoreGrant | undefined) ?? null;
}

/** The answer when a store belongs to another account. */
export const STORE_CLAIMED = 'This store is already connected to another Shoppable account';

/**
 * Refuses (409) a shop that another business has connected (or had connected: disconnecting keeps
 * its catalogue there), so no account can claim someone else's store. `businessId` is the
 * business taking it, or null for an account not created yet.
 */
export async function refuseClaimedStore(db: Db, shop: string, businessId: string | null) {
  const [holder] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(
      businessId
        ? and(eq(businesses.storeDomain, shop), ne(businesses.id, businessId))
        : eq(businesses.storeDomain, shop),
    )
    .limit(1);
  if (holder) throw new ApiError(409, STORE_CLAIMED);
}

/**
 * Uses a code once (atomically) for `businessId` (null: an account about to be created) and
 * returns its grant: 401 for unknown, used or expired codes, 409 (code kept) for a shop another
 * account holds.
 */
export async function consumeStoreCode(
  db: Db,
  code: string,
  businessId: string | null,
): Promise<StoreGrant> {
  const peeked = await peekStoreCode(db, code);
  if (peeked) await refuseClaimedStore(db, peeked.shop, businessId);
  const grant = (await consumeToken(db, 'store_connect', code))?.payload as StoreGrant | undefined;
  if (!grant) throw new ApiError(401, 'The store authorisation code is invalid, used or expired');
  return grant;
}

/**
 * Marks a business connected to `shop` and starts a product sync (which generates the catalogue
 * of a store seen for the first time). Answers the sync job's id.
 */
export async function connectStore(db: Db, businessId: string, shop: string): Promise<string> {
  await refuseClaimedStore(db, shop, businessId);
  await db
    .update(businesses)
    .set({ storeConnected: true, storeDomain: shop })
    .where(eq(businesses.id, businessId));
  return startProductSync(db, businessId);
}

/** Starts a product sync job of a connected store and answers its id. */
export async function startProductSync(db: Db, businessId: string): Promise<string> {
  const job = await createJob(db, {
    businessId,
    kind: 'product_sync',
    durationMs: SYNC_DURATION_MS,
  });
  runInBackground(db, job.id, async () => {
    const [row] = await db
      .select({ n: count() })
      .from(products)
      .where(eq(products.businessId, businessId));
    if ((row?.n ?? 0) === 0) {
      const [business] = await db
        .select({ domain: businesses.storeDomain })
        .from(businesses)
        .where(eq(businesses.id, businessId));
      const key = businessId.replace(/[^A-Za-z0-9]/g, '').slice(0, 12);
      await insertStore(db, [
        buildStore(
          { key, businessId, productCount: 60, collectionCount: 6, networks: {} },
          business?.domain ?? 'store.example',
        ),
      ]);
    }
    await db
      .insert(storeProfiles)
      .values({ businessId, productsSyncedAt: new Date() })
      .onConflictDoUpdate({
        target: storeProfiles.businessId,
        set: { productsSyncedAt: new Date() },
      });
  });
  return job.id;
}
