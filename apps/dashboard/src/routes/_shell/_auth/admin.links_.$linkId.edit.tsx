import { linkQueryOptions } from '@shoppable/api-client';
import { ROUTES } from '@shoppable/domain';
import { createFileRoute } from '@tanstack/react-router';
import { ensureEditorData } from '../../../shell/prefetch';
import { InstantEditorPage } from '../../../shell/InstantEditorPage';

/** The Instant editor in edit mode (content.md §4); a saved link opens its preview. */
function LinkEditRoute() {
  const { linkId } = Route.useParams();
  return <InstantEditorPage linkId={linkId} done={ROUTES.linkPreview(linkId)} />;
}

export const Route = createFileRoute('/_shell/_auth/admin/links_/$linkId/edit')({
  loader: ({ context, params }) =>
    ensureEditorData(context, (client, businessId) =>
      linkQueryOptions(client, businessId, params.linkId),
    ),
  component: LinkEditRoute,
});
