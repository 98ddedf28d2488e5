import { shortsInfiniteQueryOptions } from '@shoppable/api-client';
import type { FirstQueries } from '../shell/prefetch';

/**
 * The shorts list's first page. Not the lifetime figures above it: started this early, they
 * competed with the page's code and delayed the first card's image.
 */
export const firstQueries: FirstQueries = (queryClient, client, { business }) => {
  if (business === null) return;
  void queryClient.prefetchInfiniteQuery(shortsInfiniteQueryOptions(client, business.id));
};
