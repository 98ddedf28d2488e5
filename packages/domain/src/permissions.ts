/** Influencer permissions as the server sends them (platform.md §3, content.md §3). */
export interface ServerPermissions {
  analytics_commission_enabled: boolean;
  analytics_clicks_enabled: boolean;
  analytics_revenue_enabled: boolean;
  analytics_sales_enabled: boolean;
  analytics_cr_enabled: boolean;
  analytics_aov_enabled: boolean;
  allow_creating_and_editing_links: boolean;
}

/** Influencer permissions with their client names (platform.md §3, content.md §3). */
export interface ClientPermissions {
  clicksEnabled: boolean;
  salesEnabled: boolean;
  revenueEnabled: boolean;
  commissionEnabled: boolean;
  crEnabled: boolean;
  aovEnabled: boolean;
  isActiveInfluencer: boolean;
}

/** Who is signed in: the merchant or one of its influencers (platform.md §6). */
export type Role = 'admin' | 'influencer';

/** Every permission on: what an admin is treated as having (content.md §6 "sees all analytics"). */
export const ALL_PERMISSIONS: Readonly<ClientPermissions> = {
  clicksEnabled: true,
  salesEnabled: true,
  revenueEnabled: true,
  commissionEnabled: true,
  crEnabled: true,
  aovEnabled: true,
  isActiveInfluencer: true,
};

/** What a signed-in user may see and do: everything for an admin, an influencer their own. */
export function permissionsOf(user: {
  isAdmin: boolean;
  permissions: ClientPermissions;
}): Readonly<ClientPermissions> {
  return user.isAdmin ? ALL_PERMISSIONS : user.permissions;
}

/** Server permissions to client names; a missing or non-boolean flag is off (platform.md §3). */
export function toClientPermissions(
  server: Partial<ServerPermissions> | null | undefined,
): ClientPermissions {
  const s = server ?? {};
  return {
    clicksEnabled: s.analytics_clicks_enabled === true,
    salesEnabled: s.analytics_sales_enabled === true,
    revenueEnabled: s.analytics_revenue_enabled === true,
    commissionEnabled: s.analytics_commission_enabled === true,
    crEnabled: s.analytics_cr_enabled === true,
    aovEnabled: s.analytics_aov_enabled === true,
    isActiveInfluencer: s.allow_creating_and_editing_links === true,
  };
}

/** Client permissions back to the server's names (content.md §7 influencer create/edit body). */
export function toServerPermissions(client: ClientPermissions): ServerPermissions {
  return {
    analytics_commission_enabled: client.commissionEnabled,
    analytics_clicks_enabled: client.clicksEnabled,
    analytics_revenue_enabled: client.revenueEnabled,
    analytics_sales_enabled: client.salesEnabled,
    analytics_cr_enabled: client.crEnabled,
    analytics_aov_enabled: client.aovEnabled,
    allow_creating_and_editing_links: client.isActiveInfluencer,
  };
}

/**
 * One switch of the influencer form (content.md §4): turning sales off forces CR on and turning
 * revenue off forces AOV on (the forced value is true, as the spec observes).
 */
export function applyPermissionToggle(
  p: ClientPermissions,
  key: keyof ClientPermissions,
  value: boolean,
): ClientPermissions {
  const next = { ...p, [key]: value };
  if (key === 'salesEnabled' && !value) next.crEnabled = true;
  if (key === 'revenueEnabled' && !value) next.aovEnabled = true;
  return next;
}

/** CR is a sub-permission of sales and AOV of revenue: their switches are disabled while the parent is off (content.md §6). */
export function isPermissionToggleDisabled(
  p: ClientPermissions,
  key: keyof ClientPermissions,
): boolean {
  if (key === 'crEnabled') return !p.salesEnabled;
  if (key === 'aovEnabled') return !p.revenueEnabled;
  return false;
}

/** An analytics overview card (content.md §2 "overview cards"). */
export type AnalyticsTileKey =
  'views' | 'checkouts' | 'conversionRate' | 'revenue' | 'averageOrderValue';

/** A visible overview card; `attributed` means it shows influencer-attributed figures (content.md §6). */
export interface AnalyticsTile {
  key: AnalyticsTileKey;
  attributed: boolean;
}

/**
 * Overview cards (content.md §6): admins see all five; influencers see views with clicks,
 * checkouts with sales, revenue (attributed) with revenue, CR with sales+clicks+CR, AOV with revenue+AOV.
 * Influencers' checkouts are their attributed checkouts.
 */
