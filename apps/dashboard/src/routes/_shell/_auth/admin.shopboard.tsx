import { FreeTrialDialog, useApiClient, useSession } from '@shoppable/account';
import { permissionsOf } from '@shoppable/domain';
import { ShopboardPage } from '@shoppable/shopboard';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { PageFrame } from '../../../shell/PageFrame';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';
import { shopboardSearch } from '../../../shell/search';

/**
 * The shopboard page (content.md §2): the network's tab lives in the address, so the
 * `/:social/auth` page can hand over to the tab it connected. AI tagging follows the product
 * vision setting; once a free trial ended, visibility changes and tagging open the free-trial
 * dialog.
 */
function ShopboardRoute() {
  const session = useSession();
  const client = useApiClient();
  const navigate = useNavigate({ from: Route.fullPath });
  const { network } = Route.useSearch();
  const [freeTrial, setFreeTrial] = useState(false);
  const { user, plan } = session;
  if (!user) return null;
  const vision = user.settings?.productVisionConfigurations;
  return (
    <PageFrame width={PAGE_WIDTHS.shopboard}>
      <ShopboardPage
        client={client}
        businessId={session.business?.id ?? ''}
        permissions={permissionsOf(user)}
        network={network ?? 'instagram'}
        onNetworkChange={(next) =>
          void navigate({ search: (prev) => ({ ...prev, network: next }), replace: true })
        }
        aiTaggingEnabled={vision?.isEnabled === true && vision.sensitivity !== 'OFF'}
        isTrialEnded={plan?.trialEnded ?? false}
        onTrialEnded={() => setFreeTrial(true)}
      />
      <FreeTrialDialog isOpen={freeTrial} onOpenChange={setFreeTrial} isAdmin={user.isAdmin} />
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/shopboard')({
  validateSearch: shopboardSearch,
  component: ShopboardRoute,
});
