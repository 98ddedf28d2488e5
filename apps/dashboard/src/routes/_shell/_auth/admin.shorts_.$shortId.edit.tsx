import { useApiClient, useSession } from '@shoppable/account';
import { ALL_PERMISSIONS, ROUTES } from '@shoppable/domain';
import { ShortView } from '@shoppable/links';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageFrame } from '../../../shell/PageFrame';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';

/**
 * The short editor in edit mode (content.md §2, §4): it loads the short; after the save it shows
 * the approval message and stays; Back goes to the short's preview.
 */
function ShortEditRoute() {
  const { shortId } = Route.useParams();
  const session = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  const { user } = session;
  if (!user) return null;
  const domains = [user.domain, ...user.availableDomains].filter(
    (d): d is string => d !== null && d !== '',
  );
  return (
    <PageFrame width={PAGE_WIDTHS.shorts}>
      <ShortView
        client={client}
        businessId={session.business?.id ?? ''}
        domains={domains}
        shortId={shortId}
        mode="edit"
        viewerRole={session.role ?? 'admin'}
        permissions={user.isAdmin ? ALL_PERMISSIONS : user.permissions}
        ownUsername={user.influencerUsername ?? undefined}
        onBack={() => void navigate({ to: ROUTES.shortPreview(shortId) })}
        onCreated={() => void navigate({ to: ROUTES.shorts })}
      />
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/shorts_/$shortId/edit')({
  component: ShortEditRoute,
});
