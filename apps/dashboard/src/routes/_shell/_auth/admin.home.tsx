import { Home, useApiClient, useSession } from '@shoppable/account';
import { LIMITS, ROUTES } from '@shoppable/domain';
import { CreateButtons } from '@shoppable/links';
import { useMediaQuery } from '@shoppable/ui';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { homeFrame } from '../../../shell/shell.css';

/** The home page (platform.md §2) inside the route's width. */
function HomeRoute() {
  const session = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  const isMobile = !useMediaQuery(`(min-width: ${LIMITS.mobileBreakpoint}px)`);
  if (!session.user) return null;
  return (
    <div className={homeFrame}>
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
    </div>
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/home')({ component: HomeRoute });
