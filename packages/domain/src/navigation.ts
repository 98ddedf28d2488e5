import { LIMITS, ROUTES } from './constants';
import type { ClientPermissions } from './permissions';
import { canEditContent, canSeeAnalytics } from './permissions';
import type { PlanState } from './plans';
import { canUseMagicStore, hasBusinessFeatures, trialState } from './plans';

/** The external booking page of "Book an expert" (platform.md §2; address not in the spec, decided). */
export const BOOK_EXPERT_URL = 'https://shoppable.app/book-an-expert';

/** What the navigation shell needs to know about the signed-in user (platform.md §2, §6). */
export interface NavigationUser extends PlanState {
  isAuthenticated: boolean;
  isAdmin: boolean;
  hasStore: boolean;
  productVisionEnabled: boolean;
  permissions: ClientPermissions;
}

/** A navigation destination of the shell (platform.md §2 "Navigation shell"). */
export type NavKey =
  | 'home'
  | 'magicStore'
  | 'links'
  | 'shorts'
  | 'multilinks'
  | 'shopboard'
  | 'influencers'
  | 'trends'
  | 'analytics'
  | 'bookExpert'
  | 'appearance'
  | 'settings'
  | 'help'
  | 'link'
  | 'short'
  | 'multilink'
  | 'influencer';

/**
 * One entry: `visible` to render it, `disabled` when it needs a store that is missing, `upsell`
 * when choosing it opens the upgrade or free-trial dialog instead of `href`.
 */
export interface NavEntry {
  key: NavKey;
  href: string;
  visible: boolean;
  disabled: boolean;
  upsell: boolean;
}

/** The entries of the shell: desktop sidebar, mobile tab bar and the mobile add menu (platform.md §2). */
export interface Navigation {
  sidebar: NavEntry[];
  tabs: NavEntry[];
  addMenu: NavEntry[];
}

/**
 * The navigation shell (platform.md §2, §6). Entries are disabled without a store, except Home,
 * Book an expert and Help, which stay usable (decided: a user must be able to find how to connect).
 * Magic Store is an admin entry (not for free plans, only with the product-vision setting on):
 * platform.md §6 lists all an influencer sees (Home, Links, Shorts, My account, Analytics).
 * Signed-out visitors get no entries. Only visible entries are listed in `tabs`; `sidebar` and
 * `addMenu` list every entry with its flags.
 */
export function navigation(user: NavigationUser): Navigation {
  const signedIn = user.isAuthenticated;
  const admin = signedIn && user.isAdmin;
  const role = admin ? 'admin' : 'influencer';
  const ended = trialState(user).ended;
  const magic = admin && canUseMagicStore(user, user.productVisionEnabled);
  const analytics = signedIn && canSeeAnalytics(role, user.permissions);
  const creator = signedIn && canEditContent(role, user.permissions);
  const noStore = !user.hasStore;
  const entry = (
    key: NavKey,
    href: string,
    visible: boolean,
    upsell = false,
    needsStore = true,
  ): NavEntry => ({
    key,
    href,
    visible,
    disabled: visible && needsStore && noStore,
    upsell: visible && upsell,
  });
  const sidebar = [
    entry('home', ROUTES.home, signedIn, false, false),
    entry('magicStore', ROUTES.magicStore, magic),
    entry('links', ROUTES.links, signedIn),
    entry('shorts', ROUTES.shorts, signedIn),
    entry('multilinks', ROUTES.multilinks, admin),
    entry('shopboard', ROUTES.shopboard, admin),
    entry('influencers', ROUTES.influencers, admin),
    entry('trends', ROUTES.trends, admin, !hasBusinessFeatures(user)),
    entry('analytics', ROUTES.analytics, analytics),
    entry('bookExpert', BOOK_EXPERT_URL, admin, false, false),
    entry('appearance', ROUTES.appearance, admin),
    entry('settings', ROUTES.settings, admin),
    entry('help', ROUTES.helpShopify, signedIn, false, false),
  ];
  const tabs = [
    entry('home', ROUTES.home, signedIn, false, false),
    entry('links', ROUTES.links, signedIn),
    entry('shorts', ROUTES.shorts, signedIn),
    entry('influencers', ROUTES.influencers, admin),
    entry('analytics', ROUTES.analytics, !admin && analytics),
  ].filter((e) => e.visible);
  const addMenu = [
    entry('magicStore', ROUTES.magicStore, magic),
    entry('link', ROUTES.linkCreate, creator && !ended),
    entry('short', ROUTES.shortCreate, creator, ended),
    entry('multilink', ROUTES.multilinkCreate, admin && !ended),
    entry('influencer', ROUTES.influencerCreate, admin && !ended),
  ];
  return { sidebar, tabs, addMenu };
}

/** Layout by window width (platform.md §2, §9): mobile below 1000 px, sidebar open by default at 1200 px or more. */
export function layoutFor(width: number): { isMobile: boolean; sidebarExpanded: boolean } {
  return {
    isMobile: width < LIMITS.mobileBreakpoint,
    sidebarExpanded: width >= LIMITS.sidebarOpenWidth,
  };
}

/** What the admin setup to-do list reads (platform.md §2 "Home page"). */
export interface SetupState {
  logoUrl: string | null | undefined;
  themeIsInitial: boolean;
  shippingAndReturnsUrl: string | null | undefined;
  hasUtm: boolean;
  facebookPixelId: string | null | undefined;
  googleAnalyticsId: string | null | undefined;
}

/** One setup step with its deep link (by hash) and whether it is done. */
export interface SetupItem {
  key: 'logo' | 'theme' | 'shippingUrl' | 'utm' | 'analyticsIds';
  href: string;
  done: boolean;
}

const filled = (s: string | null | undefined): boolean => (s ?? '').trim() !== '';

/**
 * The admin setup to-do list (platform.md §2): add logo, customise theme, add shipping-and-returns
 * URL, add UTM params, add analytics ids, each deep-linking by hash (hash names decided). Analytics
 * ids count as done when either id is set.
 */
export function setupChecklist(s: SetupState): SetupItem[] {
  return [
    { key: 'logo', href: `${ROUTES.appearance}#logo`, done: filled(s.logoUrl) },
    { key: 'theme', href: `${ROUTES.appearance}#theme`, done: !s.themeIsInitial },
    {
      key: 'shippingUrl',
      href: `${ROUTES.settings}#shipping-and-returns`,
      done: filled(s.shippingAndReturnsUrl),
    },
    { key: 'utm', href: `${ROUTES.settings}#utm`, done: s.hasUtm },
    {
      key: 'analyticsIds',
      href: `${ROUTES.settings}#analytics`,
      done: filled(s.facebookPixelId) || filled(s.googleAnalyticsId),
    },
  ];
}
