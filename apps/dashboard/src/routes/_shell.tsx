import { QueryClientProvider } from '@tanstack/react-query';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { DashboardLayout } from '../shell/DashboardLayout';
import { loadQueries } from '../shell/queries';

/** The dashboard layout: the navigation shell, for signed-in users and signed-out visitors. */
function ShellLayout() {
  const { queryClient } = Route.useRouteContext();
  return (
    <QueryClientProvider client={queryClient}>
      <DashboardLayout>
        <Outlet />
      </DashboardLayout>
    </QueryClientProvider>
  );
}

export const Route = createFileRoute('/_shell')({
  beforeLoad: loadQueries,
  component: ShellLayout,
});
