import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { notShown } from '../schemas/common';
import { availability, session, tokenData } from '../schemas/session';

/** Auth calls (platform.md §7; forgot-password paths from DESIGN.md §6). */

export const verifySession = defineEndpoint({
  name: 'verifySession',
  method: 'POST',
  path: '/auth/verify',
  /** `auth`: the store platform's auth payload, when arriving from the store. */
  body: v.object({ auth: v.optional(v.string()) }),
  response: session,
});

export const login = defineEndpoint({
  name: 'login',
  method: 'POST',
  path: '/auth/login',
  body: v.object({ username: v.string(), password: v.string() }),
  response: tokenData,
});

export const influencerLogin = defineEndpoint({
  name: 'influencerLogin',
  method: 'POST',
  path: '/admin/v1/influencers/login',
  body: v.object({ admin_username: v.string(), username: v.string(), password: v.string() }),
  response: tokenData,
});

export const register = defineEndpoint({
  name: 'register',
  method: 'POST',
  path: '/auth/register',
  body: v.object({
    username: v.string(),
    password: v.string(),
    name: v.string(),
    email: v.string(),
  }),
  response: notShown,
});

export const registerConnect = defineEndpoint({
  name: 'registerConnect',
  method: 'POST',
  path: '/auth/register/connect',
  body: v.object({
    auth: v.string(),
    username: v.string(),
    email: v.string(),
    password: v.string(),
  }),
  response: tokenData,
});

export const loginConnect = defineEndpoint({
  name: 'loginConnect',
  method: 'POST',
  path: '/auth/login/connect',
  body: v.object({ auth: v.string(), username: v.string(), password: v.string() }),
  response: tokenData,
});

export const validateUsername = defineEndpoint({
  name: 'validateUsername',
  method: 'POST',
  path: '/auth/validate/username',
  body: v.object({ username: v.string() }),
  response: availability,
});

export const validateEmail = defineEndpoint({
  name: 'validateEmail',
  method: 'POST',
  path: '/auth/validate/email',
  body: v.object({ email: v.string() }),
  response: availability,
});

export const resetPassword = defineEndpoint({
  name: 'resetPassword',
  method: 'POST',
  path: '/auth/password/reset',
  body: v.object({ token: v.string(), new_password: v.string() }),
  response: notShown,
});

/** Forgot password, merchant (path decided in DESIGN.md §6). */
export const requestPasswordReset = defineEndpoint({
  name: 'requestPasswordReset',
  method: 'POST',
  path: '/auth/password/reset/request',
  body: v.object({ username: v.string() }),
  response: notShown,
});

/** Forgot password, influencer (path decided in DESIGN.md §6). */
export const requestInfluencerPasswordReset = defineEndpoint({
  name: 'requestInfluencerPasswordReset',
  method: 'POST',
  path: '/auth/password/reset/request/influencer',
  body: v.object({ username: v.string(), influencer_username: v.string() }),
  response: notShown,
});

/** Sends the signed-in user a reset email (my account). */
export const requestUserPasswordReset = defineEndpoint({
  name: 'requestUserPasswordReset',
  method: 'GET',
  path: '/auth/user/password/reset/request',
  response: notShown,
});

export const verifyAccount = defineEndpoint({
  name: 'verifyAccount',
  method: 'POST',
  path: '/auth/account/verify',
  body: v.object({ token: v.string() }),
  /** Decided: `{verified}`. */
  response: v.object({ verified: v.boolean() }),
});

export const registrationRequest = defineEndpoint({
  name: 'registrationRequest',
  method: 'POST',
  path: '/auth/register/request',
  body: v.object({ name: v.string(), email: v.string(), description: v.string() }),
  response: notShown,
});

/** Ends the session: the bearer token is revoked and refused from then on (decided path). */
export const logout = defineEndpoint({
  name: 'logout',
  method: 'POST',
  path: '/auth/logout',
  response: notShown,
});

export const authEndpoints = {
  verifySession,
  login,
  influencerLogin,
  register,
  registerConnect,
  loginConnect,
  validateUsername,
  validateEmail,
  resetPassword,
  requestPasswordReset,
  requestInfluencerPasswordReset,
  requestUserPasswordReset,
  verifyAccount,
  registrationRequest,
  logout,
} as const;
