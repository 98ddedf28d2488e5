import { useApiClient, useSession } from '@shoppable/account';
import { ROUTES } from '@shoppable/domain';
import { LinkEditor } from '@shoppable/links';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageFrame } from '../../../shell/PageFrame';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';
import { useLeaveGuard } from '../../../shell/useLeaveGuard';

/**
 * The Instant editor in create mode (content.md §4): the UTM values of the settings to start
 * with; a created link goes to the links list.
 */
function LinkCreateRoute() {
  const session = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  const guard = useLeaveGuard();
  /** Leaves the editor without asking: after a save, or a Back the editor confirmed itself. */
  const leave = (to: string) => {
    guard.release();
    void navigate({ to });
  };
  const { user } = session;
  if (!user) return null;
  const toList = () => leave(ROUTES.links);
  return (
    <PageFrame width={PAGE_WIDTHS.links}>
      <LinkEditor
        client={client}
        onDirtyChange={guard.onDirtyChange}
        businessId={session.business?.id ?? ''}
        currency={user.businessCurrency}
        businessDomain={user.domain ?? ''}
        viewerRole={session.role ?? 'admin'}
        ownUsername={user.influencerUsername ?? undefined}
        defaultUtm={user.settings?.utmParams}
        onBack={toList}
        onCreated={toList}
        onSaved={toList}
      />
      {guard.dialog}
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/links_/create')({
  component: LinkCreateRoute,
});
