/**
 * `@shoppable/api-client/mocks`: msw handlers for every contract endpoint over an in-memory store
 * built by deterministic fixtures, for stories and unit tests (the dev server does not use them).
 *
 * ```ts
 * setupServer(...mockHandlers(baseUrl, { role: 'influencer', plan: 'trial' }));
 * ```
 *
 * Webhooks: two endpoints (one `active`, one `failing` with a failed and a pending delivery);
 * a registration answers a `whsec_…` secret once, a test send adds a pending delivery.
 *
 * Switches: `loading`, `empty`, `error`, `timeout`, `role`, `plan` (with `trialDaysLeft`),
 * `noStore`, `permissions`, `delayMs`, and `only` to aim `loading`/`error`/`timeout` at some
 * endpoints. Pass a `MockStore` as `store` to read or seed the state from a test.
 *
 * Links, shorts, multilinks, influencers, the theme and the settings carry edit versions as the
 * server does: an edit based on a stale version answers 409. To show a conflict, let "someone
 * else" edit after the editor loaded: `store.changeLinkElsewhere(id, { description })` (also
 * `changeMultilinkElsewhere`, `changeInfluencerElsewhere`, `changeBrandElsewhere('theme' |
 * 'settings', change)`) applies the change and takes the version one up.
 */
export {
  MOCK_NOW,
  MOCK_UPLOAD_ORIGIN,
  MockFailure,
  mockHandlers,
  resolvedEndpoints,
  staleEditMessage,
  webhookLimitMessage,
} from './handlers';
export type { MockOptions } from './handlers';
export { MockStore } from './store';
export type {
  InfluencerPayload,
  LinkPayload,
  MultilinkPayload,
  ShortPayload,
  WebhookPayload,
} from './store';
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
  makeWebhooks,
  planFields,
} from './fixtures';
export type { MockData, MockDataOptions, MockPlan, MockRole, Rng } from './fixtures';
export { sampleOf } from './sample';
