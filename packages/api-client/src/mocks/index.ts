export { MOCK_NOW, MockFailure, mockHandlers, resolvedEndpoints } from './handlers';
export type { MockOptions } from './handlers';
export { MockStore } from './store';
export type { InfluencerPayload, LinkPayload, MultilinkPayload, ShortPayload } from './store';
export {
  BUSINESS_ID,
  MERCHANT_USERNAME,
  allPermissions,
  createMockData,
  createRng,
  makeAnalyticsReport,
  makeBrand,
  makeBucket,
  makeCollections,
  makeInfluencers,
  makeInsights,
  makeLink,
  makeLinks,
  makeMultilinks,
  makeOptionMap,
  makeOrders,
  makePosts,
  makeProducts,
  makeSession,
  makeTrends,
  planFields,
} from './fixtures';
export type { MockData, MockDataOptions, MockPlan, MockRole, Rng } from './fixtures';
export { sampleOf } from './sample';
