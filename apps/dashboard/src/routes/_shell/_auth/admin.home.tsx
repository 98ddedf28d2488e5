import { Home, useApiClient, useSession } from '@shoppable/account';
import { LIMITS, ROUTES } from '@shoppable/domain';
import { CreateButtons } from '@shoppable/links';
import { useMediaQuery } from '@shoppable/ui';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageFrame } from '../../../shell/PageFrame';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';

/** The home page (platform.md §2) inside the route's width. */
function HomeRoute() {
  const session = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  const isMobile = !useMediaQuery(`(min-width: ${LIMITS.mobileBreakpoint}px)`);
  if (!session.user) return null;
  return (
    <PageFrame width={PAGE_WIDTHS.home}>
      <Home
        user={session.user}
        client={client}
        isMobile={isMobile}
        createButtons={
          <CreateButtons
            onCreateLink={() => void navigate({ to: ROUTES.links })}
            onCreateShort={() => void navigate({ to: ROUTES.shorts })}
          />
        }
      />
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/home')({ component: HomeRoute });
