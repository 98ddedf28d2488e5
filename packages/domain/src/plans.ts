/** A subscription plan as the server names it, in capitals (platform.md §4). */
export type PlanName = 'FREE' | 'STARTER' | 'BUSINESS' | 'PRO' | 'ENTERPRISE';

/** The part of the session that plan rules read (platform.md §3: subscriptionPlan, freeTrialDaysLeft). */
export interface PlanState {
  plan: PlanName;
  freeTrialDaysLeft: number | null;
}

/** One line of a plan card (platform.md §3: features have an id and a content). */
export interface PlanFeature {
  id: string;
  content: string;
}

/** A plan card's data (platform.md §3 "Plans"); `price` and `linkFee` are USD, `null` when by contact or not shown. */
export interface Plan {
  name: PlanName;
  presentedName: string;
  color: string;
  price: number | null;
  period: 'month';
  features: readonly PlanFeature[];
  description: string;
  ordinal: number;
  linkFee: number | null;
  trialDays: number | null;
  subtitle?: string;
}

/** The key of a plan in {@link PLANS} (platform.md §3: starter, business, pro, enterprise, free). */
export type PlanKey = 'starter' | 'business' | 'pro' | 'enterprise' | 'free';

/**
 * Every plan (platform.md §3, §9): Lite 0, Starter 39 with a 30-day trial and a 1.5 USD fee on
 * multi-product links, Business 99 (1 USD), Pro 399 (0.75 USD), Enterprise by contact.
 * Colours and feature texts are not in the spec and are decided here.
 */
export const PLANS: Readonly<Record<PlanKey, Plan>> = {
  free: {
    name: 'FREE',
    presentedName: 'Lite',
    color: '#6B7280',
    price: 0,
    period: 'month',
    features: [
      { id: 'free-links', content: 'Shoppable links and shorts' },
      { id: 'free-trial', content: '30-day trial of business features' },
    ],
    description: 'Start selling from your social content.',
    ordinal: 0,
    linkFee: null,
    trialDays: 30,
  },
  starter: {
    name: 'STARTER',
    presentedName: 'Starter',
    color: '#2563EB',
    price: 39,
    period: 'month',
    features: [
      { id: 'starter-links', content: 'Unlimited Instants, Shorts and Multilinks' },
      { id: 'starter-influencers', content: 'Up to 3 influencers' },
      { id: 'starter-fee', content: '1.5 USD fee on multi-product links' },
    ],
    description: 'For stores getting started with shoppable content.',
    ordinal: 1,
    linkFee: 1.5,
    trialDays: 30,
  },
  business: {
    name: 'BUSINESS',
    presentedName: 'Business',
    color: '#7C3AED',
    price: 99,
    period: 'month',
    features: [
      { id: 'business-influencers', content: 'Up to 15 influencers' },
      { id: 'business-trends', content: 'Trends and custom domain' },
      { id: 'business-fee', content: '1 USD fee on multi-product links' },
    ],
    description: 'For growing brands working with influencers.',
    ordinal: 2,
    linkFee: 1,
    trialDays: null,
  },
  pro: {
    name: 'PRO',
    presentedName: 'Pro',
    color: '#DB2777',
    price: 399,
    period: 'month',
    features: [
      { id: 'pro-influencers', content: 'Unlimited influencers' },
      { id: 'pro-trends', content: 'Trends and custom domain' },
      { id: 'pro-fee', content: '0.75 USD fee on multi-product links' },
    ],
    description: 'For brands running influencer programmes at scale.',
    ordinal: 3,
    linkFee: 0.75,
    trialDays: null,
  },
  enterprise: {
    name: 'ENTERPRISE',
    presentedName: 'Enterprise',
    color: '#111827',
    price: null,
    period: 'month',
    features: [
      { id: 'enterprise-custom', content: 'Custom terms and onboarding' },
      { id: 'enterprise-support', content: 'Dedicated support' },
    ],
    description: 'For large retailers with custom needs.',
    ordinal: 4,
    linkFee: null,
    trialDays: null,
    subtitle: 'Contact us',
  },
};

/** The plan card of a server plan name (platform.md §3). */
export function planOf(name: PlanName): Plan {
  return PLANS[name.toLowerCase() as PlanKey];
}

/** Days left, with a missing or non-finite count read as 0 (safe meaning of a missing number). */
function daysLeft(s: PlanState): number {
  const d = s.freeTrialDaysLeft;
  return d !== null && Number.isFinite(d) ? d : 0;
}

/**
 * Free-trial state (platform.md §4): a FREE user with days left above 0 is in trial; with 7 or
 * fewer days left in trial it is the last week; with none left the trial ended. Paid plans: all false.
 */
export function trialState(s: PlanState): { inTrial: boolean; lastWeek: boolean; ended: boolean } {
  if (s.plan !== 'FREE') return { inTrial: false, lastWeek: false, ended: false };
  const d = daysLeft(s);
  return { inTrial: d > 0, lastWeek: d > 0 && d <= 7, ended: d <= 0 };
}

/**
 * Business features are on for PRO, BUSINESS and a trialing FREE user (platform.md §4). Read
 * literally, ENTERPRISE is not in the list, so it is off there too.
 */
