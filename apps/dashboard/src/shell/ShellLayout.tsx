import type { QueryClient } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { DashboardLayout } from './DashboardLayout';
import { QueriesProvider } from './QueriesProvider';

/**
 * The `_shell` layout's page: the navigation shell around the matched page, with the query cache
 * its pages use (`loadQueries` started loading it in the layout's `beforeLoad`).
 */
export function ShellLayout({ queryClient }: { queryClient: Promise<QueryClient> }) {
  return (
    <QueriesProvider queryClient={queryClient}>
      <DashboardLayout>
        <Outlet />
      </DashboardLayout>
    </QueriesProvider>
  );
}
