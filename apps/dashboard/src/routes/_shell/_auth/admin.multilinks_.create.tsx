import { useApiClient, useSession } from '@shoppable/account';
import { ROUTES } from '@shoppable/domain';
import { MultilinkEditor } from '@shoppable/links';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageFrame } from '../../../shell/PageFrame';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';

/** The multilink editor in create mode; after the save back to the multilinks list. */
function MultilinkCreateRoute() {
  const session = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  if (!session.user) return null;
  const domains = [session.user.domain, ...session.user.availableDomains].filter(
    (d): d is string => d !== null && d !== '',
  );
  return (
    <PageFrame width={PAGE_WIDTHS.multilinks}>
      <MultilinkEditor
        client={client}
        businessId={session.business?.id ?? ''}
        domains={domains}
        onBack={() => void navigate({ to: ROUTES.multilinks })}
        onSaved={() => void navigate({ to: ROUTES.multilinks })}
      />
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/multilinks_/create')({
  component: MultilinkCreateRoute,
});
