import { FreeTrialDialog, SettingsPage, useApiClient, useSession } from '@shoppable/account';
import { AiPreferencesSection } from '@shoppable/catalog';
import { LIMITS, ROUTES } from '@shoppable/domain';
import { useMediaQuery } from '@shoppable/ui';
import { createFileRoute, Navigate, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { PageFrame } from '../../../shell/PageFrame';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';
import { useTopBarSlot } from '../../../shell/topBarSlot';

/**
 * The settings page (platform.md §2): for admins only (an influencer goes home, §6); without a
 * store it goes home; on phones its Save button is in the top bar; "Try for free" opens the
 * free-trial dialog. The AI preferences section is catalog's (content.md §2): each list saves on
 * its own when its picker's Done is pressed (its own calls, not the settings body), so it is not
 * part of the save strip; it is shown to admins with sales or revenue enabled, and after an ended
 * free trial the page offers "Try for free" instead.
 */
function SettingsRoute() {
  const { user } = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  const slot = useTopBarSlot();
  const isMobile = !useMediaQuery(`(min-width: ${LIMITS.mobileBreakpoint}px)`);
  const [freeTrial, setFreeTrial] = useState(false);
  if (!user) return null;
  if (!user.isAdmin) return <Navigate to={ROUTES.home} replace />;
  const openFreeTrial = () => setFreeTrial(true);
  return (
    <PageFrame width={PAGE_WIDTHS.settings}>
      <SettingsPage
        user={user}
        client={client}
        onNoStore={() => void navigate({ to: ROUTES.home, replace: true })}
        onTryForFree={openFreeTrial}
        saveActionTarget={isMobile ? slot : null}
        aiPreferences={
          <AiPreferencesSection user={user} client={client} onTryForFree={openFreeTrial} />
        }
      />
      <FreeTrialDialog isOpen={freeTrial} onOpenChange={setFreeTrial} isAdmin={user.isAdmin} />
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/settings')({ component: SettingsRoute });
