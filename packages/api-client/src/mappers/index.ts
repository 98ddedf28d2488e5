export { collectionFromWire, productFromWire } from './catalog';
export type { Collection, Product, ProductOption, SelectedOptions } from './catalog';
export {
  influencerEditToWire,
  influencerFromWire,
  influencerInsightFromWire,
  influencerToWire,
} from './influencers';
export type { CommissionRules, Influencer, InfluencerInsight, RevenueRules } from './influencers';
export { insightsBucketFromWire, insightsReportFromWire } from './insights';
export type { InsightsBucket, InsightsPoint, InsightsReport } from './insights';
export { linkFormFromWire, linkFormToWire, linkListItemFromWire, shortCardFromWire } from './links';
export type {
  LinkCollection,
  LinkForm,
  LinkFormAnalytics,
  LinkImage,
  LinkListItem,
  LinkProduct,
  ShortCard,
} from './links';
export { multilinkFromWire, multilinkToWire } from './multilinks';
export type { Multilink, MultilinkOption, MultilinkOptionLink } from './multilinks';
export { permissionsFromWire, permissionsToWire } from './permissions';
export type { Permissions } from './permissions';
export {
  aiPreferencesFromWire,
  aiPreferencesToWire,
  settingsFromWire,
  settingsToWire,
  utmParamsFromWire,
  utmParamsToWire,
} from './settings';
export type {
  AiPreferences,
  Settings,
  UtmParams,
  WireSettingsBody,
  WireSettingsSource,
} from './settings';
export { themeFromWire, themeToWire } from './theme';
export type { ThemeGroups } from './theme';
export { userDetailsFromWire } from './user';
export type { UserDetails } from './user';
