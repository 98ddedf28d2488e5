import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import type { ChangeFeed } from '../db/changeFeed';
import type { Db } from '../db/client';
import { LruCache } from '../db/contentCache';
import { fromJsonRow, hot, runHot } from '../db/hot';
import { businesses, influencers, sessions, users } from '../db/schema';
import { ApiError } from '../http';
import { hashToken, newToken } from './crypto';

/** Sessions last 30 days. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type Principal = (
  | { role: 'admin'; token: string; businessId: string; user: typeof users.$inferSelect }
  | {
      role: 'influencer';
      token: string;
      businessId: string;
      influencer: typeof influencers.$inferSelect;
    }
) & {
  /**
   * The business's content version (`content_versions`) read with the session, i.e. before
   * anything else the request reads: the link-list cache compares it instead of asking again.
   * Null for a session answered from memory (`SessionCache`): the change feed stands for it.
   */
  contentVersion: string | null;
};

/** Creates a session and returns its token (only its hash is stored). */
export async function createSession(
  db: Db,
  owner: { businessId: string; userId?: string; influencerId?: string },
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    businessId: owner.businessId,
    userId: owner.userId ?? null,
    influencerId: owner.influencerId ?? null,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return token;
}

/** The bearer token of the request, if any. */
export function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

/** The Hono context key under which `authenticate` keeps the request's principal (a promise). */
const PRINCIPAL_KEY = 'shoppable.principal';

/**
 * The session lookup: the live session of a token hash with its admin or influencer row, one
 * joined query, a hot (server-side prepared) statement: it runs on nearly every request.
 */
const SESSION_LOOKUP = hot(
  'authenticate_session',
  ['text', 'timestamptz'],
  `select s.business_id, s.user_id, s.influencer_id,
     row_to_json(u) as user_row, row_to_json(i) as influencer_row,
     coalesce((select version from content_versions where business_id = s.business_id), 0)::text
       as content_version,
     (extract(epoch from s.expires_at) * 1000)::float8 as expires_ms
   from sessions s
   left join users u on u.id = s.user_id
   left join influencers i on i.id = s.influencer_id
   where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2
   limit 1`,
);

interface SessionRow extends Record<string, unknown> {
  business_id: string;
  user_id: string | null;
  influencer_id: string | null;
  user_row: Record<string, unknown> | null;
  influencer_row: Record<string, unknown> | null;
  content_version: string;
  expires_ms: number;
}

/**
 * Live sessions kept in memory while change notifications are heard (`ChangeFeed`), so a signed-in
 * request asks the database nothing: an entry goes when its session is revoked or deleted, when
 * its business's content changes (its admin or influencer row, permissions included, is part of
 * it), when it expires, and all go when the listener connects or is lost. A lookup racing a
 * change is not kept (the feed's mark). At most 10,000 sessions, least recently used out.
 */
export class SessionCache {
  private readonly entries = new LruCache<{
    principal: Principal;
    expiresMs: number;
    mark: number;
  }>(10_000);

  constructor(private readonly feed: ChangeFeed) {
    feed.onSessionChange((tokenHash) => this.entries.delete(tokenHash));
    feed.onReset(() => this.entries.clear());
  }

  /** The principal of a token hash, looked up in memory first. */
  async principal(db: Db, token: string): Promise<Principal> {
    const tokenHash = hashToken(token);
    const entry = this.entries.get(tokenHash);
    if (entry) {
      if (
        entry.expiresMs > Date.now() &&
        this.feed.contentFresh(entry.principal.businessId, entry.mark)
      ) {
        return entry.principal;
      }
      this.entries.delete(tokenHash);
    }
    const mark = this.feed.mark();
    const { principal, expiresMs } = await lookUpPrincipal(db, token, tokenHash);
    if (
      this.feed.sessionsUnchangedSince(mark) &&
      this.feed.contentFresh(principal.businessId, mark)
    ) {
      this.entries.set(tokenHash, {
        principal: { ...principal, contentVersion: null },
        expiresMs,
        mark,
      });
    }
    return principal;
  }
}

