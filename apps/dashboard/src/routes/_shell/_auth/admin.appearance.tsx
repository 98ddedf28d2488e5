import { useApiClient, useSession } from '@shoppable/account';
import { AppearancePage } from '@shoppable/appearance';
import { LIMITS, ROUTES } from '@shoppable/domain';
import { useMediaQuery } from '@shoppable/ui';
import { createFileRoute, Navigate, useNavigate } from '@tanstack/react-router';
import { PageFrame } from '../../../shell/PageFrame';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';
import { useLeaveGuard } from '../../../shell/useLeaveGuard';
import { useTopBarSlot } from '../../../shell/topBarSlot';

/**
 * The appearance page (platform.md §2): for admins only (an influencer goes home, §6); without a
 * store it goes home; leaving with unsaved changes asks first; on phones its Save button is in the
 * top bar.
 */
function AppearanceRoute() {
  const { user } = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  const guard = useLeaveGuard();
  const slot = useTopBarSlot();
  const isMobile = !useMediaQuery(`(min-width: ${LIMITS.mobileBreakpoint}px)`);
  if (!user) return null;
  if (!user.isAdmin) return <Navigate to={ROUTES.home} replace />;
  return (
    <PageFrame width={PAGE_WIDTHS.appearance}>
      <AppearancePage
        user={user}
        client={client}
        onDirtyChange={guard.onDirtyChange}
        saveActionTarget={isMobile ? slot : null}
        onNoStore={() => void navigate({ to: ROUTES.home, replace: true })}
      />
      {guard.dialog}
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/appearance')({
  component: AppearanceRoute,
});
