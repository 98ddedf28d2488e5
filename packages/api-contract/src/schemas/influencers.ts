/**
 * Influencers, their rules, analytics and insights (content.md §3).
 * Wire names are snake_case, spelled exactly as the spec writes them (`prefered_*`); where the
 * spec does not give a field's type, the choice is written next to the field.
 */
import { LIMITS } from '@shoppable/domain';
import * as v from 'valibot';
import { num, text } from './common';
import { link } from './links';
import { permissions } from './session';
import { version } from './version';

export const commissionRules = v.object({
  reduce_refunds_from_commission: v.boolean(),
  reduce_vat_from_commission: v.boolean(),
});
export const revenueRules = v.object({ net_revenue_ratio: num });

/** Per-influencer totals (content.md §3 "Influencer analytics"). */
export const influencerAnalytics = v.object({
  username: text,
  total_clicks: num,
  total_sales: num,
  total_revenue: num,
  currency: text,
});

/** An influencer (content.md §3). */
export const influencer = v.object({
  username: text,
  email: v.nullish(text),
  profile_image_url: v.nullish(text),
  phone: v.nullish(text),
  promocode: v.nullish(text),
  commission: num,
  /** Present only in the password-reset answer. */
  password: v.nullish(text),
  is_active: v.boolean(),
  permissions,
  commission_rules: v.nullish(commissionRules),
  revenue_rules: v.nullish(revenueRules),
  analytics: v.nullish(v.object({ clicks: num, sales: num, revenue: num })),
  links: v.nullish(v.array(link)),
  shorts: v.nullish(v.array(link)),
  /** The edit version: 1 when created, +1 per edit (send it back in the edit body). */
  version,
});

/** The influencer create body; edit takes the same without `username`. */
export const influencerPayload = v.object({
  username: text,
  email: text,
  profile_image_url: v.nullish(text),
  promocode: v.nullish(v.pipe(text, v.maxLength(LIMITS.promocodeMax))),
  commission: v.pipe(
    v.number(),
    v.minValue(LIMITS.commission.min),
    v.maxValue(LIMITS.commission.max),
  ),
  phone: v.nullish(text),
  permissions,
  commission_rules: commissionRules,
  revenue_rules: revenueRules,
});

/** Insights per influencer (content.md §3). */
export const influencerInsight = v.object({
  influencer_username: text,
  currency: text,
  clicks_looks: num,
  clicks_shorts: num,
  commission: num,
  revenue_external: num,
  revenue_looks: num,
  revenue_shorts: num,
  influencer_attributed_revenue: num,
  influencer_attributed_revenue_looks: num,
  influencer_attributed_revenue_shorts: num,
  sales_external: num,
  sales_looks: num,
  sales_shorts: num,
  influencer_attributed_sales_looks: num,
  influencer_attributed_sales_shorts: num,
  total_sales: num,
  total_refunded: num,
});
