import { shortQueryOptions } from '@shoppable/api-client';
import { useApiClient, useSession } from '@shoppable/account';
import { permissionsOf, ROUTES } from '@shoppable/domain';
import { ShortView } from '@shoppable/links';
import { createFileRoute } from '@tanstack/react-router';
import { ensureEditorData } from '../../../shell/prefetch';
import { PageFrame } from '../../../shell/PageFrame';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';
import { useLeaveGuard } from '../../../shell/useLeaveGuard';
import { useMerchantDomains } from '../../../shell/useMerchantDomains';

/**
 * The short editor in edit mode (content.md §2, §4): it loads the short; after the save it shows
 * the approval message and stays; Back goes to the short's preview.
 */
function ShortEditRoute() {
  const { shortId } = Route.useParams();
  const session = useSession();
  const client = useApiClient();
  const guard = useLeaveGuard();
  const domains = useMerchantDomains();
  const { user } = session;
  if (!user) return null;
  return (
    <PageFrame width={PAGE_WIDTHS.shorts}>
      <ShortView
        client={client}
        onDirtyChange={guard.onDirtyChange}
        businessId={session.business?.id ?? ''}
        domains={domains}
        shortId={shortId}
        mode="edit"
        viewerRole={session.role ?? 'admin'}
        permissions={permissionsOf(user)}
        ownUsername={user.influencerUsername ?? undefined}
        onBack={() => guard.leave(ROUTES.shortPreview(shortId))}
        onCreated={() => guard.leave(ROUTES.shorts)}
      />
      {guard.dialog}
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/shorts_/$shortId/edit')({
  loader: ({ context, params }) =>
    ensureEditorData(context, (client, businessId) =>
      shortQueryOptions(client, businessId, params.shortId),
    ),
  component: ShortEditRoute,
});
