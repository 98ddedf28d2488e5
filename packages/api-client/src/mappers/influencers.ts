import { promocodeForPayload, safeNumber } from '@shoppable/domain';
import {
  linkListItemFromWire,
  shortCardFromWire,
  type LinkListItem,
  type ShortCard,
} from './links';
import { permissionsFromWire, permissionsToWire, type Permissions } from './permissions';
import type { WireInfluencer, WireInfluencerInsight, WireInfluencerPayload } from './wire';

/** How commission is computed (wire `commission_rules`). */
export interface CommissionRules {
  reduceRefundsFromCommission: boolean;
  reduceVatFromCommission: boolean;
}

/** How revenue is counted (wire `revenue_rules`). */
export interface RevenueRules {
  /** Percent of the revenue counted (default 100). */
  netRevenueRatio: number;
}

/** An influencer with its client names (content.md §3 "Influencer"). */
export interface Influencer {
  username: string;
  /** '' when unset. */
  email: string;
  profileImageUrl: string | null;
  /** '' when unset. */
  phone: string;
  /** '' when unset. */
  promocode: string;
  /** Commission in percent. */
  commission: number;
  /** Present only in the password-reset answer. */
  password: string | null;
  isActive: boolean;
  permissions: Permissions;
  /** Both off when the server sends none. */
  commissionRules: CommissionRules;
  /** Ratio 100 when the server sends none. */
  revenueRules: RevenueRules;
  /** Totals; zeros when the server sends none. */
  analytics: { clicks: number; sales: number; revenue: number };
  links: LinkListItem[];
  shorts: ShortCard[];
  /** The edit version (1 when created, +1 per edit): an edit sends the one it was based on. */
  version: number;
}

/** The default net revenue ratio (content.md §3). */
const DEFAULT_NET_REVENUE_RATIO = 100;

/** An influencer from the wire. */
export function influencerFromWire(wire: WireInfluencer): Influencer {
  return {
    username: wire.username,
    email: wire.email ?? '',
    profileImageUrl: wire.profile_image_url ?? null,
    phone: wire.phone ?? '',
    promocode: wire.promocode ?? '',
    commission: wire.commission,
    password: wire.password ?? null,
    isActive: wire.is_active,
    permissions: permissionsFromWire(wire.permissions),
    commissionRules: {
      reduceRefundsFromCommission: wire.commission_rules?.reduce_refunds_from_commission === true,
      reduceVatFromCommission: wire.commission_rules?.reduce_vat_from_commission === true,
    },
    revenueRules: {
      netRevenueRatio: wire.revenue_rules?.net_revenue_ratio ?? DEFAULT_NET_REVENUE_RATIO,
    },
    analytics: {
      clicks: safeNumber(wire.analytics?.clicks),
      sales: safeNumber(wire.analytics?.sales),
      revenue: safeNumber(wire.analytics?.revenue),
    },
    links: (wire.links ?? []).map(linkListItemFromWire),
    shorts: (wire.shorts ?? []).map(shortCardFromWire),
    version: wire.version,
  };
}

/**
 * An influencer to the edit body (content.md §7): the create body without `username` (the
 * username never changes); email trimmed, an empty code or phone sent as `null`.
 */
export function influencerEditToWire(client: Influencer): Omit<WireInfluencerPayload, 'username'> {
  const phone = client.phone.trim();
  return {
    email: client.email.trim(),
    profile_image_url: client.profileImageUrl,
    promocode: promocodeForPayload(client.promocode),
    commission: client.commission,
    phone: phone === '' ? null : phone,
    permissions: permissionsToWire(client.permissions),
    commission_rules: {
      reduce_refunds_from_commission: client.commissionRules.reduceRefundsFromCommission,
      reduce_vat_from_commission: client.commissionRules.reduceVatFromCommission,
    },
    revenue_rules: { net_revenue_ratio: client.revenueRules.netRevenueRatio },
  };
}

/** An influencer to the create body: the edit body plus `username`. */
export function influencerToWire(client: Influencer): WireInfluencerPayload {
  return { username: client.username, ...influencerEditToWire(client) };
}

/**
 * One influencer's insight entry with its client names (content.md §3): the wire's "looks" are
 * the client's "links" and "external" its "organic".
 */
export interface InfluencerInsight {
  influencerUsername: string;
  currency: string;
  /** Wire `total_sales`. */
  totalRevenue: number;
  totalRefunded: number;
  influencerAttributedRevenue: number;
  commission: number;
  /** Wire `sales_looks`. */
  salesLinks: number;
  influencerAttributedSalesLinks: number;
  salesShorts: number;
  influencerAttributedSalesShorts: number;
  /** Wire `sales_external`. */
  salesOrganic: number;
  /** Wire `revenue_looks`. */
  revenueLinks: number;
  influencerAttributedRevenueLinks: number;
  revenueShorts: number;
  influencerAttributedRevenueShorts: number;
  /** Wire `revenue_external`. */
  revenueOrganic: number;
  /** Wire `clicks_looks`. */
  linksClicks: number;
  /** Wire `clicks_shorts`. */
  shortsClicks: number;
}

/**
 * An insight entry from the wire. `totalRevenue` reads `total_sales`: the wire has no total
 * revenue field and its `total_sales` sits beside `total_refunded` as the money total.
 */
export function influencerInsightFromWire(wire: WireInfluencerInsight): InfluencerInsight {
  return {
    influencerUsername: wire.influencer_username,
    currency: wire.currency,
    totalRevenue: wire.total_sales,
    totalRefunded: wire.total_refunded,
    influencerAttributedRevenue: wire.influencer_attributed_revenue,
    commission: wire.commission,
    salesLinks: wire.sales_looks,
    influencerAttributedSalesLinks: wire.influencer_attributed_sales_looks,
    salesShorts: wire.sales_shorts,
    influencerAttributedSalesShorts: wire.influencer_attributed_sales_shorts,
    salesOrganic: wire.sales_external,
    revenueLinks: wire.revenue_looks,
    influencerAttributedRevenueLinks: wire.influencer_attributed_revenue_looks,
    revenueShorts: wire.revenue_shorts,
    influencerAttributedRevenueShorts: wire.influencer_attributed_revenue_shorts,
    revenueOrganic: wire.revenue_external,
    linksClicks: wire.clicks_looks,
    shortsClicks: wire.clicks_shorts,
  };
}
