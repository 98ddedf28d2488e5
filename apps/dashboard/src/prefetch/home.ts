import {
  influencersQueryOptions,
  linksInfiniteQueryOptions,
  shortsInfiniteQueryOptions,
} from '@shoppable/api-client';
import type { FirstQueries } from '../shell/prefetch';

/** Home's lists: the recent Instants (with the link count), Shorts and, for admins, influencers. */
export const firstQueries: FirstQueries = (queryClient, client, { business, role }) => {
  if (business === null) return;
  void queryClient.prefetchInfiniteQuery(linksInfiniteQueryOptions(client, business.id));
  void queryClient.prefetchInfiniteQuery(shortsInfiniteQueryOptions(client, business.id));
  if (role === 'admin')
    void queryClient.prefetchQuery(influencersQueryOptions(client, business.id));
};
