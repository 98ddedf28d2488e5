import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_shell/_auth/admin/multilinks_/$multilinkId/edit')({
  component: () => null,
});
