import {
  TimeoutError,
  type ApiClient,
  type Permissions,
  type Session,
  type UserDetails,
} from '@shoppable/api-client';
import { TIMINGS, type PlanState, type Role } from '@shoppable/domain';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { SessionController, SignOutReason } from './controller';
import { logOut } from './calls';
import { createSessionStore, isRejection, type SessionStore } from './store';

/**
 * Where the session is: `loading` while the start verification runs, `ready` with a verified
 * user, `signed-out` without one (no token, verification failed or skipped), `error` when the
 * user could not be loaded in 20 s or the server could not be reached.
 */
export type SessionStatus = 'loading' | 'ready' | 'signed-out' | 'error';

/** The business of the session (platform.md §3 "Brand"), or `null` without a store. */
export interface SessionBusiness {
  /** The business id (wire `business_id`). */
  id: string;
  /** The business (store) name. */
  name: string;
  /** The logo's address, `null` when none is set. */
  logo: string | null;
  /** The business currency, USD by default. */
  currency: string;
}

/** The plan and trial of the session (platform.md §4). */
export interface SessionPlan extends PlanState {
  /** In trial: a FREE plan with days left. */
  inTrial: boolean;
  /** The last week of the trial (7 days or fewer left). */
  lastWeek: boolean;
  /** A FREE plan with no trial days left. */
  trialEnded: boolean;
}

/** A verified session as `useSession()` gives it (read from the verify answer). */
export interface SessionData {
  /** The verify answer as the server sent it (wire names). */
  session: Session;
  /** The user's details. */
  user: UserDetails;
  /** `admin` (merchant) or `influencer`. */
  role: Role;
  /** The business, or `null` without a store. */
  business: SessionBusiness | null;
  /** The influencer permissions (every one on for admins). */
  permissions: Permissions;
  /** Plan and trial state, or `null` without a store. */
  plan: SessionPlan | null;
}

/** What `useSession()` returns. */
export interface SessionValue {
  /** See {@link SessionStatus}. */
  status: SessionStatus;
  /** The verified user's details, or `null` when not `ready`. */
  user: UserDetails | null;
  /** The verify answer as the server sent it (wire names), or `null`. */
  session: Session | null;
  /** `admin` (merchant) or `influencer`; `null` when signed out. */
  role: Role | null;
  /** The business, or `null` when signed out or without a store. */
  business: SessionBusiness | null;
  /** The influencer permissions (every one on for admins); `null` when signed out. */
  permissions: Permissions | null;
  /** Plan and trial state; `null` when signed out or without a store. */
  plan: SessionPlan | null;
  /** Why the start failed when `status` is `error` (a `TimeoutError` after 20 s). */
  error: unknown;
  /**
   * Stores a token from a login or register answer and verifies it (even on pages where the start
   * verification is skipped). Resolves with the user; rejects (and signs out) when it fails.
   */
  signIn: (token: string) => Promise<UserDetails>;
  /** Logs out: tells the server when the contract has a logout call, clears storage and caches. */
  signOut: () => Promise<void>;
  /** Verifies again (after the `error` state, or when the session changed on the server). */
  refresh: () => Promise<void>;
}

/** Props of SessionProvider. */
export interface SessionProviderProps {
  /**
   * The API client the session and the screens of this package call; a call that changed the
   * session (`client.sessionChanged()`) makes the provider verify it again.
   */
  client: ApiClient;
  /** The session controller made by `createSessionController()` (also wired into the QueryClient). */
  controller: SessionController;
  /**
   * The session store, when the app made it (`createSessionStore(controller, client)`) to start
   * the verification before the first render: a verification of the current token that is already
   * running is taken over, not asked again. By default the provider makes its own.
   */
  store?: SessionStore;
  /**
   * Skips the start verification: pass `skipsSessionVerification(pathname)` from
   * `@shoppable/domain` (login, register and verify-account pages; platform.md §4).
   */
  skipVerification?: boolean;
  /**
   * Called when the session ends: `'logout'` (go to login) or `'unauthorized'` (a request answered
   * 401: go to `loginHref(where the user was)`).
   */
  onSignedOut?: (reason: SignOutReason) => void;
  /** The app. */
  children: ReactNode;
}

