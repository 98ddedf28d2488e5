import { useApiClient, useSession } from '@shoppable/account';
import { ROUTES } from '@shoppable/domain';
import { MultilinkPreview } from '@shoppable/links';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageFrame } from '../../../shell/PageFrame';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';
import { usePublicUrl } from '../../../shell/usePublicUrl';

/**
 * The multilink's preview (content.md §2): its figures and the table of its two experiences; a row
 * opens the experience's own preview (an Instant's or a short's); copy link puts the public
 * address on the clipboard (the plan's link domain or the link page).
 */
function MultilinkPreviewRoute() {
  const { multilinkId } = Route.useParams();
  const session = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  const publicUrl = usePublicUrl();
  if (!session.user) return null;
  return (
    <PageFrame width={PAGE_WIDTHS.multilinks}>
      <MultilinkPreview
        client={client}
        businessId={session.business?.id ?? ''}
        multilinkId={multilinkId}
        publicUrl={publicUrl(multilinkId)}
        onEdit={() => void navigate({ to: ROUTES.multilinkEdit(multilinkId) })}
        onDeleted={() => void navigate({ to: ROUTES.multilinks })}
        onOpenSubLink={(id, linkType) =>
          void navigate({
            to: linkType === 'SHORT' ? ROUTES.shortPreview(id) : ROUTES.linkPreview(id),
          })
        }
      />
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/multilinks_/$multilinkId/preview')({
  component: MultilinkPreviewRoute,
});
