import { ROUTES } from '@shoppable/domain';
import { createFileRoute } from '@tanstack/react-router';
import { MultilinkEditorPage } from '../../../shell/MultilinkEditorPage';

/** The multilink editor in create mode; after the save back to the multilinks list. */
export const Route = createFileRoute('/_shell/_auth/admin/multilinks_/create')({
  component: () => <MultilinkEditorPage done={ROUTES.multilinks} />,
});
