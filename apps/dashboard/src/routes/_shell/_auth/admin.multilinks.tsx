import { FreeTrialDialog, useApiClient, useSession } from '@shoppable/account';
import { ROUTES } from '@shoppable/domain';
import { MultilinksPage } from '@shoppable/links';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { PageFrame } from '../../../shell/PageFrame';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';
import { usePublicUrl } from '../../../shell/usePublicUrl';

/** The multilinks page (content.md §2); create opens the free-trial dialog once the trial ended. */
function MultilinksRoute() {
  const session = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  const [freeTrial, setFreeTrial] = useState(false);
  const publicUrl = usePublicUrl();
  if (!session.user || !session.role) return null;
  return (
    <PageFrame width={PAGE_WIDTHS.multilinks}>
      <MultilinksPage
        client={client}
        businessId={session.business?.id ?? ''}
        viewerRole={session.role}
        onCreate={() => void navigate({ to: ROUTES.multilinkCreate })}
        isCreationBlocked={session.plan?.trialEnded ?? false}
        onCreationBlocked={() => setFreeTrial(true)}
        publicUrl={publicUrl}
      />
      <FreeTrialDialog
        isOpen={freeTrial}
        onOpenChange={setFreeTrial}
        isAdmin={session.user.isAdmin}
      />
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/multilinks')({
  component: MultilinksRoute,
});
