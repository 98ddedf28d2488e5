/**
 * The session and what it carries: user, permissions, brand with its settings and plan (platform.md §3).
 * The sign-in pages load this module and `common` and `theme`, not the catalogue or analytics ones.
 * Wire names are snake_case, spelled exactly as the spec writes them (`prefered_*`); where the
 * spec does not give a field's type, the choice is written next to the field.
 */
import { SENSITIVITY_OPTIONS } from '@shoppable/domain';
import * as v from 'valibot';
import { id, ids, num } from './common';
import { theme } from './theme';

/** UTM parameters as the server names them; any may be missing. */
export const utmParams = v.object({
  utm_source: v.nullish(v.string()),
  utm_medium: v.nullish(v.string()),
  utm_campaign: v.nullish(v.string()),
  utm_term: v.nullish(v.string()),
  utm_content: v.nullish(v.string()),
});

/** Influencer permissions from the server (platform.md §3). */
export const permissions = v.object({
  analytics_commission_enabled: v.boolean(),
  analytics_clicks_enabled: v.boolean(),
  analytics_revenue_enabled: v.boolean(),
  analytics_sales_enabled: v.boolean(),
  analytics_cr_enabled: v.boolean(),
  analytics_aov_enabled: v.boolean(),
  allow_creating_and_editing_links: v.boolean(),
});

/** Product vision sensitivity: the stored names are not in the spec; decided in `domain`. */
export const sensitivity = v.picklist(SENSITIVITY_OPTIONS.map((option) => option.value));

/** Subscription plan names, uppercase (platform.md §4). */
export const planName = v.picklist(['FREE', 'STARTER', 'BUSINESS', 'PRO', 'ENTERPRISE']);

/** AI preferences (content.md §3). */
export const productsPreferences = v.object({
  prefered_product_ids: v.nullable(ids),
  exclude_product_ids: v.nullable(ids),
});
export const collectionsPreferences = v.object({
  prefered_collection_ids: v.nullable(ids),
  exclude_collection_ids: v.nullable(ids),
});
export const aiPreferences = v.object({
  products_preferences: v.nullish(productsPreferences),
  collections_preferences: v.nullish(collectionsPreferences),
});

/** Product vision configurations (platform.md §3). */
export const productVisionConfigurations = v.object({
  is_enabled: v.boolean(),
  product_category: v.nullish(v.string()),
  sensitivity,
});

/** The business (platform.md §3 "Brand"). */
export const brand = v.object({
  business_id: id,
  business_name: v.string(),
  logo_url: v.nullable(v.string()),
  currency: v.string(),
  subscription_plan: planName,
  free_trial_days_left: v.nullable(num),
  domain: v.nullable(v.string()),
  available_domains: v.array(v.string()),
  utm_params: v.nullish(utmParams),
  shipping_and_return_url: v.nullish(v.string()),
  facebook_pixel_id: v.nullish(v.string()),
  google_analytics_id: v.nullish(v.string()),
  auto_swap_enabled: v.boolean(),
  ai_preferences: v.nullish(aiPreferences),
  product_vision_configurations: v.nullish(productVisionConfigurations),
  /** Decided: the brand carries the stored theme (`null` until first saved: `theme.isInitial`). */
  theme: v.nullish(theme),
});

/** The signed-in user (platform.md §3 "User/session"). */
export const user = v.object({
  name: v.string(),
  admin_username: v.nullish(v.string()),
  username: v.string(),
  profile_image_url: v.nullish(v.string()),
  email: v.nullish(v.string()),
  promocode: v.nullish(v.string()),
  permissions: v.nullish(permissions),
});

/** The answer of POST /auth/verify: token, user, brand. */
export const session = v.object({
  token: v.string(),
  user,
  is_admin: v.boolean(),
  brand: v.nullable(brand),
});

/** A token answer (decided: `{token}` for every login and register call). */
export const tokenData = v.object({ token: v.string() });

/** An availability answer (decided: `{available}`). */
export const availability = v.object({ available: v.boolean() });
