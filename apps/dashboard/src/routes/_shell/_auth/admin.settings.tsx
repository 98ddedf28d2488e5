import { SettingsPage, useApiClient, useSession } from '@shoppable/account';
import { LIMITS, ROUTES } from '@shoppable/domain';
import { useMediaQuery } from '@shoppable/ui';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageFrame } from '../../../shell/PageFrame';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';
import { useTopBarSlot } from '../../../shell/topBarSlot';

/**
 * The settings page (platform.md §2): without a store it goes home; on phones its Save button is
 * in the top bar; "Try for free" leads to the plans.
 */
function SettingsRoute() {
  const { user } = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  const slot = useTopBarSlot();
  const isMobile = !useMediaQuery(`(min-width: ${LIMITS.mobileBreakpoint}px)`);
  if (!user) return null;
  return (
    <PageFrame width={PAGE_WIDTHS.settings}>
      <SettingsPage
        user={user}
        client={client}
        onNoStore={() => void navigate({ to: ROUTES.home, replace: true })}
        onTryForFree={() => void navigate({ to: ROUTES.pricingPlans })}
        saveActionTarget={isMobile ? slot : null}
      />
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/settings')({ component: SettingsRoute });
