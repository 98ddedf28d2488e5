import { Home, useApiClient, useSession } from '@shoppable/account';
import {
  influencersQueryOptions,
  linksInfiniteQueryOptions,
  shortsInfiniteQueryOptions,
} from '@shoppable/api-client';
import { LIMITS, ROUTES } from '@shoppable/domain';
import { CreateButtons } from '@shoppable/links';
import { useMediaQuery } from '@shoppable/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageFrame } from '../../../shell/PageFrame';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';
import { recentInfluencer, recentLink } from '../../../shell/recent';

/**
 * The home page (platform.md §2) inside the route's width, with the latest Instants, Shorts and
 * (for admins) influencers from the first page of their lists. A failed list shows as empty.
 */
function HomeRoute() {
  const session = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  const isMobile = !useMediaQuery(`(min-width: ${LIMITS.mobileBreakpoint}px)`);
  const businessId = session.business?.id ?? '';
  const links = useInfiniteQuery({
    ...linksInfiniteQueryOptions(client, businessId),
    enabled: businessId !== '',
  });
  const shorts = useInfiniteQuery({
    ...shortsInfiniteQueryOptions(client, businessId),
    enabled: businessId !== '',
  });
  const influencers = useQuery({
    ...influencersQueryOptions(client, businessId),
    enabled: businessId !== '' && session.role === 'admin',
  });
  if (!session.user) return null;
  return (
    <PageFrame width={PAGE_WIDTHS.home}>
      <Home
        user={session.user}
        client={client}
        isMobile={isMobile}
        recentInstants={links.data?.pages[0]?.map((l) => recentLink(l, ROUTES.linkPreview))}
        recentShorts={shorts.data?.pages[0]?.map((l) => recentLink(l, ROUTES.shortPreview))}
        recentInfluencers={influencers.data?.map(recentInfluencer)}
        linkCount={links.data?.pages[0]?.length}
        isRecentLoading={links.isLoading || shorts.isLoading || influencers.isLoading}
        createButtons={
          <CreateButtons
            onCreateLink={() => void navigate({ to: ROUTES.linkCreate })}
            onCreateShort={() => void navigate({ to: ROUTES.shortCreate })}
          />
        }
      />
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/home')({ component: HomeRoute });
