import {
  influencersQueryOptions,
  newestLinksQueryOptions,
  newestShortsQueryOptions,
  soldOutLinksQueryOptions,
} from '@shoppable/api-client';
import type { FirstQueries } from '../shell/prefetch';

/**
 * Home's lists: the newest Instants (with the link count), Shorts and, for admins, influencers
 * and the links showing sold-out products.
 */
export const firstQueries: FirstQueries = (queryClient, client, { business, role }) => {
  if (business === null) return;
  void queryClient.prefetchInfiniteQuery(newestLinksQueryOptions(client, business.id));
  void queryClient.prefetchInfiniteQuery(newestShortsQueryOptions(client, business.id));
  if (role === 'admin') {
    void queryClient.prefetchQuery(influencersQueryOptions(client, business.id));
    void queryClient.prefetchQuery(soldOutLinksQueryOptions(client, business.id));
  }
};
