import type { ApiClient, SoldOutLinks, UserDetails } from '@shoppable/api-client';
import {
  BOOK_EXPERT_URL,
  PAGE_SIZES,
  ROUTES,
  hasAnyUtm,
  showBookExpertButton,
  trialAlert,
  trialState,
  type PlanState,
} from '@shoppable/domain';
import { Card, LinkButton, Skeleton } from '@shoppable/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { useHomeStrings } from '../intl/home';
import { RecentOrders } from '../RecentOrders';
import { SetupTodo } from '../SetupTodo';
import * as styles from './Home.css';
import { RecentTabs, type RecentTab } from './RecentTabs';

/** One recent Instant, Short or influencer: its name, where it opens and an optional image. */
export interface HomeRecentItem {
  /** Its id (link id or influencer username). */
  id: string;
  /** What the card says: the link's description or the influencer's name. */
  title: string;
  /** Where it opens (its preview page, from `ROUTES`). */
  href: string;
  /** A thumbnail; decorative. */
  imageUrl?: string | null;
}

/** Props of Home. */
export interface HomeProps {
  /** The signed-in user (`useSession().user`). */
  user: UserDetails;
  /** The API client (`useApiClient()`), for the recent orders. */
  client: ApiClient;
  /** The phone layout (below 1000 px): stacked recent sections, 3 shorts, the book-an-expert button. */
  isMobile?: boolean;
  /**
   * The create buttons (link, short, influencer): the app passes `@shoppable/links`'
   * `CreateButtons`, which this package may not import (DESIGN.md §2).
   */
  createButtons?: ReactNode;
  /** The latest Instants (4 show). */
  recentInstants?: readonly HomeRecentItem[];
  /** The latest Shorts (6 show, 3 on phones). */
  recentShorts?: readonly HomeRecentItem[];
  /**
   * The recent Instants panel in place of the generic list, its see-all link and (on phones) its
   * section heading: the app passes `@shoppable/links`' `RecentInstants`, which this package may
   * not import (DESIGN.md §2).
   */
  recentInstantsPanel?: ReactNode;
  /** The recent Shorts panel in place of the generic list (the app passes `RecentShorts`). */
  recentShortsPanel?: ReactNode;
  /** The latest influencers (4 show; admins only). */
  recentInfluencers?: readonly HomeRecentItem[];
  /** How many links the business has, for the book-an-expert rule (fewer than 3). */
  linkCount?: number;
  /** The recent lists are still loading: placeholders show instead of the items. */
  isRecentLoading?: boolean;
  /**
   * The links that show sold-out products (admins; `soldOutLinksQueryOptions`), named first in
   * the to-do list.
   */
  soldOutLinks?: SoldOutLinks | null;
}

type Kind = 'instants' | 'shorts' | 'influencers';

const kinds = {
  instants: {
    label: 'home.instants',
    seeAll: 'home.seeAllInstants',
    empty: 'home.noInstants',
    href: ROUTES.links,
  },
  shorts: {
    label: 'home.shorts',
    seeAll: 'home.seeAllShorts',
    empty: 'home.noShorts',
    href: ROUTES.shorts,
  },
  influencers: {
    label: 'home.influencers',
    seeAll: 'home.seeAllInfluencers',
    empty: 'home.noInfluencers',
    href: ROUTES.influencers,
  },
} as const;

/** The plan state of the user, or `null` without a store (no plan). */
export function planStateOf(user: UserDetails): PlanState | null {
  return user.subscriptionPlan
    ? { plan: user.subscriptionPlan, freeTrialDaysLeft: user.freeTrialDaysLeft }
    : null;
}