export function analyticsTiles(role: Role, permissions: ClientPermissions): AnalyticsTile[] {
  const keys: AnalyticsTileKey[] = [
    'views',
    'checkouts',
    'conversionRate',
    'revenue',
    'averageOrderValue',
  ];
  if (role === 'admin') return keys.map((key) => ({ key, attributed: false }));
  const p = permissions;
  const visible: Record<AnalyticsTileKey, boolean> = {
    views: p.clicksEnabled,
    checkouts: p.salesEnabled,
    conversionRate: p.salesEnabled && p.clicksEnabled && p.crEnabled,
    revenue: p.revenueEnabled,
    averageOrderValue: p.revenueEnabled && p.aovEnabled,
  };
  return keys.filter((k) => visible[k]).map((key) => ({ key, attributed: key !== 'views' }));
}

/** A line of the activity chart (content.md §6 "Chart series"). */
export type ChartSeriesKey =
  'clicks' | 'sales' | 'conversionRate' | 'revenue' | 'averageOrderValue';

/**
 * Chart series (content.md §6): clicks needs admin or clicks; sales admin or sales; CR admin or
 * sales+CR; revenue admin or revenue; AOV admin or sales+revenue+AOV.
 */
export function chartSeries(role: Role, permissions: ClientPermissions): ChartSeriesKey[] {
  const admin = role === 'admin';
  const p = permissions;
  const visible: Record<ChartSeriesKey, boolean> = {
    clicks: admin || p.clicksEnabled,
    sales: admin || p.salesEnabled,
    conversionRate: admin || (p.salesEnabled && p.crEnabled),
    revenue: admin || p.revenueEnabled,
    averageOrderValue: admin || (p.salesEnabled && p.revenueEnabled && p.aovEnabled),
  };
  return (Object.keys(visible) as ChartSeriesKey[]).filter((k) => visible[k]);
}

/** Which analytics sections show (content.md §6): commerce chart and recent orders admin-only, activity chart with clicks or sales, revenue column with revenue, commission for influencers. */
export function analyticsSections(
  role: Role,
  permissions: ClientPermissions,
): {
  commerceChart: boolean;
  activityChart: boolean;
  recentOrders: boolean;
  topProductsRevenueColumn: boolean;
  commission: boolean;
} {
  const admin = role === 'admin';
  const p = permissions;
  return {
    commerceChart: admin,
    activityChart: admin || p.clicksEnabled || p.salesEnabled,
    recentOrders: admin,
    topProductsRevenueColumn: admin || p.revenueEnabled,
    commission: !admin && p.commissionEnabled,
  };
}

/**
 * Shopboard analytics tiles (content.md §6): visits need clicks, checkouts sales, CR both,
 * revenue and AOV revenue. Admins pass {@link ALL_PERMISSIONS}.
 */
export function shopboardTiles(permissions: ClientPermissions): AnalyticsTileKey[] {
  const p = permissions;
  const visible: Record<AnalyticsTileKey, boolean> = {
    views: p.clicksEnabled,
    checkouts: p.salesEnabled,
    conversionRate: p.clicksEnabled && p.salesEnabled,
    revenue: p.revenueEnabled,
    averageOrderValue: p.revenueEnabled,
  };
  return (Object.keys(visible) as AnalyticsTileKey[]).filter((k) => visible[k]);
}

/** The post analytics page shows its chart only with clicks or sales on, and then clicks only (content.md §6). */
export function postAnalyticsSeries(role: Role, permissions: ClientPermissions): ChartSeriesKey[] {
  return role === 'admin' || permissions.clicksEnabled || permissions.salesEnabled
    ? ['clicks']
    : [];
}

/** Analytics is open to admins and to influencers with clicks, sales, revenue or commission on (platform.md §2, §6). */
export function canSeeAnalytics(role: Role, permissions: ClientPermissions): boolean {
  const p = permissions;
  return (
    role === 'admin' || p.clicksEnabled || p.salesEnabled || p.revenueEnabled || p.commissionEnabled
  );
}

/** Creating, editing and deleting links and shorts needs admin or isActiveInfluencer (platform.md §6, content.md §6). */
export function canEditContent(role: Role, permissions: ClientPermissions): boolean {
  return role === 'admin' || permissions.isActiveInfluencer;
}

/** AI preferences tabs need admin plus sales or revenue enabled (content.md §2, §6); pass {@link ALL_PERMISSIONS} for an admin whose session carries none. */
export function canUseAiPreferences(role: Role, permissions: ClientPermissions): boolean {
  return role === 'admin' && (permissions.salesEnabled || permissions.revenueEnabled);
}

/** Analytics tabs (content.md §2): admins links, shorts, shopboard; influencers links and shorts. */
export function analyticsTabs(role: Role): Array<'links' | 'shorts' | 'shopboard'> {
  return role === 'admin' ? ['links', 'shorts', 'shopboard'] : ['links', 'shorts'];
}
