import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { notShown, text } from '../schemas/common';
import { availability, session, tokenData } from '../schemas/session';

/** Auth calls (platform.md §7; forgot-password paths from DESIGN.md §6). */

export const verifySession = defineEndpoint({
  name: 'verifySession',
  summary: 'Verify session',
  access: 'signedIn',
  method: 'POST',
  path: '/auth/verify',
  /** `auth`: the store platform's auth payload, when arriving from the store. */
  body: v.object({ auth: v.optional(text) }),
  response: session,
});

export const login = defineEndpoint({
  name: 'login',
  summary: 'Login',
  access: 'public',
  method: 'POST',
  path: '/auth/login',
  body: v.object({ username: text, password: text }),
  response: tokenData,
});

export const influencerLogin = defineEndpoint({
  name: 'influencerLogin',
  summary: 'Influencer login',
  access: 'public',
  method: 'POST',
  path: '/admin/v1/influencers/login',
  body: v.object({ admin_username: text, username: text, password: text }),
  response: tokenData,
});

/**
 * Influencer login with the single-use code of a login link the merchant copied (the
 * link carries the two usernames and the code, never a password).
 */
export const influencerCodeLogin = defineEndpoint({
  name: 'influencerCodeLogin',
  summary: 'Influencer code login',
  access: 'public',
  method: 'POST',
  path: '/admin/v1/influencers/login/code',
  body: v.object({ admin_username: text, username: text, code: text }),
  response: tokenData,
});

export const register = defineEndpoint({
  name: 'register',
  summary: 'Register',
  access: 'public',
  method: 'POST',
  path: '/auth/register',
  body: v.object({
    username: text,
    password: text,
    name: text,
    email: text,
  }),
  response: notShown,
});

export const registerConnect = defineEndpoint({
  name: 'registerConnect',
  summary: 'Register connect',
  access: 'public',
  method: 'POST',
  path: '/auth/register/connect',
  body: v.object({
    auth: text,
    username: text,
    email: text,
    password: text,
  }),
  response: tokenData,
});

export const loginConnect = defineEndpoint({
  name: 'loginConnect',
  summary: 'Login connect',
  access: 'public',
  method: 'POST',
  path: '/auth/login/connect',
  body: v.object({ auth: text, username: text, password: text }),
  response: tokenData,
});

export const validateUsername = defineEndpoint({
  name: 'validateUsername',
  summary: 'Validate username',
  access: 'public',
  method: 'POST',
  path: '/auth/validate/username',
  body: v.object({ username: text }),
  response: availability,
});

export const validateEmail = defineEndpoint({
  name: 'validateEmail',
  summary: 'Validate email',
  access: 'public',
  method: 'POST',
  path: '/auth/validate/email',
  body: v.object({ email: text }),
  response: availability,
});

export const resetPassword = defineEndpoint({
  name: 'resetPassword',
  summary: 'Reset password',
  access: 'public',
  method: 'POST',
  path: '/auth/password/reset',
  body: v.object({ token: text, new_password: text }),
  response: notShown,
});

/** Forgot password, merchant (path decided in DESIGN.md §6). */
export const requestPasswordReset = defineEndpoint({
  name: 'requestPasswordReset',
  summary: 'Request password reset',
  access: 'public',
  method: 'POST',
  path: '/auth/password/reset/request',
  body: v.object({ username: text }),
  response: notShown,
});

/** Forgot password, influencer (path decided in DESIGN.md §6). */
export const requestInfluencerPasswordReset = defineEndpoint({
  name: 'requestInfluencerPasswordReset',
  summary: 'Request influencer password reset',
  access: 'public',
  method: 'POST',
  path: '/auth/password/reset/request/influencer',
  body: v.object({ username: text, influencer_username: text }),
  response: notShown,
});

/** Sends the signed-in user a reset email (my account). */
export const requestUserPasswordReset = defineEndpoint({
  name: 'requestUserPasswordReset',
  summary: 'Request user password reset',
  access: 'signedIn',
  method: 'GET',
  path: '/auth/user/password/reset/request',
  response: notShown,
});

export const verifyAccount = defineEndpoint({
  name: 'verifyAccount',
  summary: 'Verify account',
  access: 'public',
  method: 'POST',
  path: '/auth/account/verify',
  body: v.object({ token: text }),
  /** Decided: `{verified}`. */
  response: v.object({ verified: v.boolean() }),
});

export const registrationRequest = defineEndpoint({
  name: 'registrationRequest',
  summary: 'Registration request',
  access: 'public',
  method: 'POST',
  path: '/auth/register/request',
  body: v.object({ name: text, email: text, description: text }),
  response: notShown,
});

/** Ends the session: the bearer token is revoked and refused from then on (decided path). */
export const logout = defineEndpoint({
  name: 'logout',
  summary: 'Logout',
  access: 'signedIn',
  method: 'POST',
  path: '/auth/logout',
  response: notShown,
});

export const authEndpoints = {
  verifySession,
  login,
  influencerLogin,
  influencerCodeLogin,
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