function RecentList({
  kind,
  items,
  isLoading,
  placeholders,
}: {
  kind: Kind;
  items: readonly HomeRecentItem[];
  isLoading: boolean;
  placeholders: number;
}) {
  const t = useHomeStrings();
  if (isLoading) {
    return (
      <div role="status" className={styles.items}>
        <span className={styles.visuallyHidden}>{t.format('home.loadingRecent')}</span>
        {Array.from({ length: placeholders }, (_, i) => (
          <Skeleton key={i} shape="rect" blockSize={160} />
        ))}
      </div>
    );
  }
  if (items.length === 0) return <p className={styles.empty}>{t.format(kinds[kind].empty)}</p>;
  return (
    <ul className={styles.items}>
      {items.map((item) => (
        <li key={item.id}>
          <Link href={item.href} className={styles.item}>
            {item.imageUrl ? <img src={item.imageUrl} alt="" className={styles.thumb} /> : null}
            <span className={styles.itemTitle}>{item.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function SeeAll({ kind }: { kind: Kind }) {
  const t = useHomeStrings();
  return (
    <LinkButton variant="secondary" size="sm" href={kinds[kind].href}>
      {t.format(kinds[kind].seeAll)}
    </LinkButton>
  );
}

function TrialAlert({ isAdmin, plan }: { isAdmin: boolean; plan: PlanState }) {
  const t = useHomeStrings();
  const alert = trialAlert(isAdmin, plan);
  if (!alert.visible) return null;
  const ended = trialState(plan).ended;
  const days = plan.freeTrialDaysLeft ?? 0;
  const text = ended
    ? t.format(isAdmin ? 'home.trialEnded' : 'home.trialEndedInfluencer')
    : days === 1
      ? t.format('home.trialOneDayLeft')
      : t.format('home.trialDaysLeft', { days });
  return (
    <div className={styles.alert[ended ? 'ended' : 'lastWeek']} role="status">
      <p className={styles.alertText}>{text}</p>
      {alert.showUpgrade ? (
        <LinkButton size="sm" href={ROUTES.pricingPlans}>
          {t.format('home.upgrade')}
        </LinkButton>
      ) : null}
    </div>
  );
}

/**
 * The home page (platform.md §2 "Home page"): a header with the store's logo or the username,
 * the free-trial alert, the create buttons, the admin's to-do list (setup steps, links showing
 * sold-out products), the recent Instants,
 * Shorts and (admins) influencers as tabs (stacked sections on phones) with see-all links (or
 * the panels the app passes for Instants and Shorts), the
 * admin's recent orders, and on phones the book-an-expert button for free admins with fewer than
 * 3 links.
 */
export function Home({
  user,
  client,
  isMobile = false,
  createButtons,
  recentInstants = [],
  recentShorts = [],
  recentInfluencers = [],
  recentInstantsPanel,
  recentShortsPanel,
  linkCount = 0,
  isRecentLoading = false,
  soldOutLinks,
}: HomeProps) {
  const t = useHomeStrings();
  const plan = planStateOf(user);
  const isAdmin = user.isAdmin;
  const sizes: Record<Kind, number> = {
    instants: PAGE_SIZES.recentInstants,
    shorts: isMobile ? PAGE_SIZES.recentShortsMobile : PAGE_SIZES.recentShorts,
    influencers: PAGE_SIZES.recentInfluencers,
  };
  const lists: Record<Kind, readonly HomeRecentItem[]> = {
    instants: recentInstants.slice(0, sizes.instants),
    shorts: recentShorts.slice(0, sizes.shorts),
    influencers: recentInfluencers.slice(0, sizes.influencers),
  };
  const shown: Kind[] = isAdmin ? ['instants', 'shorts', 'influencers'] : ['instants', 'shorts'];
  const panels: Record<Kind, ReactNode> = {
    instants: recentInstantsPanel,
    shorts: recentShortsPanel,
    influencers: undefined,
  };
  const tabs: RecentTab[] = shown.map((kind) => ({
    id: kind,
    label: t.format(kinds[kind].label),
    panel: panels[kind] ?? (
      <>
        <RecentList
          kind={kind}
          items={lists[kind]}
          isLoading={isRecentLoading}
          placeholders={sizes[kind]}
        />
        <div className={styles.panelFooter}>
          <SeeAll kind={kind} />
        </div>
      </>
    ),
  }));
  const name = user.businessName ?? user.username;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>
          {user.businessLogo ? (
            <img
              src={user.businessLogo}
              alt={t.format('home.logoAlt', { name })}
              className={styles.logo}
            />
          ) : (
            t.format('home.welcome', { name: user.username })
          )}
        </h1>
      </header>
      {plan ? <TrialAlert isAdmin={isAdmin} plan={plan} /> : null}
      {createButtons ? <div className={styles.create}>{createButtons}</div> : null}
      {isAdmin && user.settings ? (
        <SetupTodo
          state={{
            logoUrl: user.businessLogo,
            themeIsInitial: user.theme.isInitial,
            shippingAndReturnsUrl: user.settings.shippingAndReturnsUrl,
            hasUtm: hasAnyUtm(user.settings.utmParams),
            facebookPixelId: user.settings.facebookPixelId,
            googleAnalyticsId: user.settings.googleAnalyticsId,
          }}
          soldOut={soldOutLinks}
        />
      ) : null}
      <Card title={t.format('home.recentActivities')}>
        {isMobile ? (
          shown.map((kind) =>
            panels[kind] != null ? (
              <div key={kind} className={styles.stacked}>
                {panels[kind]}
              </div>
            ) : (
              <section
                key={kind}
                className={styles.stacked}
                aria-label={t.format(kinds[kind].label)}
              >
                <div className={styles.stackedHeader}>
                  <h3 className={styles.subtitle}>{t.format(kinds[kind].label)}</h3>
                  <SeeAll kind={kind} />
                </div>
                <RecentList
                  kind={kind}
                  items={lists[kind]}
                  isLoading={isRecentLoading}
                  placeholders={sizes[kind]}
                />
              </section>
            ),
          )
        ) : (
          <RecentTabs label={t.format('home.recentActivities')} tabs={tabs} />
        )}
      </Card>
      {isAdmin && user.businessId ? (
        <RecentOrders client={client} businessId={user.businessId} />
      ) : null}
      {isMobile && plan && showBookExpertButton(isAdmin, plan, linkCount) ? (
        <div className={styles.floating}>
          <LinkButton href={BOOK_EXPERT_URL} target="_blank" rel="noopener noreferrer">
            {t.format('home.bookExpert')}
          </LinkButton>
        </div>
      ) : null}
    </div>
  );
}