export function hasBusinessFeatures(s: PlanState): boolean {
  return s.plan === 'PRO' || s.plan === 'BUSINESS' || trialState(s).inTrial;
}

/**
 * Influencer cap (platform.md §6): trialing free 3, Starter 3, Business 15, Pro unlimited
 * (`Infinity`), otherwise 0 — read literally, so an ended trial and ENTERPRISE give 0.
 */
export function influencerCap(s: PlanState): number {
  switch (s.plan) {
    case 'STARTER':
      return 3;
    case 'BUSINESS':
      return 15;
    case 'PRO':
      return Number.POSITIVE_INFINITY;
    case 'FREE':
      return trialState(s).inTrial ? 3 : 0;
    default:
      return 0;
  }
}

/**
 * The dialog that blocks influencer creation once `count` reaches `cap` (platform.md §4): cap
 * above 3 'too-many-influencers', 1 to 3 'three-influencers', 0 'upgrade'; `null` when not blocked.
 */
export function influencerLimitDialog(
  count: number,
  cap: number,
): null | 'too-many-influencers' | 'three-influencers' | 'upgrade' {
  const n = Number.isFinite(count) ? count : 0;
  if (n < cap) return null;
  if (cap > 3) return 'too-many-influencers';
  if (cap >= 1) return 'three-influencers';
  return 'upgrade';
}

/**
 * The action of a pricing card (platform.md §4): the current plan is 'active'; a lower ordinal is
 * 'downgrade'; a trialing free user sees 'free-trial-upgrade'; otherwise 'upgrade'.
 */
export function pricingCardAction(
  card: PlanName,
  s: PlanState,
): 'active' | 'downgrade' | 'free-trial-upgrade' | 'upgrade' {
  if (card === s.plan) return 'active';
  if (planOf(card).ordinal < planOf(s.plan).ordinal) return 'downgrade';
  if (trialState(s).inTrial) return 'free-trial-upgrade';
  return 'upgrade';
}

/**
 * Whether the free-trial alert shows and whether it carries the upgrade button (platform.md §4):
 * admins see it in the last week or after the end, influencers only after the end; upgrade is admin-only.
 */
export function trialAlert(
  isAdmin: boolean,
  s: PlanState,
): { visible: boolean; showUpgrade: boolean } {
  const t = trialState(s);
  const visible = isAdmin ? t.lastWeek || t.ended : t.ended;
  return { visible, showUpgrade: visible && isAdmin };
}

/** The upsell strip shows to admins, or to anyone once the trial ended (platform.md §4). */
export function upsellStripVisible(isAdmin: boolean, s: PlanState): boolean {
  return isAdmin || trialState(s).ended;
}

/**
 * The base address of public links (platform.md §4): the custom domain only when business
 * features are on and a domain is set, otherwise the default frontend address.
 */
export function linkBaseUrl(
  s: PlanState,
  domain: string | null | undefined,
  defaultBase: string,
): string {
  const d = (domain ?? '')
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/+$/, '');
  return hasBusinessFeatures(s) && d !== '' ? `https://${d}` : defaultBase.replace(/\/+$/, '');
}

/** Trends need business features; non-business plans get the upgrade dialog (platform.md §6, content.md §6). */
export function canUseTrends(s: PlanState): boolean {
  return hasBusinessFeatures(s);
}

/**
 * Magic Store is for non-free users with the product-vision setting enabled (content.md §2, §6);
 * a FREE user is excluded even while trialing (safe meaning of "not for free users").
 */
export function canUseMagicStore(s: PlanState, productVisionEnabled: boolean): boolean {
  return s.plan !== 'FREE' && productVisionEnabled;
}

/**
 * What the Magic Store page shows an admin (content.md §2, §6): `available`; `free-plan` (not for
 * free users, trialing or not: the upgrade) first; `no-vision` (a paid plan without the
 * product-vision feature: book a demo). Influencers never reach the page.
 */
export type MagicStoreAccess = 'available' | 'free-plan' | 'no-vision';

/** The Magic Store gate of an admin on plan `s` (see `MagicStoreAccess`). */
export function magicStoreAccess(s: PlanState, productVisionEnabled: boolean): MagicStoreAccess {
  if (canUseMagicStore(s, productVisionEnabled)) return 'available';
  return s.plan === 'FREE' ? 'free-plan' : 'no-vision';
}

/**
 * The free-trial gate of content creation (content.md §4, §6; platform.md §2): a FREE user whose
 * trial ended gets the free-trial dialog instead of creating or editing links, shorts, multilinks
 * and influencers, changing post visibility, tagging, Magic Store and AI preferences.
 */
export function creationGate(s: PlanState): 'allowed' | 'free-trial-dialog' {
  return trialState(s).ended ? 'free-trial-dialog' : 'allowed';
}

/** The floating book-an-expert button on mobile shows to free admins with fewer than 3 links (platform.md §2). */
export function showBookExpertButton(isAdmin: boolean, s: PlanState, linkCount: number): boolean {
  return isAdmin && s.plan === 'FREE' && (Number.isFinite(linkCount) ? linkCount : 0) < 3;
}
