import {
  getOptionsMap,
  type optionMap as optionMapSchema,
  updateAppearance,
  updateOptionsMap,
  updateSettings,
  updateTheme,
} from '@shoppable/api-contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type * as v from 'valibot';
import { requireAdmin, requireOwnBusiness } from '../auth/access';
import { authenticate } from '../auth/session';
import type { Db } from '../db/client';
import { businesses } from '../db/schema';
import { products, storeProfiles } from '../db/store.schema';
import { ApiError, route } from '../http';
import { nextVersion, staleEdit } from '../versions';

type OptionMap = v.InferOutput<typeof optionMapSchema>;

/** An optional http(s) URL: empty text is "none"; anything else must parse as http or https. */
function optionalUrl(value: string | null, field: string): string | null {
  const text = value?.trim() ?? '';
  if (!text) return null;
  try {
    const url = new URL(text);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.toString();
  } catch {
    // reported below
  }
  throw new ApiError(400, `Invalid body: "${field}" is not an http(s) URL`);
}

/** Trims an optional id; empty text is "none". */
const optionalText = (value: string | null) => value?.trim() || null;

/**
 * The option map of a business: every option of its catalogue with every value, typed COLOR when
 * the store says so, each value keeping what the merchant saved (new values are unverified).
 */
export async function optionMapOf(db: Db, businessId: string): Promise<OptionMap> {
  const [profile] = await db
    .select({ map: storeProfiles.optionMap })
    .from(storeProfiles)
    .where(eq(storeProfiles.businessId, businessId));
  const stored = (profile?.map ?? {}) as OptionMap;
  const rows = await db
    .select({ options: products.options })
    .from(products)
    .where(eq(products.businessId, businessId));
  const map: OptionMap = {};
  for (const [name, option] of Object.entries(stored)) {
    map[name] = { type: option.type, values: { ...option.values } };
  }
  for (const row of rows) {
    for (const option of row.options) {
      const entry = (map[option.name] ??= { type: option.type, values: {} });
      for (const value of option.values) {
        entry.values[value] ??= { hex_value: null, text_value: null };
      }
    }
  }
  return map;
}

/** Appearance, theme, settings and the product option map (platform.md §7). */
export function registerSettingsRoutes(app: Hono, db: Db): void {
  route(app, updateAppearance, async (c, { params, body }) => {
    const admin = await requireAdmin(db, c);
    requireOwnBusiness(admin, params.businessId);
    const logoUrl = optionalUrl(body.appearance.logo_url, 'appearance.logo_url');
    await db.update(businesses).set({ logoUrl }).where(eq(businesses.id, admin.businessId));
    return { logo_url: logoUrl };
  });

  route(app, updateTheme, async (c, { params, body }) => {
    const admin = await requireAdmin(db, c);
    requireOwnBusiness(admin, params.businessId);
    const theme = { ...body.theme };
    // Both strip sentences empty: the strip is forced off (platform.md §4).
    if (theme.shipping_and_sales_strip_sentences.every((s) => s.trim() === '')) {
      theme.is_shipping_and_sales_strip_shown = false;
    }
    // One conditional UPDATE checks and takes the version; a stale save changes nothing (409).
    const [saved] = await db
      .update(businesses)
      .set({ theme, themeVersion: nextVersion(businesses.themeVersion) })
      .where(and(eq(businesses.id, admin.businessId), eq(businesses.themeVersion, body.version)))
      .returning({ version: businesses.themeVersion });
    if (!saved) throw staleEdit('theme');
    return { theme, version: saved.version };
  });

  route(app, updateSettings, async (c, { params, body }) => {
    const admin = await requireAdmin(db, c);
    requireOwnBusiness(admin, params.businessId);
    // The sensitivity is set inside the stored configuration by the same UPDATE (no read first).
    const vision = sql`jsonb_set(coalesce(${businesses.productVisionConfigurations}, '{"is_enabled": false, "product_category": null}'::jsonb), '{sensitivity}', to_jsonb(${body.product_search_sensitivity}::text))`;
    const utm = Object.fromEntries(
      Object.entries(body.utm_params).map(([key, value]) => [key, optionalText(value ?? null)]),
    );
    const [saved] = await db
      .update(businesses)
      .set({
        shippingAndReturnUrl: optionalUrl(body.shipping_and_return_url, 'shipping_and_return_url'),
        facebookPixelId: optionalText(body.facebook_pixel_id),
        googleAnalyticsId: optionalText(body.google_analytics_id),
        autoSwapEnabled: body.auto_swap_enabled,
        productVisionConfigurations: vision,
        utmParams: utm,
        settingsVersion: nextVersion(businesses.settingsVersion),
      })
      .where(and(eq(businesses.id, admin.businessId), eq(businesses.settingsVersion, body.version)))
      .returning({ version: businesses.settingsVersion });
    if (!saved) throw staleEdit('settings');
    return { version: saved.version };
  });

  route(app, getOptionsMap, async (c) => {
    const principal = await authenticate(db, c);
    return optionMapOf(db, principal.businessId);
  });

  route(app, updateOptionsMap, async (c, { body }) => {
    const admin = await requireAdmin(db, c);
    await db
      .insert(storeProfiles)
      .values({ businessId: admin.businessId, optionMap: body })
      .onConflictDoUpdate({ target: storeProfiles.businessId, set: { optionMap: body } });
    return null;
  });
}
