/**
 * The session and what it carries: user, permissions, brand with its settings and plan (platform.md §3).
 * The sign-in pages load this module and `common` and `theme`, not the catalogue or analytics ones.
 * Wire names are snake_case, spelled exactly as the spec writes them (`prefered_*`); where the
 * spec does not give a field's type, the choice is written next to the field.
 */
import { SENSITIVITY_OPTIONS } from '@shoppable/domain';
import * as v from 'valibot';
import { id, ids, num, text } from './common';
import { theme } from './theme';
import { version } from './version';

/** UTM parameters as the server names them; any may be missing. */
export const utmParams = v.object({
  utm_source: v.nullish(text),
  utm_medium: v.nullish(text),
  utm_campaign: v.nullish(text),
  utm_term: v.nullish(text),
  utm_content: v.nullish(text),
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
  product_category: v.nullish(text),
  sensitivity,
});

/** The business (platform.md §3 "Brand"). */
export const brand = v.object({
  business_id: id,
  business_name: text,
  logo_url: v.nullable(text),
  currency: text,
  subscription_plan: planName,
  free_trial_days_left: v.nullable(num),
  domain: v.nullable(text),
  available_domains: v.array(text),
  utm_params: v.nullish(utmParams),
  shipping_and_return_url: v.nullish(text),
  facebook_pixel_id: v.nullish(text),
  google_analytics_id: v.nullish(text),
  auto_swap_enabled: v.boolean(),
  ai_preferences: v.nullish(aiPreferences),
  product_vision_configurations: v.nullish(productVisionConfigurations),
  /** Decided: the brand carries the stored theme (`null` until first saved: `theme.isInitial`). */
  theme: v.nullish(theme),
  /** The theme's edit version (1 before the first save, +1 per save): sent back with the theme. */
  theme_version: version,
  /** The settings' edit version (1 before the first save, +1 per save): sent back with them. */
  settings_version: version,
});

/** The signed-in user (platform.md §3 "User/session"). */
export const user = v.object({
  name: text,
  admin_username: v.nullish(text),
  username: text,
  profile_image_url: v.nullish(text),
  email: v.nullish(text),
  promocode: v.nullish(text),
  permissions: v.nullish(permissions),
});

/** The answer of POST /auth/verify: token, user, brand. */
export const session = v.object({
  token: text,
  user,
  is_admin: v.boolean(),
  brand: v.nullable(brand),
});

/** A token answer (decided: `{token}` for every login and register call). */
export const tokenData = v.object({ token: text });

/** An availability answer (decided: `{available}`). */
export const availability = v.object({ available: v.boolean() });
