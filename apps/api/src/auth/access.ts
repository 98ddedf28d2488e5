import type { EndpointPermission } from '@shoppable/api-contract';
import type { Context } from 'hono';
import type { Db } from '../db/client';
import { ApiError, type AccessCheck } from '../http';
import { authenticate, type Principal, type SessionCache } from './session';

export type AdminPrincipal = Extract<Principal, { role: 'admin' }>;
export type InfluencerPrincipal = Extract<Principal, { role: 'influencer' }>;

/** An influencer permission flag (`influencers.permissions`). */
export type Permission = EndpointPermission;

/**
 * The contract's access rules, checked before a route reads its input: a session for every
 * non-public endpoint (from `sessions` when given), the merchant admin for `admin` ones, and the
 * endpoint's permission.
 */
export function endpointAccess(db: Db, sessions?: SessionCache): AccessCheck {
  return async (c, endpoint) => {
    const principal = await authenticate(db, c, sessions);
    if (endpoint.access === 'admin' && principal.role !== 'admin') {
      throw new ApiError(403, 'Only the merchant admin can do this');
    }
    if (endpoint.permission) requirePermission(principal, endpoint.permission);
  };
}

/** The signed-in merchant admin, or 401 (no session) / 403 (an influencer). */
export async function requireAdmin(db: Db, c: Context): Promise<AdminPrincipal> {
  const principal = await authenticate(db, c);
  if (principal.role !== 'admin') throw new ApiError(403, 'Only the merchant admin can do this');
  return principal;
}

/** Whether a principal holds a permission (admins hold every one). */
export function can(principal: Principal, permission: Permission): boolean {
  return principal.role === 'admin' || principal.influencer.permissions[permission] === true;
}

/** 403 unless the principal holds the permission. */
export function requirePermission(principal: Principal, permission: Permission): void {
  if (!can(principal, permission)) {
    throw new ApiError(403, `This influencer account lacks the "${permission}" permission`);
  }
}

/**
 * 404 unless `businessId` (from the path) is the principal's own business: another merchant's
 * data is never confirmed to exist.
 */
export function requireOwnBusiness(principal: Principal, businessId: string): void {
  if (principal.businessId !== businessId) throw new ApiError(404, 'Business not found');
}
