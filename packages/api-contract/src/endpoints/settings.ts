import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { id, notShown, text } from '../schemas/common';
import { sensitivity, utmParams } from '../schemas/session';
import { optionMap, theme } from '../schemas/theme';
import { version } from '../schemas/version';

/** Appearance, theme, settings and the product option map (platform.md §7, DESIGN.md §6). */

const businessParams = v.object({ businessId: id });

export const updateAppearance = defineEndpoint({
  name: 'updateAppearance',
  summary: 'Update appearance',
  access: 'admin',
  method: 'PUT',
  path: '/admin/v1/business/{businessId}/appearance',
  params: businessParams,
  body: v.object({ appearance: v.object({ logo_url: v.nullable(text) }) }),
  response: notShown,
});

export const updateTheme = defineEndpoint({
  name: 'updateTheme',
  summary: 'Update theme',
  access: 'admin',
  method: 'PUT',
  path: '/admin/v1/business/{businessId}/theme',
  params: businessParams,
  /** The theme and the `theme_version` it was based on (409 when the theme moved on). */
  body: v.object({ theme, version }),
  /** Decided: the theme as stored and its new version. */
  response: v.object({ theme, version }),
});

export const updateSettings = defineEndpoint({
  name: 'updateSettings',
  summary: 'Update settings',
  access: 'admin',
  method: 'PUT',
  path: '/admin/v1/business/{businessId}/settings',
  params: businessParams,
  body: v.object({
    shipping_and_return_url: v.nullable(text),
    facebook_pixel_id: v.nullable(text),
    google_analytics_id: v.nullable(text),
    auto_swap_enabled: v.boolean(),
    product_search_sensitivity: sensitivity,
    utm_params: utmParams,
    /** The `settings_version` the edit is based on (409 when the settings moved on). */
    version,
  }),
  /** Decided: the settings' new version. */
  response: v.object({ version }),
});

export const getOptionsMap = defineEndpoint({
  name: 'getOptionsMap',
  summary: 'Get options map',
  access: 'signedIn',
  method: 'GET',
  path: '/admin/v1/store/appearance/options',
  response: optionMap,
});

/** Saves the option map (path decided in DESIGN.md §6). */
export const updateOptionsMap = defineEndpoint({
  name: 'updateOptionsMap',
  summary: 'Update options map',
  access: 'admin',
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
