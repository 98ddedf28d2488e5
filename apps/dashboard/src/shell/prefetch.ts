import type { SessionData } from '@shoppable/account';
import type { ApiClient } from '@shoppable/api-client';
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
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

/**
 * The `loader` of an editor route (the TanStack example's shape): once the session is verified it
 * waits for the edited object (`ensureQueryData`), so the editor's `useSuspenseQuery` renders it
 * at once, and an Edit link hovered loads it before the press. A failed load does not fail the
 * navigation: the query keeps its error, which the editor's own failure page shows with Try again.
 */
export async function ensureEditorData<TQueryFnData, TQueryKey extends QueryKey>(
  context: AppContext,
  query: (
    client: ApiClient,
    businessId: string,
  ) => EnsureQueryDataOptions<TQueryFnData, Error, TQueryFnData, TQueryKey>,
): Promise<void> {
  const session = await context.session.verified()?.catch(() => null);
  if (!session?.business) return;
  await context.queryClient
    .ensureQueryData(query(context.client, session.business.id))
    .catch(() => undefined);
}
