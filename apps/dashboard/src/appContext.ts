import { createApiClient, type ApiClient } from '@shoppable/api-client';
import { createSessionController, type SessionController } from '@shoppable/account';
import type { QueryClient } from '@tanstack/react-query';
import { API_URL } from './config';

/** What the app shares through the router context: the session, the API client and the caches. */
export interface AppContext {
  controller: SessionController;
  client: ApiClient;
  /**
   * The app's query cache, loaded on first use (`loadQueries` of the layouts whose pages use it):
   * the login pages load without TanStack Query. A failed load is tried again on the next call.
   */
  loadQueryClient: () => Promise<QueryClient>;
}

/** Creates the app's session controller and API client, and the loader of its query cache. */
export function createAppContext({
  baseUrl = API_URL,
  storage,
}: { baseUrl?: string; storage?: Storage | null } = {}): AppContext {
  const controller = createSessionController(storage === undefined ? {} : { storage });
  const client = createApiClient({ baseUrl, getToken: controller.getToken });
  let queryClient: Promise<QueryClient> | null = null;
  const loadQueryClient = () => {
    queryClient ??= import('./queryClient').then(
      ({ createQueryClient }) => createQueryClient(controller),
      (error: unknown) => {
        queryClient = null;
        throw error;
      },
    );
    return queryClient;
  };
  return { controller, client, loadQueryClient };
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
