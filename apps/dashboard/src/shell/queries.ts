import type { QueryClient } from '@tanstack/react-query';
import type { AppContext } from '../appContext';

/**
 * The `beforeLoad` of a layout whose pages use TanStack Query (the dashboard shell, the sign-in
 * pages other than login): starts loading the query cache and puts it in their context without
 * waiting, so it loads alongside the pages' code. The layout renders them in `QueriesProvider`.
 */
export function loadQueries({ context }: { context: AppContext }): {
  queryClient: Promise<QueryClient>;
} {
  return { queryClient: context.loadQueryClient() };
}
