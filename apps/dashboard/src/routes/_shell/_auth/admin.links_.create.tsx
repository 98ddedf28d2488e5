import { useApiClient, useSession } from '@shoppable/account';
import { ROUTES } from '@shoppable/domain';
import { LinkEditor } from '@shoppable/links';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageFrame } from '../../../shell/PageFrame';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';

/**
 * The Instant editor in create mode (content.md §4): the UTM values of the settings to start
 * with; a created link goes to the links list.
 */
function LinkCreateRoute() {
  const session = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  const { user } = session;
  if (!user) return null;
  const toList = () => void navigate({ to: ROUTES.links });
  return (
    <PageFrame width={PAGE_WIDTHS.links}>
      <LinkEditor
        client={client}
        businessId={session.business?.id ?? ''}
        currency={user.businessCurrency}
        businessDomain={user.domain ?? ''}
        viewerRole={session.role ?? 'admin'}
        ownUsername={user.influencerUsername ?? undefined}
        defaultUtm={user.settings?.utmParams}
        onBack={toList}
        onCreated={toList}
        onSaved={toList}
      />
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/links_/create')({
  component: LinkCreateRoute,
});
