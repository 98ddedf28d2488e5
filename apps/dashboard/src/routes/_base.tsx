import { createFileRoute, Outlet } from '@tanstack/react-router';
import { BaseLayout } from '../shell/BaseLayout';

/** The base layout: a logo-only top bar above the sign-in pages. */
export const Route = createFileRoute('/_base')({
  component: () => (
    <BaseLayout>
      <Outlet />
    </BaseLayout>
  ),
});
