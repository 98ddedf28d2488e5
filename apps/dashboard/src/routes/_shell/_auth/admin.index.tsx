import { ROUTES } from '@shoppable/domain';
import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/admin` goes to the home page (platform.md §2). */
export const Route = createFileRoute('/_shell/_auth/admin/')({
  beforeLoad: () => {
    throw redirect({ to: ROUTES.home, replace: true });
  },
});
