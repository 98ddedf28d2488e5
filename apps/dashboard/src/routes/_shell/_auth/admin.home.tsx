import { FreeTrialDialog, Home, useApiClient, useHomeLists, useSession } from '@shoppable/account';
import { LIMITS, ROUTES } from '@shoppable/domain';
import { CreateInfluencerButton } from '@shoppable/influencers';
import { CreateButtons, RecentInstants, RecentShorts } from '@shoppable/links';
import { useMediaQuery } from '@shoppable/ui';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { PageFrame } from '../../../shell/PageFrame';
import { firstQueries } from '../../../prefetch/home';
import { prefetchFirstQueries } from '../../../shell/prefetch';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';
import { shellNavigation } from '../../../shell/navigation';
import { useInfluencerGate } from '../../../shell/useInfluencerGate';

/**
 * The home page (platform.md §2) inside the route's width: the links package's recent Instants
 * (4) and Shorts (6, 3 on phones) widgets, each item opening its preview page, and for admins
 * the latest influencers and the links showing sold-out products (account's `useHomeLists`). The
 * create buttons are the shell's add menu (`shellNavigation`, domain's `navigation` rule): link
 * and short for admins and influencers allowed to create links, no link and a short behind the
 * free-trial dialog once a trial ended, the influencer button for admins while the trial runs.
 */
function HomeRoute() {
  const session = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  const gate = useInfluencerGate();
  const [freeTrial, setFreeTrial] = useState(false);
  const isMobile = !useMediaQuery(`(min-width: ${LIMITS.mobileBreakpoint}px)`);
  const businessId = session.business?.id ?? '';
  const lists = useHomeLists({
    client,
    businessId: businessId || null,
    isAdmin: session.role === 'admin',
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
        {...lists}
        createButtons={
          <>
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
          </>
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
