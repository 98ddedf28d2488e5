import type { Settings } from '@shoppable/api-client';
import { MESSAGES, type ProductVisionSensitivity } from '@shoppable/domain';
import type { useStrings } from '../intl';

/**
 * What the settings form edits: the settings without the AI preferences (their own section) and
 * without the edit version (the frame keeps it).
 */
export type SettingsValues = Omit<Settings, 'aiPreferences' | 'version'>;

/** The five UTM fields and their labels, in the page's order. */
export const utmFields = [
  ['UTMSource', 'settings.utmSource'],
  ['UTMMedium', 'settings.utmMedium'],
  ['UTMCampaign', 'settings.utmCampaign'],
  ['UTMTerm', 'settings.utmTerm'],
  ['UTMContent', 'settings.utmContent'],
] as const;

/** The label of each AI tagging sensitivity. */
export const sensitivityKeys = {
  OFF: 'settings.sensitivityOFF',
  HIGH: 'settings.sensitivityHIGH',
  MEDIUM: 'settings.sensitivityMEDIUM',
  LOW: 'settings.sensitivityLOW',
} as const satisfies Record<ProductVisionSensitivity, string>;

/** The localized text of a domain validation message. */
export const messageKeys = {
  [MESSAGES.pixelId]: 'settings.errorPixelId',
  [MESSAGES.analyticsId]: 'settings.errorAnalyticsId',
  [MESSAGES.url]: 'settings.errorUrl',
  [MESSAGES.utm]: 'settings.errorUtm',
} as const;

/** What the form starts from: the saved settings' values. */
export function valuesOf(settings: Settings): SettingsValues {
  return {
    shippingAndReturnsUrl: settings.shippingAndReturnsUrl,
    facebookPixelId: settings.facebookPixelId,
    googleAnalyticsId: settings.googleAnalyticsId,
    utmParams: settings.utmParams,
    autoSwapEnabled: settings.autoSwapEnabled,
    productVisionConfigurations: settings.productVisionConfigurations,
  };
}

/** Both sides of a settings conflict, labelled as the page labels them. */
export function conflictFields(
  t: ReturnType<typeof useStrings>,
  mine: SettingsValues,
  theirs: SettingsValues,
) {
  const pair = (label: Parameters<typeof t.format>[0], of: (values: SettingsValues) => string) => ({
    label: t.format(label),
    mine: of(mine),
    theirs: of(theirs),
  });
  return [
    pair('settings.facebookPixelId', (v) => v.facebookPixelId),
    pair('settings.googleAnalyticsId', (v) => v.googleAnalyticsId),
    pair('settings.autoSwapLabel', (v) =>
      t.format(v.autoSwapEnabled ? 'settings.on' : 'settings.off'),
    ),
    pair('settings.aiTagging', (v) =>
      t.format(sensitivityKeys[v.productVisionConfigurations.sensitivity]),
    ),
    ...utmFields.map(([key, label]) => pair(label, (v) => v.utmParams[key])),
    pair('settings.shippingUrl', (v) => v.shippingAndReturnsUrl),
  ];
}
