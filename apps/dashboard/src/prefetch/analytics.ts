import { reportDaysOf, rangeOfSearch, type AnalyticsSearch } from '@shoppable/analytics';
import { businessAnalyticsQueryOptions } from '@shoppable/api-client';
import { canSeeAnalytics, permissionsOf } from '@shoppable/domain';
import type { FirstQueries } from '../shell/prefetch';

/**
 * The analytics report of the URL's range (its tiles, chart and insights read it), under the key
 * the page asks for, when the page would ask for it. Not the link rows below the tiles: they are
 * below the first screen, and what is not on it competes with the page's code for the network.
 */
export const firstQueriesOf =
  (search: AnalyticsSearch, today: string): FirstQueries =>
  (queryClient, client, { business, role, user }) => {
    if (business === null) return;
    if (!canSeeAnalytics(role, permissionsOf(user))) return;
    const days = reportDaysOf(rangeOfSearch(search), today);
    void queryClient.prefetchQuery(businessAnalyticsQueryOptions(client, business.id, days));
  };
