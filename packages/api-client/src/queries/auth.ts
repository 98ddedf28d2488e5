import {
  loginConnect,
  register,
  registerConnect,
  registrationRequest,
  requestInfluencerPasswordReset,
  requestPasswordReset,
  resetPassword,
  storeConnect,
  verifyAccount,
  type EndpointBody,
  type EndpointResponse,
  type verifySession,
} from '@shoppable/api-contract';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../transport';

/** The body of the sign-up: `username`, `password`, `name`, `email`. */
export type RegisterPayload = EndpointBody<typeof register>;
/** The body of register-store: the verified store `auth`, `username`, `email`, `password`. */
export type RegisterConnectPayload = EndpointBody<typeof registerConnect>;
/** The body of login-store: the verified store `auth`, `username`, `password`. */
export type LoginConnectPayload = EndpointBody<typeof loginConnect>;
/** The body of a registration request: `name`, `email`, `description`. */
export type RegistrationRequestPayload = EndpointBody<typeof registrationRequest>;
/** The body of the influencer forgot-password: `username` (merchant) and `influencer_username`. */
export type InfluencerForgotPasswordPayload = EndpointBody<typeof requestInfluencerPasswordReset>;
/** The body of the new-password call: the `token` from the address and `new_password`. */
export type ResetPasswordPayload = EndpointBody<typeof resetPassword>;

/** Sign-up (platform.md §7); the account is verified later through the emailed link. */
export function useRegister(client: ApiClient) {
  return useMutation({
    mutationFn: async (body: RegisterPayload) => {
      await client.request(register, { body });
    },
  });
}

/** Register-store with the verified store `auth` (platform.md §7); resolves with the session token. */
export function useRegisterConnect(client: ApiClient) {
  return useMutation({
    mutationFn: async (body: RegisterConnectPayload) =>
      (await client.request(registerConnect, { body })).token,
  });
}

/** Login-store with the verified store `auth` (platform.md §7); resolves with the session token. */
export function useLoginConnect(client: ApiClient) {
  return useMutation({
    mutationFn: async (body: LoginConnectPayload) =>
      (await client.request(loginConnect, { body })).token,
  });
}

/** Sends the merchant's forgot-password email for a username or email (DESIGN.md §6). */
export function useForgotPassword(client: ApiClient) {
  return useMutation({
    mutationFn: async (username: string) => {
      await client.request(requestPasswordReset, { body: { username } });
    },
  });
}

/** Sends an influencer's forgot-password email (DESIGN.md §6). */
export function useInfluencerForgotPassword(client: ApiClient) {
  return useMutation({
    mutationFn: async (body: InfluencerForgotPasswordPayload) => {
      await client.request(requestInfluencerPasswordReset, { body });
    },
  });
}

/** Sets a new password with the token of the reset email (platform.md §7). */
export function useResetPassword(client: ApiClient) {
  return useMutation({
    mutationFn: async (body: ResetPasswordPayload) => {
      await client.request(resetPassword, { body });
    },
  });
}

/** Verifies a new account with the token of the verification email; resolves with `verified`. */
export function useVerifyAccount(client: ApiClient) {
  return useMutation({
    mutationFn: async (token: string) =>
      (await client.request(verifyAccount, { body: { token } })).verified,
  });
}

/** Sends a registration request (platform.md §2 "/register-request"). */
export function useRegistrationRequest(client: ApiClient) {
  return useMutation({
    mutationFn: async (body: RegistrationRequestPayload) => {
      await client.request(registrationRequest, { body });
    },
  });
}

/** Connects the store account of `auth` to the signed-in user (platform.md §2 "/auth"). */
export function useStoreConnect(client: ApiClient) {
  return useMutation({
    mutationFn: async (auth: string) => {
      await client.request(storeConnect, { body: { auth } });
    },
  });
}

/** The session answer of `POST /auth/verify`: token, user, `is_admin` and brand (wire names). */
export type Session = EndpointResponse<typeof verifySession>;
