import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { id, notShown } from '../schemas/common';
import { sensitivity, utmParams } from '../schemas/session';
import { optionMap, theme } from '../schemas/theme';

/** Appearance, theme, settings and the product option map (platform.md §7, DESIGN.md §6). */

const businessParams = v.object({ businessId: id });

export const updateAppearance = defineEndpoint({
  name: 'updateAppearance',
  method: 'PUT',
  path: '/admin/v1/business/{businessId}/appearance',
  params: businessParams,
  body: v.object({ appearance: v.object({ logo_url: v.nullable(v.string()) }) }),
  response: notShown,
});

export const updateTheme = defineEndpoint({
  name: 'updateTheme',
  method: 'PUT',
  path: '/admin/v1/business/{businessId}/theme',
  params: businessParams,
  body: v.object({ theme }),
  response: notShown,
});

export const updateSettings = defineEndpoint({
  name: 'updateSettings',
  method: 'PUT',
  path: '/admin/v1/business/{businessId}/settings',
  params: businessParams,
  body: v.object({
    shipping_and_return_url: v.nullable(v.string()),
    facebook_pixel_id: v.nullable(v.string()),
    google_analytics_id: v.nullable(v.string()),
    auto_swap_enabled: v.boolean(),
    product_search_sensitivity: sensitivity,
    utm_params: utmParams,
  }),
  response: notShown,
});

export const getOptionsMap = defineEndpoint({
  name: 'getOptionsMap',
  method: 'GET',
  path: '/admin/v1/store/appearance/options',
  response: optionMap,
});

/** Saves the option map (path decided in DESIGN.md §6). */
export const updateOptionsMap = defineEndpoint({
  name: 'updateOptionsMap',
  method: 'PUT',
  path: '/admin/v1/store/appearance/options',
  body: optionMap,
  response: notShown,
});

export const settingsEndpoints = {
  updateAppearance,
  updateTheme,
  updateSettings,
  getOptionsMap,
  updateOptionsMap,
} as const;
