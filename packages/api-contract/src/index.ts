export { envelope } from './envelope';
export { buildPath, defineEndpoint, pathParamNames } from './endpoint';
export type {
  Endpoint,
  EndpointAccess,
  EndpointBody,
  EndpointParams,
  EndpointPermission,
  EndpointQuery,
  EndpointResponse,
  ExtraErrorStatus,
  HttpMethod,
  OptionalSchema,
  SuccessStatus,
} from './endpoint';
export { endpoints } from './endpoints/index';
export type { EndpointName } from './endpoints/index';
export { health } from './endpoints/health';
export {
  authEndpoints,
  influencerCodeLogin,
  influencerLogin,
  login,
  loginConnect,
  logout,
  register,
  registerConnect,
  registrationRequest,
  requestInfluencerPasswordReset,
  requestPasswordReset,
  requestUserPasswordReset,
  resetPassword,
  validateEmail,
  validateUsername,
  verifyAccount,
  verifySession,
} from './endpoints/auth';
export {
  accountEndpoints,
  commitLogs,
  listOrders,
  orderDetails,
  storeConnect,
  storeDisconnect,
  syncProducts,
  uploadFile,
} from './endpoints/account';
export {
  cancelPlan,
  planEndpoints,
  requestPlanUpgrade,
  subscribePlan,
  switchToFreePlan,
} from './endpoints/plans';
export {
  getOptionsMap,
  settingsEndpoints,
  updateAppearance,
  updateOptionsMap,
  updateSettings,
  updateTheme,
} from './endpoints/settings';
export {
  closeLink,
  createLink,
  deleteLink,
  editLink,
  getLink,
  linkEndpoints,
  listInfluencerLinks,
  listLinks,
  previewSwaps,
  SOLD_OUT_LINKS_LISTED,
  soldOutLinks,
} from './endpoints/links';
export { createShort, editShort, shortEndpoints } from './endpoints/shorts';
export {
  closeMultilink,
  createMultilink,
  deleteMultilink,
  editMultilink,
  getMultilink,
  listMultilinks,
  multilinkEndpoints,
} from './endpoints/multilinks';
export {
  createInfluencer,
  createInfluencerLoginCode,
  editInfluencer,
  getInfluencer,
  influencerAnalyticsReport,
  influencerEndpoints,
  influencerReport,
  listInfluencers,
  listInfluencersAnalytics,
  resetInfluencerPassword,
  setInfluencerActivation,
  validateInfluencerEmail,
  validateInfluencerUsername,
} from './endpoints/influencers';
export {
  analyticsEndpoints,
  businessAnalytics,
  insightsOverview,
  lifetimeAnalytics,
  linkAnalytics,
  linkAnalyticsRows,
  linkFunnel,
  linkOrderDetails,
  linkOrders,
  linkProducts,
  linkProductsCount,
  postAnalytics,
  postProducts,
} from './endpoints/analytics';
export {
  productEndpoints,
  productOptionImage,
  searchCollections,
  searchProducts,
  updateCollectionsPreferences,
  updateProductsPreferences,
} from './endpoints/products';
export {
  complementaryProducts,
  topPerformingProducts,
  topProductCombinations,
  trendEndpoints,
} from './endpoints/trends';
export {
  setPostVisible,
  shopboardAnalytics,
  shopboardAuthConnect,
  shopboardAuthDisconnect,
  shopboardConnectUrl,
  shopboardEndpoints,
  shopboardPosts,
  shopboardStatus,
  syncShopboard,
  tagPostProducts,
} from './endpoints/shopboard';
export {
  checkCompressionStatus,
  magicStoreEndpoints,
  mediaPresignedUrl,
  mediaProductSearch,
  triggerCompression,
} from './endpoints/magicStore';
export {
  publicCheckout,
  publicEndpoints,
  publicPage,
  publicShopboard,
  SHOPBOARD_FEED_PAGE,
  shopperEvent,
} from './endpoints/public';
export {
  createWebhook,
  deleteWebhook,
  listWebhooks,
  testWebhook,
  webhookEndpoints,
} from './endpoints/webhooks';
export {
  dateRangeQuery,
  id,
  ids,
  isoDate,
  latestQueryDay,
  MAX_PAGE_COUNT,
  MAX_PAGE_SKIP,
  noBody,
  notShown,
  num,
  pageCount,
  pageQuery,
  pageSkip,
  queryDay,
  queryFlag,
  queryNumber,
  text,
} from './schemas/common';
export { optionMap, optionValue, theme } from './schemas/theme';
export { version } from './schemas/version';
export {
  aiPreferences,
  availability,
  brand,
  collectionsPreferences,
  permissions,
  planName,
  productVisionConfigurations,
  productsPreferences,
  sensitivity,
  session,
  tokenData,
  user,
  utmParams,
} from './schemas/session';
export { collection, image, product, productOption, selectedOptions } from './schemas/catalog';
export {
  deviceOption,
  link,
  linkAnalyticsTotals,
  linkImage,
  linkPayload,
  linkType,
  multilink,
  multilinkOption,
  multilinkPayload,
  promocode,
  shortPayload,
  urlType,
} from './schemas/links';
export {
  commissionRules,
  influencer,
  influencerAnalytics,
  influencerInsight,
  influencerPayload,
  revenueRules,
} from './schemas/influencers';
export {
  analyticsBucket,
  analyticsPoint,
  analyticsReport,
  funnelStep,
  linkAnalyticsRow,
  linkAnalyticsSort,
  linkDetails,
  order,
  orderItem,
  productRow,
  trendItem,
} from './schemas/analytics';
export { social, socialMediaStatus, socialPost } from './schemas/shopboard';
export {
  createdWebhookEndpoint,
  MAX_WEBHOOK_ENDPOINTS,
  MAX_WEBHOOK_EVENTS,
  MAX_WEBHOOK_URL_LENGTH,
  WEBHOOK_EVENTS,
  WEBHOOK_RECENT_DELIVERIES,
  WEBHOOK_TEST_EVENT,
  webhookDelivery,
  webhookDeliveryEvent,
  webhookDeliveryStatus,
  webhookEndpoint,
  webhookEndpointStatus,
  webhookEvents,
  webhookEventType,
  webhookLinkData,
  webhookMessage,
  webhookOrderData,
  webhookPayload,
  webhookTestData,
  webhookUrl,
} from './schemas/webhooks';
export { API_REFERENCE_PATH, toOpenApiDocument } from './openapi';
export type { OpenApiDocument, OpenApiOperation } from './openapi';
