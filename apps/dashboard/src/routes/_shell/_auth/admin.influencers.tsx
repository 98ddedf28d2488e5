import { useApiClient, useSession } from '@shoppable/account';
import { ROUTES } from '@shoppable/domain';
import { InfluencersPage } from '@shoppable/influencers';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageFrame } from '../../../shell/PageFrame';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';
import { useInfluencerGate } from '../../../shell/useInfluencerGate';

/**
 * The influencers page (content.md §2): creating one beyond the plan's cap opens the cap's dialog
 * (too many influencers, 3 influencers, or the free-trial/upgrade dialog; platform.md §4).
 */
function InfluencersRoute() {
  const session = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  const gate = useInfluencerGate();
  if (!session.user) return null;
  return (
    <PageFrame width={PAGE_WIDTHS.influencers}>
      <InfluencersPage
        client={client}
        businessId={session.business?.id ?? ''}
        currency={session.user.businessCurrency}
        onCreate={() => void navigate({ to: ROUTES.influencerCreate })}
        isCreationBlocked={gate.kind !== null}
        onCreationBlocked={gate.block}
      />
      {gate.dialog}
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/influencers')({
  component: InfluencersRoute,
});
