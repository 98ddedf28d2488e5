import {
  influencerCodeLogin,
  influencerLogin,
  login,
  logout,
  validateEmail,
  validateUsername,
  verifySession,
  type EndpointBody,
} from '@shoppable/api-contract';
import type { Session } from './queries/auth';
import type { ApiClient } from './transport';

// The calls of signing in and of the session as plain functions, without TanStack Query: the
// login pages and the session run them before (or without) the app's query cache.

/** The body of the merchant login (wire names). */
export type LoginPayload = EndpointBody<typeof login>;
/** The body of the influencer login: `admin_username`, `username`, `password`. */
export type InfluencerLoginPayload = EndpointBody<typeof influencerLogin>;

/** Merchant login (platform.md §7); resolves with the session token. */
export async function logIn(client: ApiClient, body: LoginPayload): Promise<string> {
  return (await client.request(login, { body })).token;
}

/** Influencer login under a merchant (platform.md §7); resolves with the session token. */
export async function influencerLogIn(
  client: ApiClient,
  body: InfluencerLoginPayload,
): Promise<string> {
  return (await client.request(influencerLogin, { body })).token;
}

/**
 * Influencer login with a login link's single-use code; resolves with the session
 * token.
 */
export async function influencerCodeLogIn(
  client: ApiClient,
  body: EndpointBody<typeof influencerCodeLogin>,
): Promise<string> {
  return (await client.request(influencerCodeLogin, { body })).token;
}

/** The stored token's session (`POST /auth/verify`): user details, permissions, admin flag, brand. */
export function fetchSession(client: ApiClient, signal?: AbortSignal): Promise<Session> {
  return client.request(verifySession, { body: {}, signal });
}

/**
 * Revokes the session token on the server (`POST /auth/logout`). The token is read when the call
 * starts, so the caller may clear its storage right after calling.
 */
export async function logOut(client: ApiClient): Promise<void> {
  await client.request(logout);
}

/** Whether a username is free to sign up with (platform.md §5); `signal` cancels a stale check. */
export async function isUsernameAvailable(
  client: ApiClient,
  username: string,
  signal?: AbortSignal,
): Promise<boolean> {
  return (await client.request(validateUsername, { body: { username }, signal })).available;
}

/** Whether an email is free to sign up with (platform.md §5); `signal` cancels a stale check. */
export async function isEmailAvailable(
  client: ApiClient,
  email: string,
  signal?: AbortSignal,
): Promise<boolean> {
  return (await client.request(validateEmail, { body: { email }, signal })).available;
}
