import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { id, notShown, text } from '../schemas/common';
import { planName } from '../schemas/session';

/** Subscription calls (platform.md §7; subscribe and free paths decided in DESIGN.md §6). */

/** Answers the checkout URL of the store platform's billing page. */
export const subscribePlan = defineEndpoint({
  name: 'subscribePlan',
  summary: 'Subscribe plan',
  access: 'admin',
  method: 'POST',
  path: '/admin/v1/store/plan/subscribe',
  body: v.object({ store_subscription_plan: planName, business_id: id }),
  response: text,
});

export const switchToFreePlan = defineEndpoint({
  name: 'switchToFreePlan',
  summary: 'Switch to free plan',
  access: 'admin',
  method: 'POST',
  path: '/admin/v1/store/plan/free',
  body: v.object({ business_id: id }),
  response: notShown,
});

/** Use not shown in the spec: decided to take `{business_id}` like the other plan calls. */
export const requestPlanUpgrade = defineEndpoint({
  name: 'requestPlanUpgrade',
  summary: 'Request plan upgrade',
  access: 'admin',
  method: 'POST',
  path: '/admin/v1/store/plan/upgrade/request',
  body: v.object({ business_id: v.optional(id) }),
  response: notShown,
});

/** Use not shown in the spec: decided to take `{business_id}` like the other plan calls. */
export const cancelPlan = defineEndpoint({
  name: 'cancelPlan',
  summary: 'Cancel plan',
  access: 'admin',
  method: 'POST',
  path: '/admin/v1/store/plan/cancel',
  body: v.object({ business_id: v.optional(id) }),
  response: notShown,
});

export const planEndpoints = {
  subscribePlan,
  switchToFreePlan,
  requestPlanUpgrade,
  cancelPlan,
} as const;
