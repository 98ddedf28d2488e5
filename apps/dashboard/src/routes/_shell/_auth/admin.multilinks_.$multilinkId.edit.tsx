import { useApiClient, useSession } from '@shoppable/account';
import { ROUTES } from '@shoppable/domain';
import { MultilinkEditor } from '@shoppable/links';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageFrame } from '../../../shell/PageFrame';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';

/**
 * The multilink editor in edit mode (content.md §4): it loads the multilink and maps it to the
 * editor's experiences; after the save ('changes saved') back to the multilink's preview.
 */
function MultilinkEditRoute() {
  const { multilinkId } = Route.useParams();
  const session = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  if (!session.user) return null;
  const domains = [session.user.domain, ...session.user.availableDomains].filter(
    (d): d is string => d !== null && d !== '',
  );
  return (
    <PageFrame width={PAGE_WIDTHS.multilinks}>
      <MultilinkEditor
        client={client}
        businessId={session.business?.id ?? ''}
        domains={domains}
        multilinkId={multilinkId}
        viewerRole={session.role ?? 'admin'}
        onBack={() => void navigate({ to: ROUTES.multilinkPreview(multilinkId) })}
        onSaved={() => void navigate({ to: ROUTES.multilinkPreview(multilinkId) })}
      />
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/multilinks_/$multilinkId/edit')({
  component: MultilinkEditRoute,
});
