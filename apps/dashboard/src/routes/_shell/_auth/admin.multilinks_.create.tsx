import { useApiClient, useSession } from '@shoppable/account';
import { ROUTES } from '@shoppable/domain';
import { MultilinkEditor } from '@shoppable/links';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageFrame } from '../../../shell/PageFrame';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';
import { useLeaveGuard } from '../../../shell/useLeaveGuard';
import { useMerchantDomains } from '../../../shell/useMerchantDomains';

/** The multilink editor in create mode; after the save back to the multilinks list. */
function MultilinkCreateRoute() {
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
        onBack={() => leave(ROUTES.multilinks)}
        onSaved={() => leave(ROUTES.multilinks)}
      />
      {guard.dialog}
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/multilinks_/create')({
  component: MultilinkCreateRoute,
});
