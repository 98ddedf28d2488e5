export {
  availabilityTone,
  cartAverage,
  conversionRate,
  displayedViews,
  fillMissingDays,
  hasMorePages,
  influencerConversionRate,
  isOutOfStock,
  num,
  orderStatusLabel,
  orderStatusTone,
  productRowCounts,
  rankBand,
  showRevenueTile,
  visibleFigures,
} from './analytics';
export type { ChartPoint } from './analytics';
export { LIMITS, PAGE_SIZES, ROUTES, SOCIALS, TIMINGS } from './constants';
export type { Social } from './constants';
export { BOOK_EXPERT_URL, navigation } from './navigation';
export type { NavEntry, NavKey, Navigation, NavigationUser } from './navigation';
export { compactNumber } from './numbers';
export {
  ALL_PERMISSIONS,
  analyticsSections,
  analyticsTabs,
  analyticsTiles,
  applyPermissionToggle,
  canEditContent,
  canSeeAnalytics,
  canUseAiPreferences,
  chartSeries,
  isPermissionToggleDisabled,
  postAnalyticsSeries,
  shopboardTiles,
  toClientPermissions,
  toServerPermissions,
} from './permissions';
export type {
  AnalyticsTile,
  AnalyticsTileKey,
  ChartSeriesKey,
  ClientPermissions,
  Role,
  ServerPermissions,
} from './permissions';
export {
  PLANS,
  canUseMagicStore,
  canUseTrends,
  creationGate,
  hasBusinessFeatures,
  influencerCap,
  influencerLimitDialog,
  linkBaseUrl,
  planOf,
  pricingCardAction,
  showBookExpertButton,
  trialAlert,
  trialState,
  upsellStripVisible,
} from './plans';
export type { Plan, PlanFeature, PlanKey, PlanName, PlanState } from './plans';
export {
  COMMISSION_MESSAGE,
  NET_REVENUE_RATIO_MESSAGE,
  containsHebrew,
  customUrlError,
  customUrlState,
  displayUsername,
  fromStoredShippingUrl,
  isDisconnectConfirmed,
  isNumericText,
  isValidEmail,
  isValidPassword,
  isValidPhone,
  isValidUsername,
  normalizeCustomUrl,
  normalizeEmail,
  normalizeUsername,
  parseCommission,
  parseNetRevenueRatio,
  passwordRules,
  promocodeForPayload,
  sanitizeIdentifier,
  stripLeadingZeros,
  toStoredShippingUrl,
} from './validation';
export type { CustomUrlState, PercentResult } from './validation';
