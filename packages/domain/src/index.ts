export { forwardedClientAddress, isLoopbackAddress, parseTrustedProxies } from './address';
export {
  claimsRelay,
  DEV_RELAY_SECRET_FILE,
  RELAY_HEADERS,
  RELAY_MAX_AGE_MS,
  RELAYED_SHOPPER_HEADERS,
  relaySigningInput,
} from './relay';
export { AB_MIN_VISITS, AB_TARGET_PROBABILITY, abVerdict } from './abVerdict';
export type { AbArm, AbUplift, AbVerdict, AbVisitsNeeded } from './abVerdict';
export {
  availabilityTone,
  cartAverage,
  conversionRate,
  defaultMainProduct,
  displayedViews,
  fillMissingDays,
  hasMorePages,
  influencerConversionRate,
  isOutOfStock,
  orderStatusLabel,
  orderStatusTone,
  productRowCounts,
  rankBand,
  safeNumber,
  shouldLoadMore,
  showRevenueTile,
  tableFetchSize,
  visibleFigures,
} from './analytics';
export type { ChartPoint } from './analytics';
export { LIMITS, PAGE_SIZES, PRODUCT_FILTER_DEFAULTS, ROUTES, SOCIALS, TIMINGS } from './constants';
export type { Social } from './constants';
export {
  DATE_RANGE_PRESETS,
  formatCreatedDate,
  isDateRangeApplicable,
  isIsoDay,
  resolveDateRange,
  showsChart,
} from './dates';
export type { DateRangePreset, DateRangeSelection } from './dates';
export { linkSchema, multilinkSchema, shortSchema } from './forms/content';
export { formErrors } from './forms/errors';
export {
  forgotPasswordSchema,
  influencerForgotPasswordSchema,
  influencerLoginSchema,
  loginSchema,
  registerStoreSchema,
  registrationRequestSchema,
  resetPasswordSchema,
  signUpSchema,
} from './forms/auth';
export { influencerSchema } from './forms/influencer';
export { ERROR_MESSAGES, MESSAGES } from './forms/messages';
export { hasChanges, settingsSchema, utmSchema } from './forms/settings';
// Its own module: the API contract's session schema reads these values without the settings
// form's UTM and URL checks.
export { SENSITIVITY_OPTIONS } from './forms/sensitivity';
export type { ProductVisionSensitivity } from './forms/sensitivity';
export { appearanceSchema, themeSchema } from './forms/theme';
export { WEBHOOK_URL_MAX, webhookSchema } from './forms/webhooks';
export {
  DEFAULT_SHARES,
  EMPTY_SHORT_TARGET,
  SELECTION_RULES,
  allowedSubLinkTypes,
  applySelection,
  canConfirmSelection,
  canSaveLink,
  canSaveMultilink,
  canSaveShort,
  canSelectAll,
  chooseShortItem,
  chooseShortType,
  clearedUtm,
  defaultShoppingUrl,
  experienceLetter,
  hasAnyUtm,
  hasBlobImages,
  influencerLoginLink,
  influencerReportFilename,
  isSubLinkValid,
  isValidUtmValue,
  netRevenueSwitchInitial,
  pickSubLinkItem,
  previewTagLabel,
  publicLinkUrl,
  rebalanceShares,
  setSubLinkType,
  subLinkSelectionRule,
  utmFromServer,
  utmPreview,
  utmToServer,
  withUrl,
} from './links';
export type {
  DeviceOption,
  LinkType,
  Selectable,
  SelectionRule,
  ServerUtmParams,
  ShortTarget,
  ShortUrlType,
  SubLink,
  SubLinkType,
  UsernameState,
  UtmParams,
} from './links';
export {
  MEDIA_MESSAGES,
  compressionStatus,
  isAcceptedLogoType,
  magicStoreFilename,
  safeFilename,
  mediaKindOf,
  needsJpegConversion,
  shouldPollAgain,
  validateMediaFile,
} from './media';
export type { CompressionStatus } from './media';
export {
  isMagicStoreBusy,
  MAGIC_STORE_IDLE,
  magicStoreEffect,
  magicStoreStep,
  magicStoreTransition,
} from './magicStore';
export type {
  MagicStoreEffect,
  MagicStoreEvent,
  MagicStoreFailure,
  MagicStoreResumable,
  MagicStoreState,
  MagicStoreStep,
} from './magicStore';
export { BOOK_EXPERT_URL, layoutFor, navigation, setupChecklist } from './navigation';
export type {
  NavEntry,
  NavKey,
  Navigation,
  NavigationUser,
  SetupItem,
  SetupState,
} from './navigation';
export { compactNumber } from './numbers';
export { insightsCsvFileName, toCsv } from './csv';
export type { CsvCell } from './csv';
export {
  classifyVisit,
  FILTERED_VISIT_EVENTS,
  REFUSED_EVENTS,
  LINK_PREVIEW_BOTS,
  linkPreviewBotOf,
  VISIT_REPEAT_WINDOW_MS,
} from './visits';
export type { VisitRequest, VisitVerdict } from './visits';
export { bestAlternative, isSoldOut, planSwaps, SWAP_EVENT } from './autoSwap';
export type { Swap, SwapCandidate } from './autoSwap';
export { skipsSessionVerification } from './routes';
export {
  isOptionValueVerified,
  optionPage,
  optionSummary,
  optionValueMark,
  setOptionType,
  setOptionValue,
  sortOptionValues,
} from './options';
export type { OptionMap, OptionType, OptionValue, ProductOption } from './options';
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
  permissionsOf,
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
  magicStoreAccess,
  planOf,
  pricingCardAction,
  showBookExpertButton,
  trialAlert,
  trialState,
  upsellStripVisible,
} from './plans';
export type { MagicStoreAccess, Plan, PlanFeature, PlanKey, PlanName, PlanState } from './plans';
export {
  canTagMore,
  hasMorePosts,
  networkState,
  postTags,
  shouldPollShopboard,
  socialAccountLine,
  socialAuthFailedMessage,
} from './shopboard';
export type { NetworkState, SocialMediaStatus, SocialPostTags } from './shopboard';
export {
  MIN_TEXT_CONTRAST,
  contrastRatio,
  formatContrastRatio,
  hexToRgb,
  isReadable,
  nearestReadableColor,
  relativeLuminance,
  rgbToHex,
} from './contrast';
export {
  QR_FALLBACK_COLOR,
  QR_LOGO_SHARE,
  QR_MIN_CONTRAST,
  QR_SCAN_EVENT,
  QR_UTM_MEDIUM,
  isQrScan,
  qrColor,
  qrScanUrl,
} from './qr';
export type { QrColor } from './qr';
export {
  DEFAULT_THEME,
  IMAGE_BORDER_RADII,
  SHAPE_RADII,
  isHexColor,
  themeFromServer,
  themeToServer,
} from './theme';
export type {
  ButtonShape,
  CartIcon,
  ClientTheme,
  ImageBorderRadius,
  ServerTheme,
  ServerThemeInput,
} from './theme';
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
