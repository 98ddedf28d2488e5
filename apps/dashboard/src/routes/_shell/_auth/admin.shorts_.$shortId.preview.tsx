import { FreeTrialDialog, useApiClient, useSession } from '@shoppable/account';
import { permissionsOf, ROUTES } from '@shoppable/domain';
import { ShortView } from '@shoppable/links';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { PageFrame } from '../../../shell/PageFrame';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';
import { usePublicUrl } from '../../../shell/usePublicUrl';

/**
 * The short's preview (content.md §2): its details and figures, and the way to edit (the
 * free-trial dialog once the trial ended), copy its public address or delete it.
 */
function ShortPreviewRoute() {
  const { shortId } = Route.useParams();
  const session = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  const publicUrl = usePublicUrl();
  const [freeTrial, setFreeTrial] = useState(false);
  const { user } = session;
  if (!user) return null;
  const toList = () => void navigate({ to: ROUTES.shorts });
  return (
    <PageFrame width={PAGE_WIDTHS.shorts}>
      <ShortView
        client={client}
        businessId={session.business?.id ?? ''}
        domains={[]}
        shortId={shortId}
        mode="preview"
        viewerRole={session.role ?? 'admin'}
        permissions={permissionsOf(user)}
        publicUrl={publicUrl(shortId)}
        onBack={toList}
        onEdit={() => void navigate({ to: ROUTES.shortEdit(shortId) })}
        onDeleted={toList}
        onCreated={toList}
        isCreationBlocked={session.plan?.trialEnded ?? false}
        onCreationBlocked={() => setFreeTrial(true)}
      />
      <FreeTrialDialog isOpen={freeTrial} onOpenChange={setFreeTrial} isAdmin={user.isAdmin} />
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/shorts_/$shortId/preview')({
  component: ShortPreviewRoute,
});
