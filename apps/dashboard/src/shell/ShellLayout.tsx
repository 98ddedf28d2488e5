import { Outlet } from '@tanstack/react-router';
import { DashboardLayout } from './DashboardLayout';

/** The `_shell` layout's page: the navigation shell around the matched page. */
export function ShellLayout() {
  return (
    <DashboardLayout>
      <Outlet />
    </DashboardLayout>
  );
}
