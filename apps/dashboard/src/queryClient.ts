import type { SessionController } from '@shoppable/account';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * How long an answer counts as fresh: long enough that a page's first queries, started
 * by its loader (`src/shell/prefetch.ts`), are not asked again when the page mounts a moment after
 * they came back (which every list did, doubling its first requests), short enough that coming
 * back to a page still asks again. Screens that must always read afresh (the editors) say
 * `staleTime: 0` themselves.
 */
export const FRESH_FOR_MS = 5_000;

/**
 * The app's TanStack Query cache: any query or mutation that answers 401 while a token is held
 * ends the session, which sends the user to login keeping where they were (platform.md §4), and
 * signing out empties the cache.
 */
export function createQueryClient(controller: SessionController): QueryClient {
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError: controller.handleError }),
    mutationCache: new MutationCache({ onError: controller.handleError }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: FRESH_FOR_MS },
    },
  });
  controller.onSignOut(() => queryClient.clear());
  return queryClient;
}
