import { createApiClient, type ApiClient } from '@shoppable/api-client';
import { createSessionController, type SessionController } from '@shoppable/account';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { API_URL } from './config';

/** What the app shares through the router context: the caches, the session and the API client. */
export interface AppContext {
  queryClient: QueryClient;
  controller: SessionController;
  client: ApiClient;
}

/**
 * Creates the app's QueryClient, session controller and API client. Any query or mutation that
 * answers 401 while a token is held ends the session, which sends the user to login keeping where
 * they were (platform.md §4).
 */
export function createAppContext({
  baseUrl = API_URL,
  storage,
}: { baseUrl?: string; storage?: Storage | null } = {}): AppContext {
  const controller = createSessionController(storage === undefined ? {} : { storage });
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError: controller.handleError }),
    mutationCache: new MutationCache({ onError: controller.handleError }),
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  const client = createApiClient({ baseUrl, getToken: controller.getToken });
  return { queryClient, controller, client };
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
