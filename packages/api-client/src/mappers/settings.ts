import type { updateSettings } from '@shoppable/api-contract';
import {
  fromStoredShippingUrl,
  toStoredShippingUrl,
  utmFromServer,
  utmToServer,
  type ProductVisionSensitivity,
  type UtmParams as DomainUtmParams,
} from '@shoppable/domain';
import type * as v from 'valibot';
import type { WireAiPreferences, WireBrand, WireUtmParams } from './wire';

/** The five UTM values with their client names (platform.md §3); '' when unset. */
export interface UtmParams {
  /** Wire `utm_source`. */
  UTMSource: string;
  /** Wire `utm_medium`. */
  UTMMedium: string;
  /** Wire `utm_campaign`. */
  UTMCampaign: string;
  /** Wire `utm_term`. */
  UTMTerm: string;
  /** Wire `utm_content`. */
  UTMContent: string;
}

/** UTM parameters from the wire; missing values (or a missing object) become ''. */
export function utmParamsFromWire(wire: WireUtmParams | null | undefined): UtmParams {
  const utm = utmFromServer(wire);
  return {
    UTMSource: utm.UTMSource ?? '',
    UTMMedium: utm.UTMMedium ?? '',
    UTMCampaign: utm.UTMCampaign ?? '',
    UTMTerm: utm.UTMTerm ?? '',
    UTMContent: utm.UTMContent ?? '',
  };
}

/** UTM parameters to the wire, each value trimmed and sent as '' when empty. */
export function utmParamsToWire(client: DomainUtmParams): WireUtmParams {
  return utmToServer(client);
}

/** AI preferences with their client names (content.md §3). */
export interface AiPreferences {
  productsPreferences: {
    /** Products the AI should prefer (wire `prefered_product_ids`, spelling kept). */
    preferedProductIds: string[];
    /** Products the AI must leave out (wire `exclude_product_ids`). */
    excludedProductIds: string[];
  };
  collectionsPreferences: {
    /** Wire `prefered_collection_ids`. */
    preferedCollectionIds: string[];
    /** Wire `exclude_collection_ids`. */
    excludedCollectionIds: string[];
  };
}

/** AI preferences from the wire; missing groups and `null` lists become empty lists. */
export function aiPreferencesFromWire(wire: WireAiPreferences | null | undefined): AiPreferences {
  const products = wire?.products_preferences;
  const collections = wire?.collections_preferences;
  return {
    productsPreferences: {
      preferedProductIds: [...(products?.prefered_product_ids ?? [])],
      excludedProductIds: [...(products?.exclude_product_ids ?? [])],
    },
    collectionsPreferences: {
      preferedCollectionIds: [...(collections?.prefered_collection_ids ?? [])],
      excludedCollectionIds: [...(collections?.exclude_collection_ids ?? [])],
    },
  };
}

/**
 * AI preferences to the wire. Each group is also the body of its own call:
 * `products_preferences` for `updateProductsPreferences`, `collections_preferences` for
 * `updateCollectionsPreferences`.
 */
export function aiPreferencesToWire(client: AiPreferences): {
  products_preferences: { prefered_product_ids: string[]; exclude_product_ids: string[] };
  collections_preferences: { prefered_collection_ids: string[]; exclude_collection_ids: string[] };
} {
  return {
    products_preferences: {
      prefered_product_ids: [...client.productsPreferences.preferedProductIds],
      exclude_product_ids: [...client.productsPreferences.excludedProductIds],
    },
    collections_preferences: {
      prefered_collection_ids: [...client.collectionsPreferences.preferedCollectionIds],
      exclude_collection_ids: [...client.collectionsPreferences.excludedCollectionIds],
    },
  };
}

/** The settings page's values with their client names (platform.md §3 "Settings (client)"). */
export interface Settings {
  /** The shipping-and-returns URL as edited: without its `https://` prefix ('' when unset). */
  shippingAndReturnsUrl: string;
  /** '' when unset. */
  facebookPixelId: string;
  /** '' when unset. */
  googleAnalyticsId: string;
  utmParams: UtmParams;
  autoSwapEnabled: boolean;
  productVisionConfigurations: {
    /** Whether the business has the product-vision feature: read only, never sent back. */
    isEnabled: boolean;
    /** AI tagging sensitivity; `OFF` when the brand has none stored. */
    sensitivity: ProductVisionSensitivity;
  };
  aiPreferences: AiPreferences;
  /**
   * The settings' edit version (wire `brand.settings_version`): a save sends it and is refused
   * with 409 when the settings were saved elsewhere since (DESIGN.md §4).
   */
  version: number;
}

/** The body of `PUT business/{businessId}/settings` (wire names). */
export type WireSettingsBody = v.InferOutput<NonNullable<(typeof updateSettings)['body']>>;

/** The subset of the brand the settings are read from. */
export type WireSettingsSource = Pick<
  WireBrand,
  | 'shipping_and_return_url'
  | 'facebook_pixel_id'
  | 'google_analytics_id'
  | 'utm_params'
  | 'auto_swap_enabled'
  | 'product_vision_configurations'
  | 'ai_preferences'
  | 'settings_version'
>;

/** The settings from the brand of the session. */
export function settingsFromWire(wire: WireSettingsSource): Settings {
  return {
    shippingAndReturnsUrl: fromStoredShippingUrl(wire.shipping_and_return_url),
    facebookPixelId: wire.facebook_pixel_id ?? '',
    googleAnalyticsId: wire.google_analytics_id ?? '',
    utmParams: utmParamsFromWire(wire.utm_params),
    autoSwapEnabled: wire.auto_swap_enabled,
    productVisionConfigurations: {
      isEnabled: wire.product_vision_configurations?.is_enabled === true,
      sensitivity: wire.product_vision_configurations?.sensitivity ?? 'OFF',
    },
    aiPreferences: aiPreferencesFromWire(wire.ai_preferences),
    version: wire.settings_version,
  };
}

const orNull = (s: string): string | null => (s.trim() === '' ? null : s.trim());

/**
 * The settings to the `PUT …/settings` body: the shipping URL gets its `https://` prefix back,
 * empty ids and URL travel as `null`, the sensitivity as `product_search_sensitivity`. AI
 * preferences have their own calls ({@link aiPreferencesToWire}) and `isEnabled` is not sent;
 * `version` is the one the edit is based on.
 */
export function settingsToWire(client: Settings): WireSettingsBody {
  return {
    shipping_and_return_url: orNull(toStoredShippingUrl(client.shippingAndReturnsUrl)),
    facebook_pixel_id: orNull(client.facebookPixelId),
    google_analytics_id: orNull(client.googleAnalyticsId),
    auto_swap_enabled: client.autoSwapEnabled,
    product_search_sensitivity: client.productVisionConfigurations.sensitivity,
    utm_params: utmParamsToWire(client.utmParams),
    version: client.version,
  };
}
