/**
 * `@shoppable/api-client/mocks`: msw handlers for every contract endpoint over an in-memory store
 * built by deterministic fixtures, for stories and unit tests (the dev server does not use them).
 *
 * ```ts
 * setupServer(...mockHandlers(baseUrl, { role: 'influencer', plan: 'trial' }));
 * ```
 *
 * Switches: `loading`, `empty`, `error`, `timeout`, `role`, `plan` (with `trialDaysLeft`),
 * `noStore`, `permissions`, `delayMs`, and `only` to aim `loading`/`error`/`timeout` at some
 * endpoints. Pass a `MockStore` as `store` to read or seed the state from a test.
 */
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
