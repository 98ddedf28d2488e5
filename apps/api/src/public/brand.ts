/**
 * What every public page shows of its merchant: name, logo, currency, theme and the store's
 * option map (swatch colours and display texts).
 */
import type { optionMap as optionMapSchema, theme as themeSchema } from '@shoppable/api-contract';
import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../db/client';
import { businesses } from '../db/schema';
import { storeProfiles } from '../db/store.schema';
import { ApiError } from '../http';

/** The merchant's brand for its public pages (404 for an unknown business). */
export async function pageBrand(db: Db, businessId: string) {
  const [owner] = await db
    .select({
      name: businesses.name,
      logo: businesses.logoUrl,
      currency: businesses.currency,
      theme: businesses.theme,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!owner) throw new ApiError(404, 'Page not found');
  const [profile] = await db
    .select({ optionMap: storeProfiles.optionMap })
    .from(storeProfiles)
    .where(eq(storeProfiles.businessId, businessId))
    .limit(1);
  return {
    theme: (owner.theme as v.InferOutput<typeof themeSchema> | null) ?? null,
    option_map: (profile?.optionMap ?? {}) as v.InferOutput<typeof optionMapSchema>,
    business_name: owner.name,
    logo_url: owner.logo,
    currency: owner.currency,
  };
}
