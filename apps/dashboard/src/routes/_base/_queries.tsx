import { createFileRoute, Outlet } from '@tanstack/react-router';
import { loadQueries } from '../../shell/queries';
import { QueriesProvider } from '../../shell/QueriesProvider';

/**
 * The sign-in pages that call the API through TanStack Query mutations (sign-up, password reset,
 * verification, the store pages). The login pages stay outside: they load without it.
 */
function QueriesLayout() {
  const { queryClient } = Route.useRouteContext();
  return (
    <QueriesProvider queryClient={queryClient}>
      <Outlet />
    </QueriesProvider>
  );
}

export const Route = createFileRoute('/_base/_queries')({
  beforeLoad: loadQueries,
  component: QueriesLayout,
});
