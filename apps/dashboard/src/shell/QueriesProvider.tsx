import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { use, type ReactNode } from 'react';

/**
 * Provides the query cache that `loadQueries` started loading: the pages suspend until it is in
 * (within the router's transition, so the previous screen stays until then).
 */
export function QueriesProvider({
  queryClient,
  children,
}: {
  queryClient: Promise<QueryClient>;
  children: ReactNode;
}) {
  return <QueryClientProvider client={use(queryClient)}>{children}</QueryClientProvider>;
}
