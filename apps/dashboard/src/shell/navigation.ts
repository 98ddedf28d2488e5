import type { UserDetails } from '@shoppable/api-client';
import { navigation, type NavEntry, type Navigation, type NavigationUser } from '@shoppable/domain';

/**
 * What the navigation rule of `@shoppable/domain` needs, read from the verified user
 * (platform.md §2, §6): role, store connection, plan and trial, the product-vision setting and
 * the influencer permissions. Signed out (`null`) gives no entries.
 */
export function navigationUserOf(user: UserDetails | null): NavigationUser {
  return {
    isAuthenticated: user !== null,
    isAdmin: user?.isAdmin ?? false,
    hasStore: user?.businessId != null,
    productVisionEnabled: user?.settings?.productVisionConfigurations.isEnabled ?? false,
    permissions: user?.permissions ?? {
      clicksEnabled: false,
      salesEnabled: false,
      revenueEnabled: false,
      commissionEnabled: false,
      crEnabled: false,
      aovEnabled: false,
      isActiveInfluencer: false,
    },
    plan: user?.subscriptionPlan ?? 'FREE',
    freeTrialDaysLeft: user?.freeTrialDaysLeft ?? null,
  };
}

/**
 * The shell's entries for this user: sidebar, phone tabs and add menu, the visible ones only (who
 * sees what is domain's `navigation()` rule).
 */
export function shellNavigation(user: UserDetails | null): Navigation {
  const { sidebar, tabs, addMenu } = navigation(navigationUserOf(user));
  const shown = (entries: NavEntry[]) => entries.filter((entry) => entry.visible);
  return { sidebar: shown(sidebar), tabs: shown(tabs), addMenu: shown(addMenu) };
}
