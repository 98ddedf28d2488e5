import { ROUTES } from '@shoppable/domain';
import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/` goes to the home page (platform.md §2: /admin, also /). */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: ROUTES.home, replace: true });
  },
});
