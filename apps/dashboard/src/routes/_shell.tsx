import { createFileRoute } from '@tanstack/react-router';
import { loadQueries } from '../shell/queries';
import { ShellLayout } from '../shell/ShellLayout';

/** The dashboard layout: the navigation shell, for signed-in users and signed-out visitors. */
export const Route = createFileRoute('/_shell')({
  beforeLoad: loadQueries,
  component: function Shell() {
    return <ShellLayout queryClient={Route.useRouteContext().queryClient} />;
  },
});
