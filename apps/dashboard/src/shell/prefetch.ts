import type { SessionData } from '@shoppable/account';
import type { ApiClient } from '@shoppable/api-client';
import type { QueryClient } from '@tanstack/react-query';
import type { AppContext } from '../appContext';

/** A page's first queries, started with what the verified session says. */
export type FirstQueries = (
  queryClient: QueryClient,
  client: ApiClient,
  session: SessionData,
) => void;

/**
 * The `loader` of a page whose first paint waits for its data (issue #18: "start the route's first
 * queries from the entry"): as soon as the session is verified and the query cache is in, it starts
 * the page's first queries alongside the page's code instead of after that code has loaded and
 * rendered; the page's own queries then find them running or done. `load` imports them, so their
 * code stays out of the first chunk. It never waits and never fails the navigation: a page whose
 * prefetch fails asks again itself.
 */
export function prefetchFirstQueries(
  context: AppContext & { queryClient: Promise<QueryClient> },
  load: () => Promise<{ firstQueries: FirstQueries }>,
): void {
  const session = context.session.verified();
  if (session === null) return;
  Promise.all([load(), context.queryClient, session])
    .then(([{ firstQueries }, queryClient, data]) =>
      firstQueries(queryClient, context.client, data),
    )
    .catch(() => undefined);
}
