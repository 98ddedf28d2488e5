import { useApiClient, useSession } from '@shoppable/account';
import { ROUTES } from '@shoppable/domain';
import { MultilinkEditor } from '@shoppable/links';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageFrame } from '../../../shell/PageFrame';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';
import { useLeaveGuard } from '../../../shell/useLeaveGuard';
import { useMerchantDomains } from '../../../shell/useMerchantDomains';

/**
 * The multilink editor in edit mode (content.md §4): it loads the multilink and maps it to the
 * editor's experiences; after the save ('changes saved') back to the multilink's preview.
 */
function MultilinkEditRoute() {
  const { multilinkId } = Route.useParams();
  const session = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  const guard = useLeaveGuard();
  const domains = useMerchantDomains();
  /** Leaves the editor without asking: after a save, or a Back the editor confirmed itself. */
  const leave = (to: string) => {
    guard.release();
    void navigate({ to });
  };
  if (!session.user) return null;
  return (
    <PageFrame width={PAGE_WIDTHS.multilinks}>
      <MultilinkEditor
        client={client}
        onDirtyChange={guard.onDirtyChange}
        businessId={session.business?.id ?? ''}
        domains={domains}
        multilinkId={multilinkId}
        viewerRole={session.role ?? 'admin'}
        onBack={() => leave(ROUTES.multilinkPreview(multilinkId))}
        onSaved={() => leave(ROUTES.multilinkPreview(multilinkId))}
      />
      {guard.dialog}
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/multilinks_/$multilinkId/edit')({
  component: MultilinkEditRoute,
});
