import { ROUTES } from '@shoppable/domain';
import { createFileRoute } from '@tanstack/react-router';
import { InstantEditorPage } from '../../../shell/InstantEditorPage';

/** The Instant editor in create mode (content.md §4); a created link goes to the links list. */
export const Route = createFileRoute('/_shell/_auth/admin/links_/create')({
  component: () => <InstantEditorPage done={ROUTES.links} />,
});
