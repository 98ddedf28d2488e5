import { FreeTrialDialog, useApiClient, useSession } from '@shoppable/account';
import { permissionsOf, ROUTES } from '@shoppable/domain';
import { LinkPreviewPage } from '@shoppable/links';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { PageFrame } from '../../../shell/PageFrame';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';
import { usePublicUrl } from '../../../shell/usePublicUrl';

/**
 * The Instant's preview page (content.md §2): figures, top products, orders, charts, the phone
 * preview of the public page, and the way to edit or delete it.
 */
function LinkPreviewRoute() {
  const { linkId } = Route.useParams();
  const session = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  const publicUrl = usePublicUrl();
  const [freeTrial, setFreeTrial] = useState(false);
  const { user } = session;
  if (!user) return null;
  const toList = () => void navigate({ to: ROUTES.links });
  return (
    <PageFrame width={PAGE_WIDTHS.links}>
      <LinkPreviewPage
        client={client}
        businessId={session.business?.id ?? ''}
        linkId={linkId}
        viewerRole={session.role ?? 'admin'}
        permissions={permissionsOf(user)}
        publicUrl={publicUrl(linkId)}
        username={user.adminUsername ?? user.username}
        onBack={toList}
        onEdit={() => void navigate({ to: ROUTES.linkEdit(linkId) })}
        onDeleted={toList}
        isCreationBlocked={session.plan?.trialEnded ?? false}
        onCreationBlocked={() => setFreeTrial(true)}
      />
      <FreeTrialDialog isOpen={freeTrial} onOpenChange={setFreeTrial} isAdmin={user.isAdmin} />
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/links_/$linkId/preview')({
  component: LinkPreviewRoute,
});
