import type { SessionController } from '@shoppable/account';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * The app's TanStack Query cache, loaded with the first page that reads or writes through it (the
 * login pages do not): any query or mutation that answers 401 while a token is held ends the
 * session, which sends the user to login keeping where they were (platform.md §4), and signing
 * out empties the cache.
 */
export function createQueryClient(controller: SessionController): QueryClient {
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError: controller.handleError }),
    mutationCache: new MutationCache({ onError: controller.handleError }),
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  controller.onSignOut(() => queryClient.clear());
  return queryClient;
}
