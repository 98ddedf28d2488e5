import { ROUTES } from '@shoppable/domain';
import { createFileRoute } from '@tanstack/react-router';
import { InstantEditorPage } from '../../../shell/InstantEditorPage';

/** The Instant editor in edit mode (content.md §4); a saved link opens its preview. */
function LinkEditRoute() {
  const { linkId } = Route.useParams();
  return <InstantEditorPage linkId={linkId} done={ROUTES.linkPreview(linkId)} />;
}

export const Route = createFileRoute('/_shell/_auth/admin/links_/$linkId/edit')({
  component: LinkEditRoute,
});
