/**
 * Wire types: what the contract's valibot schemas parse to, snake_case as the spec writes it.
 * The mappers of this folder turn them into the camelCase client shapes and back.
 */
import type {
  aiPreferences,
  analyticsBucket,
  analyticsPoint,
  analyticsReport,
  brand,
  collection,
  influencer,
  influencerInsight,
  influencerPayload,
  link,
  linkPayload,
  multilink,
  multilinkOption,
  multilinkPayload,
  permissions,
  product,
  selectedOptions,
  session,
  theme,
  utmParams,
} from '@shoppable/api-contract';
import type * as v from 'valibot';

export type WireSession = v.InferOutput<typeof session>;
export type WireBrand = v.InferOutput<typeof brand>;
export type WirePermissions = v.InferOutput<typeof permissions>;
export type WireTheme = v.InferOutput<typeof theme>;
export type WireUtmParams = v.InferOutput<typeof utmParams>;
export type WireAiPreferences = v.InferOutput<typeof aiPreferences>;
export type WireSelectedOptions = v.InferOutput<typeof selectedOptions>;
export type WireLink = v.InferOutput<typeof link>;
export type WireLinkPayload = v.InferOutput<typeof linkPayload>;
export type WireMultilink = v.InferOutput<typeof multilink>;
export type WireMultilinkOption = v.InferOutput<typeof multilinkOption>;
export type WireMultilinkPayload = v.InferOutput<typeof multilinkPayload>;
export type WireProduct = v.InferOutput<typeof product>;
export type WireCollection = v.InferOutput<typeof collection>;
export type WireInfluencer = v.InferOutput<typeof influencer>;
export type WireInfluencerPayload = v.InferOutput<typeof influencerPayload>;
export type WireInfluencerInsight = v.InferOutput<typeof influencerInsight>;
export type WireAnalyticsBucket = v.InferOutput<typeof analyticsBucket>;
export type WireAnalyticsPoint = v.InferOutput<typeof analyticsPoint>;
export type WireAnalyticsReport = v.InferOutput<typeof analyticsReport>;
