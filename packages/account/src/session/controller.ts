import { HttpError } from '@shoppable/api-client';
import { ROUTES } from '@shoppable/domain';

/** The local storage key of the session token (platform.md §9). */
export const TOKEN_KEY = 'token';

/** The query parameter that carries a session token on arrival (platform.md §2 "Query parameter auth"). */
export const AUTH_PARAMETER = 'auth';

/**
 * Pages whose `auth` parameter is the store platform's payload rather than a session token: it is
 * verified by the page itself and must stay in the address (platform.md §2).
 */
const STORE_AUTH_PAGES: readonly string[] = [
  ROUTES.loginStore,
  ROUTES.registerStore,
  ROUTES.storeAuth,
];

/** Why the session ended: the user logged out, or a request answered 401. */
export type SignOutReason = 'logout' | 'unauthorized';

/** Options of {@link createSessionController}. */
export interface SessionControllerOptions {
  /** Where the token is kept; `localStorage` by default (none on the server). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

/**
 * The session's token and its events, outside React so that the app can wire it into the API
 * client (`getToken`) and the QueryClient's caches (`handleError`) before anything renders.
 */
export interface SessionController {
  /** The stored token, or `null`. Pass it as `createApiClient({ getToken })`. */
  getToken: () => string | null;
  /** Stores a token (after a login or from the address). */
  setToken: (token: string) => void;
  /** Removes the token. */
  clearToken: () => void;
  /** Calls `listener` whenever the token changes; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  /**
   * Calls `listener` when the session ends, with the reason; returns the unsubscribe function.
   * `SessionProvider` listens here to reset its state and call its `onSignedOut`.
   */
  onSignOut: (listener: (reason: SignOutReason) => void) => () => void;
  /** Ends the session: clears the token and tells the `onSignOut` listeners. */
  signOut: (reason: SignOutReason) => void;
  /**
   * The 401 hook: wire it as `onError` of the QueryClient's `QueryCache` and `MutationCache`. An
   * `HttpError` 401 while a token is held signs out with reason `'unauthorized'`; anything else
   * (and a 401 while signed out, such as a wrong password on the login page) is left alone.
   */
  handleError: (error: unknown) => void;
  /**
   * Takes a session token from the address's `auth` parameter (platform.md §2): stores it and
   * calls `replace` with the same address without the parameter. Leaves the store-payload pages
   * (/login-store, /register-store, /auth) alone. Returns the token taken, or `null`.
   */
  takeAuthParameter: (href: string, replace: (href: string) => void) => string | null;
}

const browserStorage = () => (typeof localStorage === 'undefined' ? null : localStorage);

/** Creates the session controller; make one per app, next to the QueryClient. */
export function createSessionController({
  storage = browserStorage(),
}: SessionControllerOptions = {}): SessionController {
  let memory: string | null = null;
  const listeners = new Set<() => void>();
  const signOutListeners = new Set<(reason: SignOutReason) => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const getToken = () => (storage ? storage.getItem(TOKEN_KEY) : memory);
  const setToken = (token: string) => {
    if (storage) storage.setItem(TOKEN_KEY, token);
    else memory = token;
    notify();
  };
  const clearToken = () => {
    if (storage) storage.removeItem(TOKEN_KEY);
    else memory = null;
    notify();
  };
  const signOut = (reason: SignOutReason) => {
    clearToken();
    signOutListeners.forEach((listener) => listener(reason));
  };

  return {
    getToken,
    setToken,
    clearToken,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onSignOut(listener) {
      signOutListeners.add(listener);
      return () => signOutListeners.delete(listener);
    },
    signOut,
    handleError(error) {
      if (error instanceof HttpError && error.status === 401 && getToken() !== null) {
        signOut('unauthorized');
      }
    },
    takeAuthParameter(href, replace) {
      const url = new URL(href);
      const token = url.searchParams.get(AUTH_PARAMETER);
      const path = url.pathname.replace(/\/+$/, '') || '/';
      if (!token || STORE_AUTH_PAGES.includes(path)) return null;
      setToken(token);
      url.searchParams.delete(AUTH_PARAMETER);
      replace(url.pathname + url.search + url.hash);
      return token;
    },
  };
}

/** The parameter of the login page that keeps where the user was. */
export const REDIRECT_PARAMETER = 'redirect';

/**
 * The login address that brings the user back to `from` (path, search and hash of where they
 * were) after signing in: `/login?redirect=%2Fadmin%2Flinks`.
 */
export function loginHref(from: string): string {
  const back = safeRedirect(from);
  if (!back || back === ROUTES.login) return ROUTES.login;
  return `${ROUTES.login}?${new URLSearchParams({ [REDIRECT_PARAMETER]: back }).toString()}`;
}

/**
 * Where to go after signing in: the `redirect` value when it is a path of this app (starts with
 * one `/`), otherwise `null` (then go home). Never an address of another site.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  return value;
}
