import { createApiClient, type ApiClient } from '@shoppable/api-client';
import {
  createSessionController,
  createSessionStore,
  type SessionController,
  type SessionStore,
} from '@shoppable/account';
import { skipsSessionVerification } from '@shoppable/domain';
import type { QueryClient } from '@tanstack/react-query';
import { API_URL } from './config';
import { createQueryClient } from './queryClient';

/** What the app shares through the router context: the session, the API client and the caches. */
export interface AppContext {
  controller: SessionController;
  client: ApiClient;
  /** The verified session, which SessionProvider shows (see {@link startSessionVerification}). */
  session: SessionStore;
  /** The app's query cache, which route loaders fill and pages read. */
  queryClient: QueryClient;
}

/** Creates the app's session controller, API client and query cache. */
export function createAppContext({
  baseUrl = API_URL,
  storage,
}: { baseUrl?: string; storage?: Storage | null } = {}): AppContext {
  const controller = createSessionController(storage === undefined ? {} : { storage });
  const client = createApiClient({ baseUrl, getToken: controller.getToken });
  return {
    controller,
    client,
    session: createSessionStore(controller, client),
    queryClient: createQueryClient(controller),
  };
}

/**
 * Starts verifying the stored token as the app starts, alongside the first route's code instead of
 * after the first render (the page's data waits for the session); SessionProvider takes
 * the running verification over. Not without a token, nor where the start verification is skipped
 * (login, register, verify-account). Says whether it started.
 */
export function startSessionVerification(context: AppContext, pathname: string): boolean {
  const token = context.controller.getToken();
  if (token === null || skipsSessionVerification(pathname)) return false;
  // A failure is SessionProvider's to show (the error state, or signed out when refused).
  context.session.verify(token).catch(() => undefined);
  return true;
}

/**
 * Takes a session token from the address's `auth` parameter (platform.md §2 "Query parameter
 * auth"): stores it and removes it from the address bar without a new history entry.
 */
export function takeAuthFromAddress(
  context: AppContext,
  location: Pick<Location, 'href'> = window.location,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
): string | null {
  return context.controller.takeAuthParameter(location.href, (href) =>
    history.replaceState(history.state, '', href),
  );
}
