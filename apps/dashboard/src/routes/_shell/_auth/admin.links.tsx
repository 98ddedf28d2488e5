import { FreeTrialDialog, useApiClient, useSession } from '@shoppable/account';
import { ALL_PERMISSIONS, linkBaseUrl, publicLinkUrl, ROUTES } from '@shoppable/domain';
import { LinksPage } from '@shoppable/links';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { PageFrame } from '../../../shell/PageFrame';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';

/** Where the public link page runs (apps/link-page): `VITE_LINK_PAGE_URL` or the local server. */
const LINK_PAGE_URL: string =
  (import.meta.env.VITE_LINK_PAGE_URL as string | undefined) || 'http://127.0.0.1:8788';

/**
 * The links page (content.md §2): the business's Instants; create and edit go to the editor
 * routes, or open the free-trial dialog once a free trial ended.
 */
function LinksRoute() {
  const session = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  const [freeTrial, setFreeTrial] = useState(false);
  const { user, plan } = session;
  if (!user) return null;
  const base = plan ? linkBaseUrl(plan, user.domain, LINK_PAGE_URL) : LINK_PAGE_URL;
  const owner = user.adminUsername ?? user.username;
  return (
    <PageFrame width={PAGE_WIDTHS.links}>
      <LinksPage
        client={client}
        businessId={session.business?.id ?? ''}
        viewerRole={session.role ?? 'admin'}
        permissions={user.isAdmin ? ALL_PERMISSIONS : user.permissions}
        hasStore={session.business !== null}
        onConnectStore={() => void navigate({ to: ROUTES.home })}
        onCreate={() => void navigate({ to: ROUTES.linkCreate })}
        onEdit={(id) => void navigate({ to: ROUTES.linkEdit(id) })}
        isCreationBlocked={plan?.trialEnded ?? false}
        onCreationBlocked={() => setFreeTrial(true)}
        publicUrl={(link) => publicLinkUrl(base, owner, link.linkId)}
      />
      <FreeTrialDialog isOpen={freeTrial} onOpenChange={setFreeTrial} isAdmin={user.isAdmin} />
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/links')({ component: LinksRoute });
