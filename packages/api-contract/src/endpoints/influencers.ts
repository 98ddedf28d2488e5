import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { analyticsReport } from '../schemas/analytics';
import { dateRangeQuery, isoDate, notShown } from '../schemas/common';
import { influencer, influencerAnalytics, influencerPayload } from '../schemas/influencers';
import { availability } from '../schemas/session';

/** Influencers (content.md §7 "Influencers"; base, activation, analytics, report from DESIGN.md §6). */

const usernameParams = v.object({ username: v.string() });

export const listInfluencers = defineEndpoint({
  name: 'listInfluencers',
  method: 'GET',
  path: '/admin/v1/influencers',
  response: v.array(influencer),
});

/** One influencer, by username (the spec's GET …/{id} and GET …/{username} are this call). */
export const getInfluencer = defineEndpoint({
  name: 'getInfluencer',
  method: 'GET',
  path: '/admin/v1/influencers/{username}',
  params: usernameParams,
  response: influencer,
});

/** Totals per influencer for a date range. */
export const listInfluencersAnalytics = defineEndpoint({
  name: 'listInfluencersAnalytics',
  method: 'GET',
  path: '/admin/v1/influencers/analytics',
  query: dateRangeQuery,
  response: v.array(influencerAnalytics),
});

export const validateInfluencerUsername = defineEndpoint({
  name: 'validateInfluencerUsername',
  method: 'POST',
  path: '/admin/v1/influencers/validate/username',
  body: v.object({ username: v.string() }),
  response: availability,
});

export const createInfluencer = defineEndpoint({
  name: 'createInfluencer',
  method: 'POST',
  path: '/admin/v1/influencers/create',
  body: influencerPayload,
  response: influencer,
});

export const editInfluencer = defineEndpoint({
  name: 'editInfluencer',
  method: 'POST',
  path: '/admin/v1/influencers/{username}/edit',
  params: usernameParams,
  body: v.omit(influencerPayload, ['username']),
  response: influencer,
});

/** Answers the influencer with a new `password`. */
export const resetInfluencerPassword = defineEndpoint({
  name: 'resetInfluencerPassword',
  method: 'GET',
  path: '/admin/v1/influencers/{username}/password/reset',
  params: usernameParams,
  response: influencer,
});

/** `{activate: false}` deletes (deactivates) the influencer. */
export const setInfluencerActivation = defineEndpoint({
  name: 'setInfluencerActivation',
  method: 'POST',
  path: '/admin/v1/influencers/{username}/activation',
  params: usernameParams,
  body: v.object({ activate: v.boolean() }),
  response: notShown,
});

/** One influencer's analytics (decided: the same report as business analytics). */
export const influencerAnalyticsReport = defineEndpoint({
  name: 'influencerAnalyticsReport',
  method: 'GET',
  path: '/admin/v1/influencers/{username}/analytics',
  params: usernameParams,
  query: dateRangeQuery,
  response: analyticsReport,
});

/** A CSV file, saved as `username_report_{from}_to_{to}.csv`. */
export const influencerReport = defineEndpoint({
  name: 'influencerReport',
  method: 'GET',
  path: '/admin/v1/influencers/{username}/report',
  params: usernameParams,
  query: v.object({ timezone: v.string(), from_date: isoDate, to_date: isoDate }),
  responseFormat: 'csv',
  response: v.string(),
});

export const influencerEndpoints = {
  listInfluencers,
  getInfluencer,
  listInfluencersAnalytics,
  validateInfluencerUsername,
  createInfluencer,
  editInfluencer,
  resetInfluencerPassword,
  setInfluencerActivation,
  influencerAnalyticsReport,
  influencerReport,
} as const;
