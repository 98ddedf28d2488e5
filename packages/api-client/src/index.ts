export { useAvailability } from './availability';
export type { Availability, AvailabilityCheck } from './availability';
export {
  ApiError,
  ContractError,
  HttpError,
  isConflictError,
  requestFailureOf,
  TimeoutError,
} from './errors';
export type { RequestFailure } from './errors';
export { useEditConflict } from './conflict';
export type { EditConflict, EditConflictOptions } from './conflict';
export {
  apiReferenceUrl,
  createApiClient,
  parseEnvelope,
  REQUEST_TIMEOUT_MS,
  toFormData,
  toQueryString,
} from './transport';
export type {
  ApiClient,
  ApiClientOptions,
  RequestArgs,
  RequestOptions,
  UploadRequestOptions,
} from './transport';
export { UPLOAD_TIMEOUT_MS, uploadWithProgress } from './upload';
export type { UploadOptions, UploadProgress } from './upload';
export {
  fetchSession,
  influencerCodeLogIn,
  influencerLogIn,
  isEmailAvailable,
  isUsernameAvailable,
  logIn,
  logOut,
} from './auth';
export type { InfluencerLoginPayload, LoginPayload } from './auth';
export {
  useForgotPassword,
  useInfluencerForgotPassword,
  useLoginConnect,
  useRegister,
  useRegisterConnect,
  useRegistrationRequest,
  useResetPassword,
  useStoreConnect,
  useVerifyAccount,
} from './queries/auth';
export type {
  InfluencerForgotPasswordPayload,
  LoginConnectPayload,
  RegisterConnectPayload,
  RegisterPayload,
  RegistrationRequestPayload,
  ResetPasswordPayload,
  Session,
} from './queries/auth';
export {
  CLIENT_ERROR_LOG_LINES,
  clearClientErrorLog,
  clientErrorLog,
  commitClientErrorLog,
  logClientError,
} from './errorLog';
export type { CommitClientErrorLogOptions } from './errorLog';
export {
  insertCreated,
  mapListItems,
  mapPages,
  nextPageSkip,
  patchCached,
  prependToList,
  prependToPagedList,
  removeDeleted,
  replaceUpdated,
} from './queries/cache';
export type { CachedKind, CachedList, PagedList } from './queries/cache';
export { cachedKinds, queryKeys } from './queries/keys';
export type {
  DateRange,
  LinkListFilter,
  OrderListFilter,
  ProductSearchFilter,
} from './queries/keys';
export { healthQueryOptions } from './queries/health';
export {
  insertCreatedLink,
  linkQueryOptions,
  linksInfiniteQueryOptions,
  newestLinksQueryOptions,
  useCloseLink,
  useCreateLink,
  useDeleteLink,
  useEditLink,
  useUploadImage,
} from './queries/links';
export type { EditArgs, Link, LinkPayload, LinkTarget, UploadImageArgs } from './queries/links';
export {
  shortAnalyticsQueryOptions,
  shortQueryOptions,
  shortsInfiniteQueryOptions,
  newestShortsQueryOptions,
  useCreateShort,
  useEditShort,
} from './queries/shorts';
export type { ShortPayload } from './queries/shorts';
export {
  multilinkQueryOptions,
  multilinksInfiniteQueryOptions,
  useCloseMultilink,
  useCreateMultilink,
  useDeleteMultilink,
  useEditMultilink,
} from './queries/multilinks';
export type { MultilinkPayload, WireMultilinkItem } from './queries/multilinks';
export { ordersInfiniteQueryOptions } from './queries/orders';
export type { Order } from './queries/orders';
export {
  accountQueryKeys,
  orderDetailsQueryOptions,
  settingsQueryOptions,
  socialStatusQueryOptions,
  useDisconnectSocial,
  useDisconnectStore,
  useRequestPasswordReset,
  useSocialConnectUrl,
  useSubscribePlan,
  useSwitchToFreePlan,
  useSyncProducts,
  useUpdateSettings,
} from './queries/account';
export type { OrderItem, SettingsPayload, SocialNetwork, SocialStatus } from './queries/account';
export {
  appearanceQueryKeys,
  optionMapQueryOptions,
  themeQueryOptions,
  useUpdateLogo,
  useUpdateOptionMap,
  useUpdateTheme,
} from './queries/appearance';
export type { SavedTheme, StoredTheme } from './queries/appearance';
export {
  catalogQueryKeys,
  collectionsInfiniteQueryOptions,
  productsInfiniteQueryOptions,
  useUpdateCollectionsPreferences,
  useUpdateProductsPreferences,
} from './queries/catalog';
export type {
  CollectionSearchFilter,
  CollectionsPage,
  CollectionsPreferencesPayload,
  ProductsPage,
  ProductsPreferencesPayload,
} from './queries/catalog';
export {
  aiPreferencesFromWire,
  aiPreferencesToWire,
  collectionFromWire,
  influencerEditToWire,
  influencerFromWire,
  influencerInsightFromWire,
  influencerToWire,
  insightsBucketFromWire,
  insightsReportFromWire,
  linkFormFromWire,
  linkFormToWire,
  linkListItemFromWire,
  multilinkFromWire,
  multilinkToWire,
  permissionsFromWire,
  permissionsToWire,
  productFromWire,
  settingsFromWire,
  settingsToWire,
  shortCardFromWire,
  themeFromWire,
  themeToWire,
  userDetailsFromWire,
  utmParamsFromWire,
  utmParamsToWire,
} from './mappers';
export type {
  AiPreferences,
  Collection,
  CommissionRules,
  Influencer,
  InfluencerInsight,
  InsightsBucket,
  InsightsPoint,
  InsightsReport,
  LinkCollection,
  LinkForm,
  LinkFormAnalytics,
  LinkImage,
  LinkListItem,
  LinkProduct,
  Multilink,
  MultilinkOption,
  MultilinkOptionLink,
  Permissions,
  Product,
  ProductOption,
  RevenueRules,
  SelectedOptions,
  Settings,
  ShortCard,
  ThemeGroups,
  UserDetails,
  UtmParams,
  WireSettingsBody,
  WireSettingsSource,
} from './mappers';
export { magicStoreCalls } from './queries/magicStore';
export type { MagicStoreCalls } from './queries/magicStore';
export {
  fetchInfluencerReport,
  influencerLinksInfiniteQueryOptions,
  influencerQueryOptions,
  influencerReportQueryOptions,
  influencersQueryOptions,
  influencersTotalsQueryOptions,
  isInfluencerEmailAvailable,
  isInfluencerUsernameAvailable,
  makeInfluencerLoginLink,
  useCreateInfluencer,
  useEditInfluencer,
  useResetInfluencerPassword,
  useSetInfluencerActivation,
} from './queries/influencers';
export type {
  InfluencerEditPayload,
  InfluencerPayload,
  InfluencerTotals,
  WireInfluencerItem,
} from './queries/influencers';
export {
  businessAnalyticsQueryOptions,
  lifetimeAnalyticsQueryOptions,
  linkAnalyticsQueryKeys,
  linkAnalyticsQueryOptions,
  linkFunnelQueryOptions,
  linkProductsInfiniteQueryOptions,
  linkRowsInfiniteQueryOptions,
  POST_PRODUCTS_PAGE,
  postAnalyticsQueryOptions,
  postProductsInfiniteQueryOptions,
  publicPageQueryOptions,
} from './queries/analytics';
export type {
  AnalyticsReport,
  FunnelStep,
  LinkAnalyticsRow,
  LinkFunnel,
  LinkProductsPage,
  LinkRowsFilter,
  LinkRowsPage,
  PostAnalytics,
  PostProductsPage,
  PostSocial,
  ProductRow,
  PublicPage,
} from './queries/analytics';
export {
  combinationsFromWire,
  complementaryProductsQueryOptions,
  topCombinationsQueryOptions,
  topPerformingProductsQueryOptions,
  trendsQueryKeys,
} from './queries/trends';
export type { ComplementaryProduct, TrendCombination, TrendItem } from './queries/trends';
export {
  postsInfiniteQueryOptions,
  shopboardAnalyticsQueryOptions,
  shopboardQueryKeys,
  useConnectSocial,
  useSetPostVisible,
  useSyncSocial,
  useTagPost,
} from './queries/shopboard';
export type {
  ConnectSocialArgs,
  Network,
  PostVisibilityArgs,
  ShopboardAnalytics,
  SocialPost,
  TagPostArgs,
} from './queries/shopboard';
export {
  useCreateWebhook,
  useDeleteWebhook,
  useTestWebhook,
  webhooksQueryOptions,
} from './queries/webhooks';
export type {
  CreatedWebhookEndpoint,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookPayload,
} from './queries/webhooks';
export {
  soldOutLinksFromWire,
  soldOutLinksQueryOptions,
  swapPreviewQueryOptions,
} from './queries/stock';
export type { SoldOutLink, SoldOutLinks, SwapPreview } from './queries/stock';
