import {
  ApiError,
  HttpError,
  TimeoutError,
  userDetailsFromWire,
  type ApiClient,
  type Permissions,
  type Session,
  type UserDetails,
} from '@shoppable/api-client';
import { TIMINGS, trialState, type PlanState, type Role } from '@shoppable/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
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
  /** The API client the session and the screens of this package call. */
  client: ApiClient;
  /** The session controller made by `createSessionController()` (also wired into the QueryClient). */
  controller: SessionController;
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

/** The key of the session query: `queryKeys.session` of `@shoppable/api-client`. */
const SESSION_QUERY_KEY = ['session'] as const;

/**
 * The session query (`sessionQueryOptions` of the API client, same key and freshness), its call
 * loaded with the first verification: the client's queries and the contract's schemas stay out of
 * the first load of pages that never verify (login, register).
 */
function sessionQuery(client: ApiClient) {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: async (context): Promise<Session> =>
      (await import('./calls')).verifySession(client, context),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A failure that means the token is not valid: the session resets to signed out (platform.md §8). */
const isRejection = (error: unknown) =>
  error instanceof ApiError ||
  (error instanceof HttpError && (error.status === 401 || error.status === 403));

/**
 * Holds the session (platform.md §4): verifies the stored token on start unless
 * `skipVerification`, keeps the user, business, role, permissions and plan, and gives
 * `signIn`/`signOut`. Shows nothing itself: read `useSession().status` to show a loader, the
 * 20 s error fallback or the signed-out pages.
 */
export function SessionProvider({
  client,
  controller,
  skipVerification = false,
  onSignedOut,
  children,
}: SessionProviderProps) {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(controller.subscribe, controller.getToken, () => null);
  const options = useMemo(() => sessionQuery(client), [client]);
  const query = useQuery({
    ...options,
    enabled: token !== null && !skipVerification,
    retry: false,
  });
  const [timedOutToken, setTimedOutToken] = useState<string | null>(null);
  const loading = token !== null && !skipVerification && query.isPending;
  const startTimedOut = loading && timedOutToken === token;

  // The app-start error fallback: no user after 20 s (platform.md §2, §9).
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setTimedOutToken(token), TIMINGS.appErrorScreen);
    return () => clearTimeout(timer);
  }, [loading, token]);

  // A verification the server refused resets to the signed-out default (platform.md §8).
  useEffect(() => {
    if (query.isError && isRejection(query.error) && controller.getToken() !== null) {
      controller.clearToken();
    }
  }, [query.isError, query.error, controller]);

  useEffect(
    () =>
      controller.onSignOut((reason) => {
        queryClient.clear();
        onSignedOut?.(reason);
      }),
    [controller, queryClient, onSignedOut],
  );

  const signIn = useCallback(
    async (newToken: string) => {
      controller.setToken(newToken);
      try {
        const session = await queryClient.fetchQuery({ ...options, staleTime: 0 });
        return userDetailsFromWire(session);
      } catch (error) {
        controller.clearToken();
        queryClient.removeQueries({ queryKey: options.queryKey });
        throw error;
      }
    },
    [controller, queryClient, options],
  );

  const signOut = useCallback(async () => {
    // The call reads the token as it starts, so the local sign-out need not wait for the server.
    // Its module is loaded by the verification already; when it cannot load, sign out anyway.
    const calls = await import('./calls').catch(() => null);
    const revoked = calls?.logOut(client);
    controller.signOut('logout');
    await revoked?.catch(() => undefined);
  }, [client, controller]);

  const refresh = useCallback(async () => {
    setTimedOutToken(null);
    await queryClient.refetchQueries({ queryKey: options.queryKey });
  }, [queryClient, options.queryKey]);

  // Read `data` on every render: useQuery re-renders only for the result fields a render read.
  const cached = query.data;
  const data = token !== null ? cached : undefined;
  const value = useMemo<SessionContextValue>(() => {
    const user = data ? userDetailsFromWire(data) : null;
    let status: SessionStatus;
    if (user) status = 'ready';
    else if (startTimedOut) status = 'error';
    else if (token !== null && query.isError && !isRejection(query.error)) status = 'error';
    else if (loading) status = 'loading';
    else status = 'signed-out';
    const planState: PlanState | null = user?.subscriptionPlan
      ? { plan: user.subscriptionPlan, freeTrialDaysLeft: user.freeTrialDaysLeft }
      : null;
    const trial = planState ? trialState(planState) : null;
    return {
      client,
      status,
      user,
      session: data ?? null,
      role: user ? (user.isAdmin ? 'admin' : 'influencer') : null,
      business:
        user && user.businessId !== null
          ? {
              id: user.businessId,
              name: user.businessName ?? '',
              logo: user.businessLogo,
              currency: user.businessCurrency,
            }
          : null,
      permissions: user?.permissions ?? null,
      plan:
        planState && trial
          ? {
              ...planState,
              inTrial: trial.inTrial,
              lastWeek: trial.lastWeek,
              trialEnded: trial.ended,
            }
          : null,
      error: status === 'error' ? (query.error ?? new TimeoutError()) : null,
      signIn,
      signOut,
      refresh,
    };
  }, [
    client,
    data,
    token,
    loading,
    startTimedOut,
    query.isError,
    query.error,
    signIn,
    signOut,
    refresh,
  ]);

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
