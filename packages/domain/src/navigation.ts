import { ROUTES } from './constants';
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
 * Signed-out visitors get no entries. Only visible entries are listed in `tabs`; `sidebar` and
 * `addMenu` list every entry with its flags.
 */
export function navigation(user: NavigationUser): Navigation {
  const signedIn = user.isAuthenticated;
  const admin = signedIn && user.isAdmin;
  const role = admin ? 'admin' : 'influencer';
  const ended = trialState(user).ended;
  const magic = signedIn && canUseMagicStore(user, user.productVisionEnabled);
  const analytics = signedIn && canSeeAnalytics(role, user.permissions);
  const creator = signedIn && canEditContent(role, user.permissions);
  const noStore = !user.hasStore;
  const entry = (key: NavKey, href: string, visible: boolean, upsell = false, needsStore = true): NavEntry => ({
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
