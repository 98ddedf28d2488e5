import { lifetimeAnalyticsQueryOptions, shortsInfiniteQueryOptions } from '@shoppable/api-client';
import type { FirstQueries } from '../shell/prefetch';

/** The shorts list's first page and the lifetime figures above it. */
export const firstQueries: FirstQueries = (queryClient, client, { business }) => {
  if (business === null) return;
  void queryClient.prefetchInfiniteQuery(shortsInfiniteQueryOptions(client, business.id));
  void queryClient.prefetchQuery(lifetimeAnalyticsQueryOptions(client, business.id));
};
