import { useApiClient, useSession } from '@shoppable/account';
import { makeInfluencerLoginLink } from '@shoppable/api-client';
import { ROUTES } from '@shoppable/domain';
import { InfluencerPreviewPage } from '@shoppable/influencers';
import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { PageFrame } from '../../../shell/PageFrame';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';

/**
 * An influencer's preview (content.md §2): summary, details, their links and shorts, and the
 * menu (edit, copy the login link, report CSV, reset password, delete). A delete returns to the influencers list (the
 * spec's "back two steps": past the preview and the page that opened it); a failed one goes back
 * one step.
 */
function InfluencerPreviewRoute() {
  const { username } = Route.useParams();
  const session = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  const router = useRouter();
  if (!session.user) return null;
  const canCreate = !(session.plan?.trialEnded ?? false);
  const adminUsername = session.user.username;
  return (
    <PageFrame width={PAGE_WIDTHS.influencers}>
      <InfluencerPreviewPage
        client={client}
        businessId={session.business?.id ?? ''}
        username={username}
        currency={session.user.businessCurrency}
        onBack={() => void navigate({ to: ROUTES.influencers })}
        onEdit={() => void navigate({ to: ROUTES.influencerEdit(username) })}
        makeLoginLink={(influencer) =>
          makeInfluencerLoginLink(client, {
            origin: window.location.origin,
            adminUsername,
            username: influencer,
          })
        }
        onDeleted={() => void navigate({ to: ROUTES.influencers, replace: true })}
        onDeleteFailed={() => router.history.back()}
        canCreateLinks={canCreate}
        onCreateLink={() => void navigate({ to: ROUTES.linkCreate })}
        onCreateShort={() => void navigate({ to: ROUTES.shortCreate })}
      />
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/influencers_/$username/preview')({
  component: InfluencerPreviewRoute,
});
