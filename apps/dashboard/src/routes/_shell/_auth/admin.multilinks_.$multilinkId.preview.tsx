import { useApiClient, useSession } from '@shoppable/account';
import { ROUTES } from '@shoppable/domain';
import { MultilinkPreview } from '@shoppable/links';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { LINK_PAGE_URL } from '../../../config';
import { PageFrame } from '../../../shell/PageFrame';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';

/** The multilink's preview (content.md §2): its figures and the table of its two experiences. */
function MultilinkPreviewRoute() {
  const { multilinkId } = Route.useParams();
  const session = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  const { user } = session;
  if (!user) return null;
  return (
    <PageFrame width={PAGE_WIDTHS.multilinks}>
      <MultilinkPreview
        client={client}
        businessId={session.business?.id ?? ''}
        multilinkId={multilinkId}
        linkBase={LINK_PAGE_URL}
        username={user.adminUsername ?? user.username}
        onEdit={() => void navigate({ to: ROUTES.multilinkEdit(multilinkId) })}
        onDeleted={() => void navigate({ to: ROUTES.multilinks })}
        onOpenSubLink={(id) => void navigate({ to: ROUTES.linkPreview(id) })}
      />
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/multilinks_/$multilinkId/preview')({
  component: MultilinkPreviewRoute,
});
