import { createFileRoute, Outlet } from '@tanstack/react-router';
import { DashboardLayout } from '../shell/DashboardLayout';
import { loadQueries } from '../shell/queries';
import { QueriesProvider } from '../shell/QueriesProvider';

/** The dashboard layout: the navigation shell, for signed-in users and signed-out visitors. */
function ShellLayout() {
  const { queryClient } = Route.useRouteContext();
  return (
    <QueriesProvider queryClient={queryClient}>
      <DashboardLayout>
        <Outlet />
      </DashboardLayout>
    </QueriesProvider>
  );
}

export const Route = createFileRoute('/_shell')({
  beforeLoad: loadQueries,
  component: ShellLayout,
});
