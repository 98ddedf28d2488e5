import { lifetimeAnalyticsQueryOptions, linksInfiniteQueryOptions } from '@shoppable/api-client';
import type { FirstQueries } from '../shell/prefetch';

/** The links list's first page and the lifetime figures above it. */
export const firstQueries: FirstQueries = (queryClient, client, { business }) => {
  if (business === null) return;
  void queryClient.prefetchInfiniteQuery(linksInfiniteQueryOptions(client, business.id));
  void queryClient.prefetchQuery(lifetimeAnalyticsQueryOptions(client, business.id));
};
