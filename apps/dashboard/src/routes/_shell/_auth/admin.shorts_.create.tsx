import { useApiClient, useSession } from '@shoppable/account';
import { ROUTES } from '@shoppable/domain';
import { ShortView } from '@shoppable/links';
import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../shell/PageFrame';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';
import { useLeaveGuard } from '../../../shell/useLeaveGuard';
import { useMerchantDomains } from '../../../shell/useMerchantDomains';
import { shortCreateSearch } from '../../../shell/search';

/**
 * The short editor in create mode; after the create back to the shorts list. The shorts page's
 * product search opens it with that product chosen (`?product&title&url`); a new short starts
 * with the settings' UTM values.
 */
function ShortCreateRoute() {
  const session = useSession();
  const client = useApiClient();
  const guard = useLeaveGuard();
  const domains = useMerchantDomains();
  const { product, title, url } = Route.useSearch();
  const { user } = session;
  if (!user) return null;
  return (
    <PageFrame width={PAGE_WIDTHS.shorts}>
      <ShortView
        client={client}
        onDirtyChange={guard.onDirtyChange}
        businessId={session.business?.id ?? ''}
        domains={domains}
        viewerRole={session.role ?? 'admin'}
        ownUsername={user.influencerUsername ?? undefined}
        defaultUtm={user.settings?.utmParams}
        initialProduct={
          product !== undefined && url !== undefined
            ? { id: product, title: title ?? '', url }
            : undefined
        }
        onBack={() => guard.leave(ROUTES.shorts)}
        onCreated={() => guard.leave(ROUTES.shorts)}
      />
      {guard.dialog}
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/shorts_/create')({
  validateSearch: shortCreateSearch,
  component: ShortCreateRoute,
});
