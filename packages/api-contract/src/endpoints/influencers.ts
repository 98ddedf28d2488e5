import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { analyticsReport } from '../schemas/analytics';
import { dateRangeQuery, notShown, queryDay, text } from '../schemas/common';
import { influencer, influencerAnalytics, influencerPayload } from '../schemas/influencers';
import { availability } from '../schemas/session';
import { version } from '../schemas/version';

/** Influencers (content.md §7 "Influencers"; base, activation, analytics, report from DESIGN.md §6). */

const usernameParams = v.object({ username: text });

export const listInfluencers = defineEndpoint({
  name: 'listInfluencers',
  summary: 'List influencers',
  access: 'admin',
  method: 'GET',
  path: '/admin/v1/influencers',
  response: v.array(influencer),
});

/** One influencer, by username (the spec's GET …/{id} and GET …/{username} are this call). */
export const getInfluencer = defineEndpoint({
  name: 'getInfluencer',
  summary: 'Get influencer',
  access: 'signedIn',
  method: 'GET',
  path: '/admin/v1/influencers/{username}',
  params: usernameParams,
  response: influencer,
});

/** Totals per influencer for a date range. */
export const listInfluencersAnalytics = defineEndpoint({
  name: 'listInfluencersAnalytics',
  summary: 'List influencers analytics',
  access: 'admin',
  method: 'GET',
  path: '/admin/v1/influencers/analytics',
  query: dateRangeQuery,
  response: v.array(influencerAnalytics),
});

export const validateInfluencerUsername = defineEndpoint({
  name: 'validateInfluencerUsername',
  summary: 'Validate influencer username',
  access: 'admin',
  method: 'POST',
  path: '/admin/v1/influencers/validate/username',
  body: v.object({ username: text }),
  response: availability,
});

/**
 * Whether an email is free in the business: taken when another influencer of the business has it
 * (case-insensitive); `except` names the influencer being edited, whose own email stays free.
 */
export const validateInfluencerEmail = defineEndpoint({
  name: 'validateInfluencerEmail',
  summary: 'Validate influencer email',
  access: 'admin',
  method: 'POST',
  path: '/admin/v1/influencers/validate/email',
  body: v.object({ email: text, except: v.optional(text) }),
  response: availability,
});

export const createInfluencer = defineEndpoint({
  name: 'createInfluencer',
  summary: 'Create influencer',
  access: 'admin',
  method: 'POST',
  path: '/admin/v1/influencers/create',
  body: influencerPayload,
  response: influencer,
});

export const editInfluencer = defineEndpoint({
  name: 'editInfluencer',
  summary: 'Edit influencer',
  access: 'admin',
  method: 'POST',
  path: '/admin/v1/influencers/{username}/edit',
  params: usernameParams,
  /** The create body without `username`, plus the `version` the edit is based on (409 when stale). */
  body: v.object({ ...v.omit(influencerPayload, ['username']).entries, version }),
  response: influencer,
});

/** Answers the influencer with a new `password`. */
export const resetInfluencerPassword = defineEndpoint({
  name: 'resetInfluencerPassword',
  summary: 'Reset influencer password',
  access: 'admin',
  method: 'GET',
  path: '/admin/v1/influencers/{username}/password/reset',
  params: usernameParams,
  response: influencer,
});

/**
 * A single-use login code for the influencer's login link, valid until `expires_at`;
 * a new code leaves earlier ones usable until they expire or are used.
 */
export const createInfluencerLoginCode = defineEndpoint({
  name: 'createInfluencerLoginCode',
  summary: 'Create influencer login code',
  access: 'admin',
  method: 'POST',
  path: '/admin/v1/influencers/{username}/login-code',
  params: usernameParams,
  response: v.object({ code: text, expires_at: text }),
});

/** `{activate: false}` deletes (deactivates) the influencer. */
export const setInfluencerActivation = defineEndpoint({
  name: 'setInfluencerActivation',
  summary: 'Set influencer activation',
  access: 'admin',
  method: 'POST',
  path: '/admin/v1/influencers/{username}/activation',
  params: usernameParams,
  body: v.object({ activate: v.boolean() }),
  response: notShown,
});

/** One influencer's analytics (decided: the same report as business analytics). */
export const influencerAnalyticsReport = defineEndpoint({
  name: 'influencerAnalyticsReport',
  summary: 'Influencer analytics report',
  access: 'signedIn',
  permission: 'analytics_clicks_enabled',
  method: 'GET',
  path: '/admin/v1/influencers/{username}/analytics',
  params: usernameParams,
  query: dateRangeQuery,
  response: analyticsReport,
});

/** A CSV file, saved as `username_report_{from}_to_{to}.csv`. */
export const influencerReport = defineEndpoint({
  name: 'influencerReport',
  summary: 'Influencer report',
  access: 'signedIn',
  permission: 'analytics_clicks_enabled',
  method: 'GET',
  path: '/admin/v1/influencers/{username}/report',
  params: usernameParams,
  query: v.object({
    timezone: v.pipe(text, v.maxLength(64)),
    from_date: queryDay,
    to_date: queryDay,
  }),
  responseFormat: 'csv',
  response: text,
});

export const influencerEndpoints = {
  listInfluencers,
  getInfluencer,
  listInfluencersAnalytics,
  validateInfluencerUsername,
  validateInfluencerEmail,
  createInfluencer,
  editInfluencer,
  resetInfluencerPassword,
  createInfluencerLoginCode,
  setInfluencerActivation,
  influencerAnalyticsReport,
  influencerReport,
} as const;
