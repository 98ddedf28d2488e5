import {
  createApiClient,
  fetchSession,
  logIn,
  userDetailsFromWire,
  type UserDetails,
} from '@shoppable/api-client';
import { queryOptions } from '@tanstack/react-query';

/** The reference API (apps/api); it must allow this app's origin (CORS) — see the README. */
const API_URL: string = import.meta.env.VITE_API_URL || 'http://127.0.0.1:8787';

/** Where the public link pages run (apps/link-page). */
export const LINK_PAGE_URL: string = import.meta.env.VITE_LINK_PAGE_URL || 'http://127.0.0.1:8788';

/** The host keeps the session token where it likes; the client asks for it on every call. */
const TOKEN_KEY = 'host-app-token';

export const client = createApiClient({
  baseUrl: API_URL,
  getToken: () => sessionStorage.getItem(TOKEN_KEY),
});

export const hasToken = (): boolean => sessionStorage.getItem(TOKEN_KEY) !== null;

/** Signs in through api-client's transport and keeps the token. */
export async function signIn(username: string, password: string): Promise<void> {
  sessionStorage.setItem(TOKEN_KEY, await logIn(client, { username, password }));
}

/** The signed-in user (`POST /auth/verify`), cached by the host's own QueryClient. */
export const sessionQueryOptions = queryOptions({
  queryKey: ['host', 'session'],
  queryFn: async ({ signal }): Promise<UserDetails> =>
    userDetailsFromWire(await fetchSession(client, signal)),
  staleTime: Infinity,
});

/** The username of the public link pages: the merchant's (an influencer's merchant). */
export const ownerOf = (user: UserDetails): string => user.adminUsername ?? user.username;
