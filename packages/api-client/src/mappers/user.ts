import { ALL_PERMISSIONS, type PlanName } from '@shoppable/domain';
import { permissionsFromWire, type Permissions } from './permissions';
import { settingsFromWire, type Settings } from './settings';
import { themeFromWire, type ThemeGroups } from './theme';
import type { WireSession } from './wire';

/**
 * The client-held user details (platform.md §3 "User/session") that come from the session
 * answer. UI state (`sidebarExpanded`) and the data other calls load (analytics, shopboard,
 * recent activities) are not part of it.
 */
export interface UserDetails {
  /** Always true for details read from a session answer. */
  isAuthenticated: boolean;
  /** Wire `is_admin`. */
  isAdmin: boolean;
  name: string;
  /** '' when unset. */
  email: string;
  username: string;
  /** The admin account an influencer belongs to (wire `admin_username`); `null` for admins. */
  adminUsername: string | null;
  /** The influencer's own username; `null` for an admin. */
  influencerUsername: string | null;
  /** Wire `profile_image_url`. */
  influencerImageUrl: string | null;
  /** The user's code; '' when unset. */
  promocode: string;
  /** `null` without a store (no brand). */
  businessId: string | null;
  businessName: string | null;
  /** Wire `logo_url`. */
  businessLogo: string | null;
  /** Wire `currency`; USD without a brand. */
  businessCurrency: string;
  domain: string | null;
  availableDomains: string[];
  /** The stored URL (`https://…`) as sent; `null` when unset. */
  shippingAndReturnsUrl: string | null;
  /** Uppercase plan name; `null` without a brand. */
  subscriptionPlan: PlanName | null;
  freeTrialDaysLeft: number | null;
  /** Admins get every permission when their session carries none (content.md §6). */
  permissions: Permissions;
  /** `null` without a brand. */
  settings: Settings | null;
  theme: ThemeGroups;
  /** The theme's edit version (wire `brand.theme_version`; 1 without a brand): a theme save sends it. */
  themeVersion: number;
}

/** The currency a business has when none is known (platform.md §3). */
const DEFAULT_CURRENCY = 'USD';

/** The user details from the `POST /auth/verify` answer. */
export function userDetailsFromWire(wire: WireSession): UserDetails {
  const { user, brand } = wire;
  return {
    isAuthenticated: true,
    isAdmin: wire.is_admin,
    name: user.name,
    email: user.email ?? '',
    username: user.username,
    adminUsername: user.admin_username ?? null,
    influencerUsername: wire.is_admin ? null : user.username,
    influencerImageUrl: user.profile_image_url ?? null,
    promocode: user.promocode ?? '',
    businessId: brand?.business_id ?? null,
    businessName: brand?.business_name ?? null,
    businessLogo: brand?.logo_url ?? null,
    businessCurrency: brand?.currency || DEFAULT_CURRENCY,
    domain: brand?.domain ?? null,
    availableDomains: [...(brand?.available_domains ?? [])],
    shippingAndReturnsUrl: brand?.shipping_and_return_url || null,
    subscriptionPlan: brand?.subscription_plan ?? null,
    freeTrialDaysLeft: brand?.free_trial_days_left ?? null,
    permissions:
      wire.is_admin && !user.permissions
        ? { ...ALL_PERMISSIONS }
        : permissionsFromWire(user.permissions),
    settings: brand ? settingsFromWire(brand) : null,
    theme: themeFromWire(brand?.theme),
    themeVersion: brand?.theme_version ?? 1,
  };
}
