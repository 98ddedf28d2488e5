import { useApiClient, useSession } from '@shoppable/account';
import { ROUTES } from '@shoppable/domain';
import { ShortView } from '@shoppable/links';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageFrame } from '../../../shell/PageFrame';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';

/** The short editor in create mode; after the create back to the shorts list. */
function ShortCreateRoute() {
  const session = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  if (!session.user) return null;
  const domains = [session.user.domain, ...session.user.availableDomains].filter(
    (d): d is string => d !== null && d !== '',
  );
  return (
    <PageFrame width={PAGE_WIDTHS.shorts}>
      <ShortView
        client={client}
        businessId={session.business?.id ?? ''}
        domains={domains}
        onCreated={() => void navigate({ to: ROUTES.shorts })}
      />
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/shorts_/create')({
  component: ShortCreateRoute,
});
