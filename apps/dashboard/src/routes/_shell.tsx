import { createFileRoute, Outlet } from '@tanstack/react-router';
import { DashboardLayout } from '../shell/DashboardLayout';

/** The dashboard layout: the navigation shell, for signed-in users and signed-out visitors. */
export const Route = createFileRoute('/_shell')({
  component: () => (
    <DashboardLayout>
      <Outlet />
    </DashboardLayout>
  ),
});
