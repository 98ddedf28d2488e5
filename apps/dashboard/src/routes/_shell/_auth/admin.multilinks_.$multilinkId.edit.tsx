import { multilinkQueryOptions } from '@shoppable/api-client';
import { ROUTES } from '@shoppable/domain';
import { createFileRoute } from '@tanstack/react-router';
import { ensureEditorData } from '../../../shell/prefetch';
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
  loader: ({ context, params }) =>
    ensureEditorData(context, (client, businessId) =>
      multilinkQueryOptions(client, businessId, params.multilinkId),
    ),
  component: MultilinkEditRoute,
});
