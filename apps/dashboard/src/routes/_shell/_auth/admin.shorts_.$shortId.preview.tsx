import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_shell/_auth/admin/shorts_/$shortId/preview')({
  component: () => null,
});
