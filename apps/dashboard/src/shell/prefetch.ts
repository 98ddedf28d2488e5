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
 * The `loader` of a page whose first paint waits for its data: as soon as the session is verified,
 * it starts the page's first queries alongside the page's code instead of after that code has
 * loaded and rendered; the page's own queries then find them running or done. It never waits and
 * never fails the navigation: a page whose prefetch fails asks again itself.
 */
export function prefetchFirstQueries(context: AppContext, firstQueries: FirstQueries): void {
  const session = context.session.verified();
  if (session === null) return;
  session
    .then((data) => firstQueries(context.queryClient, context.client, data))
    .catch(() => undefined);
}
