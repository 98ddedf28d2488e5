import {
  influencersQueryOptions,
  newestLinksQueryOptions,
  newestShortsQueryOptions,
} from '@shoppable/api-client';
import type { FirstQueries } from '../shell/prefetch';

/** Home's lists: the newest Instants (with the link count), Shorts and, for admins, influencers. */
export const firstQueries: FirstQueries = (queryClient, client, { business, role }) => {
  if (business === null) return;
  void queryClient.prefetchInfiniteQuery(newestLinksQueryOptions(client, business.id));
  void queryClient.prefetchInfiniteQuery(newestShortsQueryOptions(client, business.id));
  if (role === 'admin')
    void queryClient.prefetchQuery(influencersQueryOptions(client, business.id));
};