async function lookUpPrincipal(
  db: Db,
  token: string,
  tokenHash = hashToken(token),
): Promise<{ principal: Principal; expiresMs: number }> {
  const [row] = await runHot<SessionRow>(db, SESSION_LOOKUP, [tokenHash, new Date().toISOString()]);
  const expiresMs = Number(row?.expires_ms);
  if (row?.user_id && row.user_row) {
    const principal: Principal = {
      role: 'admin',
      token,
      businessId: row.business_id,
      user: fromJsonRow(users, row.user_row),
      contentVersion: row.content_version,
    };
    return { principal, expiresMs };
  }
  if (row?.influencer_id && row.influencer_row) {
    const principal: Principal = {
      role: 'influencer',
      token,
      businessId: row.business_id,
      influencer: fromJsonRow(influencers, row.influencer_row),
      contentVersion: row.content_version,
    };
    return { principal, expiresMs };
  }
  throw new ApiError(401, 'Invalid or expired session token');
}

/**
 * The signed-in principal, or a 401. Memoized per request in the Hono context: the first call
 * looks the session up (in `sessions` when given and live, else one joined query), later calls in
 * the same request (route() before the body, then the handler, then access helpers) answer the
 * same principal — or the same 401 — without touching the database.
 */
export function authenticate(db: Db, c: Context, sessions?: SessionCache): Promise<Principal> {
  const known = c.get(PRINCIPAL_KEY) as Promise<Principal> | undefined;
  if (known) return known;
  const token = bearerToken(c);
  const principal = !token
    ? Promise.reject(new ApiError(401, 'Missing session token'))
    : sessions
      ? sessions.principal(db, token)
      : lookUpPrincipal(db, token).then((found) => found.principal);
  // A rejection is also answered by the later calls; mark it handled so an unused one never
  // counts as an unhandled rejection.
  principal.catch(() => {});
  c.set(PRINCIPAL_KEY, principal);
  return principal;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left of a trial ending at `endsAt` (0 once ended, null without a trial). */
export function trialDaysLeft(endsAt: Date | null, now = new Date()): number | null {
  if (!endsAt) return null;
  return Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / DAY_MS));
}

/**
 * The other domains a custom short or multilink URL may point at: the connected store's own
 * domain first (the seeded stores have no custom `domain`), then the business's extra domains.
 */
function merchantDomains(b: typeof businesses.$inferSelect): string[] {
  const store = b.storeConnected && b.storeDomain ? [b.storeDomain] : [];
  return [...new Set([...store, ...b.availableDomains])].filter((d) => d !== b.domain);
}

/** The contract's `brand` of a business row. */
export function brandOf(b: typeof businesses.$inferSelect) {
  return {
    business_id: b.id,
    business_name: b.name,
    logo_url: b.logoUrl,
    currency: b.currency,
    subscription_plan: b.subscriptionPlan as 'FREE' | 'STARTER' | 'BUSINESS' | 'PRO' | 'ENTERPRISE',
    free_trial_days_left: trialDaysLeft(b.trialEndsAt),
    domain: b.domain,
    available_domains: merchantDomains(b),
    utm_params: b.utmParams as never,
    shipping_and_return_url: b.shippingAndReturnUrl,
    facebook_pixel_id: b.facebookPixelId,
    google_analytics_id: b.googleAnalyticsId,
    auto_swap_enabled: b.autoSwapEnabled,
    ai_preferences: b.aiPreferences as never,
    product_vision_configurations: b.productVisionConfigurations as never,
    theme: b.theme as never,
    theme_version: b.themeVersion,
    settings_version: b.settingsVersion,
  };
}

/** The contract's `session` (POST /auth/verify) of a principal. */
export async function sessionOf(db: Db, principal: Principal) {
  const [business] = await db
    .select()
    .from(businesses)
    .where(eq(businesses.id, principal.businessId))
    .limit(1);
  if (principal.role === 'admin') {
    const u = principal.user;
    return {
      token: principal.token,
      user: {
        name: u.name,
        admin_username: u.username,
        username: u.username,
        profile_image_url: u.profileImageUrl,
        email: u.email,
        promocode: null,
        permissions: null,
      },
      is_admin: true,
      brand: business ? brandOf(business) : null,
    };
  }
  const i = principal.influencer;
  const [admin] = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.businessId, principal.businessId))
    .limit(1);
  return {
    token: principal.token,
    user: {
      name: i.name,
      admin_username: admin?.username ?? null,
      username: i.username,
      profile_image_url: i.profileImageUrl,
      email: i.email,
      promocode: i.promocode,
      permissions: i.permissions as never,
    },
    is_admin: false,
    brand: business ? brandOf(business) : null,
  };
}

/** The principal when it is the merchant admin, or a 403. */
export function requireAdmin(principal: Principal): Extract<Principal, { role: 'admin' }> {
  if (principal.role !== 'admin') throw new ApiError(403, 'Only the merchant admin may do this');
  return principal;
}
