import { creationGate, type PlanName } from '@shoppable/domain';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { requirePermission } from '../auth/access';
import { authenticate, trialDaysLeft, type Principal } from '../auth/session';
import type { Db } from '../db/client';
import { businesses, influencers } from '../db/schema';
import { ApiError } from '../http';

/**
 * The principal allowed to create or change content of `businessId`: another business is 404,
 * an influencer needs `allow_creating_and_editing_links`, and a free plan whose trial ended may
 * not create (the dashboard opens its free-trial dialog first; the server refuses too).
 */
export async function requireContentWriter(
  db: Db,
  c: Context,
  businessId?: string,
  creating = false,
): Promise<Principal> {
  const principal = await authenticate(db, c);
  if (businessId !== undefined && businessId !== principal.businessId) {
    throw new ApiError(404, 'Business not found');
  }
  requirePermission(principal, 'allow_creating_and_editing_links');
  if (creating) {
    const [business] = await db
      .select({ plan: businesses.subscriptionPlan, trialEndsAt: businesses.trialEndsAt })
      .from(businesses)
      .where(eq(businesses.id, principal.businessId))
      .limit(1);
    const state = {
      plan: (business?.plan ?? 'FREE') as PlanName,
      freeTrialDaysLeft: trialDaysLeft(business?.trialEndsAt ?? null),
    };
    if (creationGate(state) !== 'allowed') {
      throw new ApiError(403, 'Your free trial has ended: choose a plan to create content');
    }
  }
  return principal;
}

/**
 * The influencer a piece of content is credited to: an influencer always credits themself; an
 * admin may name an active influencer of the business (400 for an unknown or inactive one).
 */
export async function contentOwner(
  db: Db,
  principal: Principal,
  username: string | null | undefined,
): Promise<string | null> {
  if (principal.role === 'influencer') return principal.influencer.id;
  if (!username) return null;
  const [row] = await db
    .select({ id: influencers.id, active: influencers.active })
    .from(influencers)
    .where(
      and(eq(influencers.businessId, principal.businessId), eq(influencers.username, username)),
    )
    .limit(1);
  if (!row) throw new ApiError(400, `Unknown influencer "${username}"`);
  if (!row.active) throw new ApiError(400, `The influencer "${username}" is deactivated`);
  return row.id;
}

/** The domains a custom short URL may point at: the store's and the business's. */
export async function businessDomains(db: Db, businessId: string): Promise<string[]> {
  const [row] = await db
    .select({
      storeDomain: businesses.storeDomain,
      domain: businesses.domain,
      available: businesses.availableDomains,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!row) return [];
  return [row.storeDomain, row.domain, ...row.available].filter(
    (d): d is string => typeof d === 'string' && d !== '',
  );
}
