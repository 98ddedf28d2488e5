import { FreeTrialDialog, useApiClient, useSession } from '@shoppable/account';
import { LIMITS, permissionsOf, ROUTES } from '@shoppable/domain';
import { ShortsPage } from '@shoppable/links';
import { useMediaQuery } from '@shoppable/ui';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { PageFrame } from '../../../shell/PageFrame';
import { firstQueries } from '../../../prefetch/shorts';
import { prefetchFirstQueries } from '../../../shell/prefetch';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';
import { useTopBarSlot } from '../../../shell/topBarSlot';
import { usePublicUrl } from '../../../shell/usePublicUrl';

/**
 * The shorts page (content.md §2): create and edit go to the editor routes, or open the
 * free-trial dialog once a free trial ended; cards copy and open the short's public address. On
 * desktop the top bar gets the product search and the create button; a product chosen there
 * opens the editor with it.
 */
function ShortsRoute() {
  const session = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  const [freeTrial, setFreeTrial] = useState(false);
  const publicUrl = usePublicUrl();
  const slot = useTopBarSlot();
  const isDesktop = useMediaQuery(`(min-width: ${LIMITS.mobileBreakpoint}px)`);
  const { user, plan } = session;
  if (!user) return null;
  return (
    <PageFrame width={PAGE_WIDTHS.shorts}>
      <ShortsPage
        client={client}
        businessId={session.business?.id ?? ''}
        viewerRole={session.role ?? 'admin'}
        permissions={permissionsOf(user)}
        onCreate={() => void navigate({ to: ROUTES.shortCreate })}
        onEdit={(id) => void navigate({ to: ROUTES.shortEdit(id) })}
        isCreationBlocked={plan?.trialEnded ?? false}
        onCreationBlocked={() => setFreeTrial(true)}
        publicUrl={(short) => publicUrl(short.linkId)}
        topBarTarget={isDesktop ? slot : null}
        onCreateForProduct={(product) =>
          void navigate({
            to: ROUTES.shortCreate,
            search: { product: product.id, title: product.title, url: product.url },
          })
        }
      />
      <FreeTrialDialog isOpen={freeTrial} onOpenChange={setFreeTrial} isAdmin={user.isAdmin} />
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/shorts')({
  loader: ({ context }) => prefetchFirstQueries(context, firstQueries),
  component: ShortsRoute,
});
