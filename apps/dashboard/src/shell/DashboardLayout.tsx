import {
  FreeTrialStrip,
  InfluencerLimitDialog,
  UpsellDialog,
  UpsellStrip,
  useApiClient,
  useSession,
} from '@shoppable/account';
import { influencersQueryOptions } from '@shoppable/api-client';
import { influencerCap, influencerLimitDialog, ROUTES, type NavEntry } from '@shoppable/domain';
import {
  AnnouncementBar,
  AppShell,
  ConfirmDialog,
  QrBrandProvider,
  type AppShellMenuSection,
  type AppShellNavItem,
} from '@shoppable/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { useStrings } from '../intl';
import { useAppLocale } from '../locale';
import { NavIcon } from './icons';
import { Logo } from './Logo';
import { shellNavigation } from './navigation';
import { slot } from './shell.css';
import { createTopBarSlot, TopBarSlot } from './topBarSlot';

/** The running messages (platform.md §2: the strip cycles them every 5000 ms). */
const announcements = ['announcement.1', 'announcement.2', 'announcement.3'] as const;

/**
 * The dashboard layout (platform.md §2): the navigation shell with the entries this user may see,
 * the user menu (plan and upgrade for admins, account, support, language), the running-messages,
 * free-trial and upsell strips, the logout confirmation and the free-mode upsell dialog of Trends. Signed-out
 * visitors get Sign in and Sign up.
 */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const strings = useStrings();
  const session = useSession();
  const { setLocale } = useAppLocale();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [trendsUpsell, setTrendsUpsell] = useState(false);
  const [topBarSlot] = useState(createTopBarSlot);
  const { set: setTopBarSlot } = topBarSlot;
  const [limit, setLimit] = useState<ReturnType<typeof influencerLimitDialog>>(null);
  const client = useApiClient();
  const navigate = useNavigate();
  const user = session.status === 'ready' ? session.user : null;
  const isAdmin = user?.isAdmin === true;
  const nav = shellNavigation(user);
  const businessId = session.business?.id ?? '';
  // The influencers, for the plan's cap on creating one (platform.md §4): asked for ahead and read
  // when Influencer is chosen, not subscribed to, so that their arrival does not render the whole
  // shell again.
  const queryClient = useQueryClient();
  const canCountInfluencers = isAdmin && businessId !== '';
  useEffect(() => {
    if (canCountInfluencers) {
      void queryClient.prefetchQuery(influencersQueryOptions(client, businessId));
    }
  }, [canCountInfluencers, queryClient, client, businessId]);
  const onAddAction = (id: Key) => {
    const plan = session.plan;
    if (id !== 'influencer' || !plan) return;
    // Only active influencers count against the cap, as on the server (which checks it again).
    void queryClient
      .ensureQueryData(influencersQueryOptions(client, businessId))
      .catch(() => [])
      .then((list) => {
        const kind = influencerLimitDialog(
          list.filter((i) => i.is_active).length,
          influencerCap(plan),
        );
        if (kind) setLimit(kind);
        else void navigate({ to: ROUTES.influencerCreate });
      });
  };

  const toItem = (entry: NavEntry): AppShellNavItem => ({
    id: entry.key,
    label: strings.format(`nav.${entry.key}`),
    href: entry.upsell ? undefined : entry.href,
    icon: <NavIcon name={entry.key} />,
    isDisabled: entry.disabled,
    isUpsell: entry.upsell,
    isExternal: /^https?:/.test(entry.href),
  });

  const userMenu: AppShellMenuSection[] = [
    ...(isAdmin
      ? [
          {
            id: 'plan',
            title: strings.format('menu.plan'),
            items: [
              {
                id: 'upgrade',
                label: strings.format('menu.upgrade'),
                href: ROUTES.pricingPlans,
                tone: 'primary' as const,
              },
            ],
          },
        ]
      : []),
    {
      id: 'account',
      title: strings.format('menu.account'),
      items: [
        { id: 'my-account', label: strings.format('menu.myAccount'), href: ROUTES.myAccount },
        { id: 'logout', label: strings.format('menu.logout'), tone: 'critical' as const },
      ],
    },
    {
      id: 'support',
      title: strings.format('menu.support'),
      items: [
        { id: 'privacy', label: strings.format('menu.privacy'), href: ROUTES.privacyPolicy },
        { id: 'terms', label: strings.format('menu.terms'), href: ROUTES.terms },
        { id: 'help', label: strings.format('menu.help'), href: ROUTES.helpShopify },
      ],
    },
    {
      id: 'language',
      title: strings.format('menu.language'),
      items: [
        { id: 'locale:en-US', label: strings.format('menu.english') },
        { id: 'locale:he-IL', label: strings.format('menu.hebrew') },
      ],
    },
  ];

  const onUserAction = (id: Key) => {
    if (id === 'logout') setConfirmLogout(true);
    else if (id === 'locale:en-US' || id === 'locale:he-IL') setLocale(id.slice(7) as 'en-US');
  };

  const plan = session.plan;
  const details = [
    ...(isAdmin && user?.subscriptionPlan ? [user.subscriptionPlan] : []),
    ...(session.business?.name ? [session.business.name] : []),
  ];

  return (
    <>
      <AppShell
        logo={<Logo label={strings.format('logo')} />}
        homeHref={user ? ROUTES.home : ROUTES.login}
        currentHref={pathname}
        navItems={nav.sidebar.map(toItem)}
        tabItems={nav.tabs.map(toItem)}
        addItems={nav.addMenu.map((entry) => ({
          id: entry.key,
          label: strings.format(`nav.${entry.key}`),
          // A new influencer is checked against the plan's cap first.
          href: entry.key === 'influencer' ? undefined : entry.href,
          icon: <NavIcon name={entry.key} />,
        }))}
        onAddAction={onAddAction}
        onNavAction={(id) => {
          if (id === 'trends') setTrendsUpsell(true);
        }}
        user={
          user
            ? {
                name: user.influencerUsername ?? user.username,
                details,
                imageUrl: user.influencerImageUrl ?? session.business?.logo ?? null,
              }
            : null
        }
        userMenu={userMenu}
        onUserAction={onUserAction}
        signedOutLinks={{
          signIn: ROUTES.login,
          signUp: ROUTES.register,
          pricing: ROUTES.pricingPlans,
        }}
        topBarActions={<span ref={setTopBarSlot} className={slot} />}
        banner={
          user ? (
            <>
              <AnnouncementBar
                aria-label={strings.format('announcements')}
                messages={announcements.map((key) => strings.format(key))}
              />
              {plan ? <FreeTrialStrip plan={plan} isAdmin={isAdmin} /> : null}
              {plan ? <UpsellStrip plan={plan} isAdmin={isAdmin} /> : null}
            </>
          ) : null
        }
      >
        <TopBarSlot.Provider value={topBarSlot}>
          {/* QR codes carry the merchant's logo and button colour (issue 19). */}
          <QrBrandProvider
            logoUrl={session.business?.logo}
            color={user?.theme.link.checkoutButtonBackgroundColor}
          >
            {children}
          </QrBrandProvider>
        </TopBarSlot.Provider>
      </AppShell>
      <ConfirmDialog
        isOpen={confirmLogout}
        onOpenChange={setConfirmLogout}
        title={strings.format('logout.title')}
        message={strings.format('logout.message')}
        confirmLabel={strings.format('logout.confirm')}
        cancelLabel={strings.format('logout.cancel')}
        tone="critical"
        // Signing out sends the user to login (the root's onSignedOut).
        onConfirm={() => session.signOut()}
      />
      <UpsellDialog isOpen={trendsUpsell} onOpenChange={setTrendsUpsell} />
      {limit ? (
        <InfluencerLimitDialog isOpen kind={limit} onOpenChange={() => setLimit(null)} />
      ) : null}
    </>
  );
}
