import { FreeTrialDialog, Home, useApiClient, useSession } from '@shoppable/account';
import {
  influencersQueryOptions,
  newestLinksQueryOptions,
  soldOutLinksQueryOptions,
} from '@shoppable/api-client';
import { LIMITS, ROUTES } from '@shoppable/domain';
import { CreateInfluencerButton } from '@shoppable/influencers';
import { CreateButtons, RecentInstants, RecentShorts } from '@shoppable/links';
import { useMediaQuery } from '@shoppable/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { PageFrame } from '../../../shell/PageFrame';
import { firstQueries } from '../../../prefetch/home';
import { prefetchFirstQueries } from '../../../shell/prefetch';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';
import { shellNavigation } from '../../../shell/navigation';
import { recentInfluencer } from '../../../shell/recent';
import { useInfluencerGate } from '../../../shell/useInfluencerGate';

/**
 * The home page (platform.md §2) inside the route's width: the links package's recent Instants
 * (4) and Shorts (6, 3 on phones) widgets, each item opening its preview page, and for admins
 * the latest influencers and the links showing sold-out products. The newest Instants (4) also count the links for the book-an-expert
 * rule, "fewer than 3" (the same query the Instants widget reads). The create buttons are the
 * shell's add menu (`shellNavigation`, domain's `navigation` rule): link and short for admins
 * and influencers allowed to create links, no link and a short behind the free-trial dialog once
 * a trial ended, the influencer button for admins while the trial runs.
 */
function HomeRoute() {
  const session = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  const gate = useInfluencerGate();
  const [freeTrial, setFreeTrial] = useState(false);
  const isMobile = !useMediaQuery(`(min-width: ${LIMITS.mobileBreakpoint}px)`);
  const businessId = session.business?.id ?? '';
  const links = useInfiniteQuery({
    ...newestLinksQueryOptions(client, businessId),
    enabled: businessId !== '',
  });
  const influencers = useQuery({
    ...influencersQueryOptions(client, businessId),
    enabled: businessId !== '' && session.role === 'admin',
  });
  const soldOut = useQuery({
    ...soldOutLinksQueryOptions(client, businessId),
    enabled: businessId !== '' && session.role === 'admin',
  });
  const { user } = session;
  if (!user) return null;
  const createEntries = shellNavigation(user).addMenu;
  const canCreateInfluencer = createEntries.some((e) => e.key === 'influencer');
  return (
    <PageFrame width={PAGE_WIDTHS.home}>
      <Home
        user={user}
        client={client}
        isMobile={isMobile}
        recentInstantsPanel={
          businessId !== '' ? (
            <RecentInstants
              client={client}
              businessId={businessId}
              previewHref={ROUTES.linkPreview}
            />
          ) : undefined
        }
        recentShortsPanel={
          businessId !== '' ? (
            <RecentShorts
              client={client}
              businessId={businessId}
              href={(short) => ROUTES.shortPreview(short.linkId)}
            />
          ) : undefined
        }
        recentInfluencers={influencers.data?.map(recentInfluencer)}
        linkCount={links.data?.pages[0]?.length}
        isRecentLoading={influencers.isLoading}
        soldOutLinks={soldOut.data}
        createButtons={
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--sp-space-200, 8px)' }}>
            <CreateButtons
              entries={createEntries}
              onCreateLink={() => void navigate({ to: ROUTES.linkCreate })}
              onCreateShort={() => void navigate({ to: ROUTES.shortCreate })}
              onCreationBlocked={() => setFreeTrial(true)}
            />
            {canCreateInfluencer ? (
              <CreateInfluencerButton
                onCreate={() => void navigate({ to: ROUTES.influencerCreate })}
                isCreationBlocked={gate.kind !== null}
                onCreationBlocked={gate.block}
              />
            ) : null}
          </div>
        }
      />
      {gate.dialog}
      <FreeTrialDialog isOpen={freeTrial} onOpenChange={setFreeTrial} isAdmin={user.isAdmin} />
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/home')({
  loader: ({ context }) => prefetchFirstQueries(context, firstQueries),
  component: HomeRoute,
});