interface SessionContextValue extends SessionValue {
  client: ApiClient;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/**
 * Holds the session (platform.md §4): verifies the stored token on start unless
 * `skipVerification`, keeps the user, business, role, permissions and plan, and gives
 * `signIn`/`signOut`. Shows nothing itself: read `useSession().status` to show a loader, the
 * 20 s error fallback or the signed-out pages. It needs no query cache: the sign-in pages load
 * without TanStack Query, and the session's calls load with the first verification.
 */
export function SessionProvider({
  client,
  controller,
  store: givenStore,
  skipVerification = false,
  onSignedOut,
  children,
}: SessionProviderProps) {
  const [store] = useState(() => givenStore ?? createSessionStore(controller, client));
  const token = useSyncExternalStore(controller.subscribe, controller.getToken, () => null);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  // What is known of the current token (nothing yet right after it changed).
  const known = snapshot.token === token ? snapshot : null;
  const verifies = token !== null && !skipVerification;
  const loading = verifies && !known?.data && (known === null || known.verifying);
  const [timedOutToken, setTimedOutToken] = useState<string | null>(null);
  const startTimedOut = loading && timedOutToken === token;

  // The start verification, once per token (a failure shows the error state until `refresh`).
  useEffect(() => {
    if (verifies && store.getSnapshot().token !== token) store.verify(token).catch(() => undefined);
  }, [store, token, verifies]);

  // The app-start error fallback: no user after 20 s (platform.md §2, §9).
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setTimedOutToken(token), TIMINGS.appErrorScreen);
    return () => clearTimeout(timer);
  }, [loading, token]);

  useEffect(
    () =>
      controller.onSignOut((reason) => {
        store.reset();
        onSignedOut?.(reason);
      }),
    [controller, store, onSignedOut],
  );

  const signIn = useCallback(
    async (newToken: string) => {
      controller.setToken(newToken);
      try {
        return (await store.verify(newToken)).user;
      } catch (error) {
        controller.clearToken();
        throw error;
      }
    },
    [controller, store],
  );

  const signOut = useCallback(async () => {
    // The call reads the token as it starts, so the local sign-out need not wait for the server.
    const revoked = logOut(client);
    controller.signOut('logout');
    await revoked.catch(() => undefined);
  }, [client, controller]);

  // Verifies again, keeping the session shown meanwhile (and after a failure).
  const refresh = useCallback(async () => {
    setTimedOutToken(null);
    const current = controller.getToken();
    if (current !== null) await store.verify(current).catch(() => undefined);
  }, [controller, store]);

  useEffect(() => client.onSessionChange(refresh), [client, refresh]);

  const data = known?.data ?? null;
  const failure = known?.error ?? null;
  const value = useMemo<SessionContextValue>(() => {
    let status: SessionStatus;
    if (data) status = 'ready';
    else if (startTimedOut) status = 'error';
    else if (failure !== null && !isRejection(failure)) status = 'error';
    else if (loading) status = 'loading';
    else status = 'signed-out';
    return {
      client,
      status,
      user: data?.user ?? null,
      session: data?.session ?? null,
      role: data?.role ?? null,
      business: data?.business ?? null,
      permissions: data?.permissions ?? null,
      plan: data?.plan ?? null,
      error: status === 'error' ? (failure ?? new TimeoutError()) : null,
      signIn,
      signOut,
      refresh,
    };
  }, [client, data, failure, loading, startTimedOut, signIn, signOut, refresh]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

function useSessionContext(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a <SessionProvider> above it');
  return value;
}

/** The session of the nearest `SessionProvider` (platform.md §3–§4). */
export function useSession(): SessionValue {
  return useSessionContext();
}

/** The API client given to the nearest `SessionProvider`, for this package's screens. */
export function useApiClient(): ApiClient {
  return useSessionContext().client;
}
