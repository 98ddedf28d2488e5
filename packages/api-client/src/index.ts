export { useAvailability } from './availability';
export type { Availability, AvailabilityCheck } from './availability';
export { ApiError, ContractError, HttpError, isConflictError, TimeoutError } from './errors';
export { useEditConflict } from './conflict';
export type { EditConflict, EditConflictOptions } from './conflict';
export {
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
  businessAnalyticsQueryOptions,
  cachedKinds,
  healthQueryOptions,
  influencerLinksInfiniteQueryOptions,
  influencerQueryOptions,
  influencersQueryOptions,
  insertCreated,
  insertCreatedLink,
  lifetimeAnalyticsQueryOptions,
  linkQueryOptions,
  linksInfiniteQueryOptions,
  mapListItems,
  mapPages,
  multilinkQueryOptions,
  multilinksInfiniteQueryOptions,
  nextPageSkip,
  ordersInfiniteQueryOptions,
  patchCached,
  postsInfiniteQueryOptions,
  prependToList,
  prependToPagedList,
  productsInfiniteQueryOptions,
  queryKeys,
  removeDeleted,
  replaceUpdated,
  shortQueryOptions,
  shortsInfiniteQueryOptions,
  useCloseLink,
  useCloseMultilink,
  useCreateInfluencer,
  useCreateLink,
  useCreateMultilink,
  useCreateShort,
  useDeleteLink,
  useDeleteMultilink,
  useEditInfluencer,
  useEditLink,
  useEditMultilink,
  useEditShort,
  useSetInfluencerActivation,
} from './queries';
export type {
  AnalyticsReport,
  CachedKind,
  CachedList,
  DateRange,
  EditArgs,
  InfluencerEditPayload,
  InfluencerPayload,
  Link,
  LinkListFilter,
  LinkPayload,
  LinkTarget,
  MultilinkPayload,
  Network,
  Order,
  OrderListFilter,
  PagedList,
  ProductSearchFilter,
  ProductsPage,
  Session,
  ShortPayload,
  SocialPost,
  WireInfluencerItem,
  WireMultilinkItem,
} from './queries';
export {
  accountQueryKeys,
  orderDetailsQueryOptions,
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
  useUpdateLogo,
  useUpdateOptionMap,
  useUpdateTheme,
} from './queries/appearance';
export type { SavedTheme } from './queries/appearance';
export {
  catalogQueryKeys,
  collectionsInfiniteQueryOptions,
  useUpdateCollectionsPreferences,
  useUpdateProductsPreferences,
} from './queries/catalog';
export type {
  CollectionSearchFilter,
  CollectionsPage,
  CollectionsPreferencesPayload,
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
export { useUploadImage } from './queries/links';
export { magicStoreCalls } from './queries/magicStore';
export type { MagicStoreCalls } from './queries/magicStore';
export {
  fetchInfluencerReport,
  makeInfluencerLoginLink,
  influencerQueryKeys,
  influencerReportQueryOptions,
  influencersTotalsQueryOptions,
  isInfluencerEmailAvailable,
  isInfluencerUsernameAvailable,
  useResetInfluencerPassword,
} from './queries/influencers';
export type { InfluencerTotals } from './queries/influencers';
export type { UploadImageArgs } from './queries/links';
export {
  linkAnalyticsQueryKeys,
  linkAnalyticsQueryOptions,
  linkProductsInfiniteQueryOptions,
  POST_PRODUCTS_PAGE,
  postAnalyticsQueryOptions,
  postProductsInfiniteQueryOptions,
  publicPageQueryOptions,
} from './queries/analytics';
export type {
  LinkProductsPage,
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
export { shortAnalyticsQueryOptions } from './queries/shorts';
export {
  shopboardAnalyticsQueryOptions,
  shopboardQueryKeys,
  useConnectSocial,
  useSetPostVisible,
  useSyncSocial,
  useTagPost,
} from './queries/shopboard';
export type {
  ConnectSocialArgs,
  PostVisibilityArgs,
  ShopboardAnalytics,
  TagPostArgs,
} from './queries/shopboard';
