import { FreeTrialDialog, useApiClient, useSession } from '@shoppable/account';
import { permissionsOf, ROUTES } from '@shoppable/domain';
import { LinksPage } from '@shoppable/links';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { PageFrame } from '../../../shell/PageFrame';
import { firstQueries } from '../../../prefetch/links';
import { prefetchFirstQueries } from '../../../shell/prefetch';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';
import { usePublicUrl } from '../../../shell/usePublicUrl';

/**
 * The links page (content.md §2): the business's Instants; create and edit go to the editor
 * routes, or open the free-trial dialog once a free trial ended.
 */
function LinksRoute() {
  const session = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  const [freeTrial, setFreeTrial] = useState(false);
  const publicUrl = usePublicUrl();
  const { user, plan } = session;
  if (!user) return null;
  return (
    <PageFrame width={PAGE_WIDTHS.links}>
      <LinksPage
        client={client}
        businessId={session.business?.id ?? ''}
        viewerRole={session.role ?? 'admin'}
        permissions={permissionsOf(user)}
        hasStore={session.business !== null}
        onConnectStore={() => void navigate({ to: ROUTES.home })}
        onCreate={() => void navigate({ to: ROUTES.linkCreate })}
        onEdit={(id) => void navigate({ to: ROUTES.linkEdit(id) })}
        isCreationBlocked={plan?.trialEnded ?? false}
        onCreationBlocked={() => setFreeTrial(true)}
        publicUrl={(link) => publicUrl(link.linkId)}
      />
      <FreeTrialDialog isOpen={freeTrial} onOpenChange={setFreeTrial} isAdmin={user.isAdmin} />
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/links')({
  loader: ({ context }) => prefetchFirstQueries(context, firstQueries),
  component: LinksRoute,
});
