import { linksInfiniteQueryOptions } from '@shoppable/api-client';
import type { FirstQueries } from '../shell/prefetch';

/**
 * The links list's first page. Not the lifetime figures above it: started this early, they
 * competed with the page's code and delayed the first card's image.
 */
export const firstQueries: FirstQueries = (queryClient, client, { business }) => {
  if (business === null) return;
  void queryClient.prefetchInfiniteQuery(linksInfiniteQueryOptions(client, business.id));
};
