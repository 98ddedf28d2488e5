import { FreeTrialDialog, useApiClient, useSession } from '@shoppable/account';
import { ALL_PERMISSIONS, linkBaseUrl, publicLinkUrl, ROUTES } from '@shoppable/domain';
import { ShortsPage } from '@shoppable/links';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { PageFrame } from '../../../shell/PageFrame';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';

/** Where the public link page runs (apps/link-page): `VITE_LINK_PAGE_URL` or the local server. */
const LINK_PAGE_URL: string =
  (import.meta.env.VITE_LINK_PAGE_URL as string | undefined) || 'http://127.0.0.1:8788';

/**
 * The shorts page (content.md §2): create and edit go to the editor routes, or open the
 * free-trial dialog once a free trial ended; cards copy and open the short's public address.
 */
function ShortsRoute() {
  const session = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  const [freeTrial, setFreeTrial] = useState(false);
  const { user, plan } = session;
  if (!user) return null;
  const base = plan ? linkBaseUrl(plan, user.domain, LINK_PAGE_URL) : LINK_PAGE_URL;
  const owner = user.adminUsername ?? user.username;
  return (
    <PageFrame width={PAGE_WIDTHS.shorts}>
      <ShortsPage
        client={client}
        businessId={session.business?.id ?? ''}
        viewerRole={session.role ?? 'admin'}
        permissions={user.isAdmin ? ALL_PERMISSIONS : user.permissions}
        onCreate={() => void navigate({ to: ROUTES.shortCreate })}
        onEdit={(id) => void navigate({ to: ROUTES.shortEdit(id) })}
        isCreationBlocked={plan?.trialEnded ?? false}
        onCreationBlocked={() => setFreeTrial(true)}
        publicUrl={(short) => publicLinkUrl(base, owner, short.linkId)}
      />
      <FreeTrialDialog isOpen={freeTrial} onOpenChange={setFreeTrial} isAdmin={user.isAdmin} />
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/shorts')({ component: ShortsRoute });
