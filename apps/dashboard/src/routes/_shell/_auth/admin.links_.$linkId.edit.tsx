import { useApiClient, useSession } from '@shoppable/account';
import { ROUTES } from '@shoppable/domain';
import { LinkEditor } from '@shoppable/links';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageFrame } from '../../../shell/PageFrame';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';
import { useLeaveGuard } from '../../../shell/useLeaveGuard';

/** The Instant editor in edit mode (content.md §4); a saved link opens its preview. */
function LinkEditRoute() {
  const { linkId } = Route.useParams();
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
  const toPreview = () => leave(ROUTES.linkPreview(linkId));
  return (
    <PageFrame width={PAGE_WIDTHS.links}>
      <LinkEditor
        client={client}
        onDirtyChange={guard.onDirtyChange}
        businessId={session.business?.id ?? ''}
        linkId={linkId}
        currency={user.businessCurrency}
        businessDomain={user.domain ?? ''}
        viewerRole={session.role ?? 'admin'}
        ownUsername={user.influencerUsername ?? undefined}
        defaultUtm={user.settings?.utmParams}
        onBack={toPreview}
        onCreated={toPreview}
        onSaved={toPreview}
      />
      {guard.dialog}
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/links_/$linkId/edit')({
  component: LinkEditRoute,
});
