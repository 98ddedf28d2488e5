import { FreeTrialDialog, SettingsPage, useApiClient, useSession } from '@shoppable/account';
import { LIMITS, ROUTES } from '@shoppable/domain';
import { useMediaQuery } from '@shoppable/ui';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { PageFrame } from '../../../shell/PageFrame';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';
import { useTopBarSlot } from '../../../shell/topBarSlot';

/**
 * The settings page (platform.md §2): without a store it goes home; on phones its Save button is
 * in the top bar; "Try for free" opens the free-trial dialog.
 */
function SettingsRoute() {
  const { user } = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  const slot = useTopBarSlot();
  const isMobile = !useMediaQuery(`(min-width: ${LIMITS.mobileBreakpoint}px)`);
  const [freeTrial, setFreeTrial] = useState(false);
  if (!user) return null;
  return (
    <PageFrame width={PAGE_WIDTHS.settings}>
      <SettingsPage
        user={user}
        client={client}
        onNoStore={() => void navigate({ to: ROUTES.home, replace: true })}
        onTryForFree={() => setFreeTrial(true)}
        saveActionTarget={isMobile ? slot : null}
      />
      <FreeTrialDialog isOpen={freeTrial} onOpenChange={setFreeTrial} isAdmin={user.isAdmin} />
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/settings')({ component: SettingsRoute });
