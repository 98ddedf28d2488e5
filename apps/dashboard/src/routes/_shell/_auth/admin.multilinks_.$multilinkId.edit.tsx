import { ROUTES } from '@shoppable/domain';
import { createFileRoute } from '@tanstack/react-router';
import { MultilinkEditorPage } from '../../../shell/MultilinkEditorPage';

/**
 * The multilink editor in edit mode (content.md §4): it loads the multilink; after the save
 * ('changes saved') back to the multilink's preview.
 */
function MultilinkEditRoute() {
  const { multilinkId } = Route.useParams();
  return (
    <MultilinkEditorPage multilinkId={multilinkId} done={ROUTES.multilinkPreview(multilinkId)} />
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/multilinks_/$multilinkId/edit')({
  component: MultilinkEditRoute,
});
