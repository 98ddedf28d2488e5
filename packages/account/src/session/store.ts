import { ApiError, HttpError, type ApiClient } from '@shoppable/api-client';
import { verifySession } from './calls';
import type { SessionController } from './controller';
import type { SessionData } from './SessionProvider';

/** What the session store knows of one token. */
export interface SessionSnapshot {
  /** The token this is about; `null` before anything was verified. */
  token: string | null;
  /** Its verified session; kept while it is verified again. */
  data: SessionData | null;
  /** A verification of `token` is running. */
  verifying: boolean;
  /** Why the last verification failed; `null` when it did not. */
  error: unknown;
}

const NOTHING: SessionSnapshot = { token: null, data: null, verifying: false, error: null };

/** A failure that means the token is not valid: the session resets to signed out (platform.md §8). */
export const isRejection = (error: unknown) =>
  error instanceof ApiError ||
  (error instanceof HttpError && (error.status === 401 || error.status === 403));

/**
 * The verified session outside React (what SessionProvider shows): `verify(token)` asks the server,
 * and only the latest verification is kept. A token the server
 * refuses is dropped from the controller.
 */
export function createSessionStore(controller: SessionController, client: ApiClient) {
  let snapshot = NOTHING;
  let latest: Promise<SessionData> | null = null;
  const listeners = new Set<() => void>();
  const set = (next: SessionSnapshot) => {
    snapshot = next;
    listeners.forEach((listener) => listener());
  };

  function verify(token: string): Promise<SessionData> {
    const kept = snapshot.token === token ? snapshot.data : null;
    set({ token, data: kept, verifying: true, error: null });
    const verification: Promise<SessionData> = verifySession(client).then(
      (data) => {
        if (latest === verification) set({ token, data, verifying: false, error: null });
        return data;
      },
      (error: unknown) => {
        if (latest === verification) set({ token, data: kept, verifying: false, error });
        if (isRejection(error) && controller.getToken() === token) controller.clearToken();
        throw error;
      },
    );
    latest = verification;
    return verification;
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    verify,
    /** The latest verification, running or done (its session or its failure); `null` when none ran. */
    verified: () => latest,
    /** Forgets the session (signed out); a verification still running is ignored. */
    reset() {
      latest = null;
      set(NOTHING);
    },
  };
}

/** A session store: see {@link createSessionStore}. */
export type SessionStore = ReturnType<typeof createSessionStore>;
