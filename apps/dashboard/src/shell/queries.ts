import type { QueryClient } from '@tanstack/react-query';
import type { AppContext } from '../appContext';

/**
 * The `beforeLoad` of a layout whose pages use TanStack Query (the dashboard shell, the sign-in
 * pages other than login): the query cache loads before they render and joins their context.
 * Render them inside `<QueryClientProvider client={Route.useRouteContext().queryClient}>`.
 */
export async function loadQueries({
  context,
}: {
  context: AppContext;
}): Promise<{ queryClient: QueryClient }> {
  return { queryClient: await context.loadQueryClient() };
}
