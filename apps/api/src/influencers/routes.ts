import {
  createInfluencer,
  editInfluencer,
  getInfluencer,
  influencerAnalyticsReport,
  influencerReport,
  listInfluencers,
  listInfluencersAnalytics,
  createInfluencerLoginCode,
  resetInfluencerPassword,
  setInfluencerActivation,
  validateInfluencerEmail,
  validateInfluencerUsername,
  type influencer as influencerSchema,
  type influencerPayload,
} from '@shoppable/api-contract';
import {
  influencerCap,
  influencerReportFilename,
  isValidEmail,
  isValidPhone,
  isValidUsername,
  MESSAGES,
  normalizeEmail,
  PAGE_SIZES,
  type PlanName,
} from '@shoppable/domain';
import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import type * as v from 'valibot';
import { can, requireAdmin, type AdminPrincipal } from '../auth/access';
import { hashPassword } from '../auth/crypto';
import { authenticate, trialDaysLeft, type Principal } from '../auth/session';
import type { Throttle } from '../auth/throttle';
import { INFLUENCER_LOGIN_CODE, INFLUENCER_LOGIN_CODE_TTL_MS, issueToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { influencerTerms, linkEvents, links, orders } from '../db/content.schema';
import { businesses, influencers, sessions } from '../db/schema';
import { ApiError, honoPath, parseWith, route } from '../http';
import { nextVersion, staleEdit } from '../versions';
import {
  buildReport,
  maskReport,
  orderWhere,
  parseRange,
  requireAnalytics,
  today,
  type DayRange,
} from '../analytics/report';
import { businessCurrency, serializeLinks, units } from '../links/model';

type InfluencerOut = v.InferOutput<typeof influencerSchema>;
type Payload = v.InferOutput<typeof influencerPayload>;
type InfluencerRow = typeof influencers.$inferSelect;
type TermsRow = typeof influencerTerms.$inferSelect;

const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A generated password: 12 characters without look-alikes, always holding a digit. */
export function generatePassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const chars = Array.from(bytes, (b) => PASSWORD_ALPHABET[b % PASSWORD_ALPHABET.length]!);
  chars[11] = String(2 + (bytes[11]! % 8));
  return chars.join('');
}

/** Clicks, sales and revenue per influencer in a range. */
async function totalsOf(db: Db, businessId: string, ids: readonly string[], range: DayRange) {
  const out = new Map<string, { clicks: number; sales: number; revenue: number }>();
  if (ids.length === 0) return out;
  const [clicks, sales] = await Promise.all([
    db
      .select({ id: links.influencerId, n: sql<string>`sum(${linkEvents.count})` })
      .from(linkEvents)
      .innerJoin(links, eq(links.id, linkEvents.linkId))
      .where(
        and(
          eq(linkEvents.businessId, businessId),
          eq(linkEvents.type, 'visit'),
          inArray(links.influencerId, [...ids]),
          range.from ? sql`${linkEvents.day} >= ${range.from}` : undefined,
          sql`${linkEvents.day} <= ${range.to}`,
        ),
      )
      .groupBy(links.influencerId),
    db
      .select({
        id: orders.influencerId,
        n: sql<string>`count(*)`,
        cents: sql<string>`sum(${orders.totalCents} - ${orders.refundedCents})`,
      })
      .from(orders)
      .where(and(orderWhere({ businessId }, range), inArray(orders.influencerId, [...ids])))
      .groupBy(orders.influencerId),
  ]);
  for (const id of ids) out.set(id, { clicks: 0, sales: 0, revenue: 0 });
  for (const row of clicks) if (row.id) out.get(row.id)!.clicks = Number(row.n);
  for (const row of sales) {
    if (!row.id) continue;
    out.get(row.id)!.sales = Number(row.n);
    out.get(row.id)!.revenue = units(row.cents);
  }
  return out;
}

function serialize(
  row: InfluencerRow,
  terms: TermsRow | null,
  analytics: { clicks: number; sales: number; revenue: number } | null,
): InfluencerOut {
  const p = row.permissions;
  return {
    username: row.username,
    email: row.email,
    profile_image_url: row.profileImageUrl,
    phone: row.phone,
    promocode: row.promocode,
    commission: terms?.commission ?? row.commission,
    password: null,
    is_active: row.active,
    permissions: {
      analytics_commission_enabled: p.analytics_commission_enabled === true,
      analytics_clicks_enabled: p.analytics_clicks_enabled === true,
      analytics_revenue_enabled: p.analytics_revenue_enabled === true,
      analytics_sales_enabled: p.analytics_sales_enabled === true,
      analytics_cr_enabled: p.analytics_cr_enabled === true,
      analytics_aov_enabled: p.analytics_aov_enabled === true,
      allow_creating_and_editing_links: p.allow_creating_and_editing_links === true,
    },
    commission_rules: {
      reduce_refunds_from_commission: terms?.reduceRefunds ?? false,
      reduce_vat_from_commission: terms?.reduceVat ?? false,
    },
    revenue_rules: { net_revenue_ratio: terms?.netRevenueRatio ?? 100 },
    analytics,
    links: null,
    shorts: null,
    version: row.version,
  };
}

/** An influencer of the principal's business by username: 404 otherwise; an influencer only themself (403). */
async function findInfluencer(db: Db, principal: Principal, username: string) {
  if (principal.role === 'influencer' && principal.influencer.username !== username) {
    throw new ApiError(403, 'An influencer reads only their own account');
  }
  const [row] = await db
    .select({ influencer: influencers, terms: influencerTerms })
    .from(influencers)
    .leftJoin(influencerTerms, eq(influencerTerms.influencerId, influencers.id))
    .where(
      and(eq(influencers.businessId, principal.businessId), eq(influencers.username, username)),
    )
    .limit(1);
  if (!row) throw new ApiError(404, 'Influencer not found');
  return row;
}

/** Checks the editable fields; answers them normalised (400 naming the field otherwise). */
function checkFields(body: Omit<Payload, 'username'>) {
  const email = normalizeEmail(body.email);
  if (!isValidEmail(email)) throw new ApiError(400, MESSAGES.emailFormat);
  const phone = body.phone?.trim() || null;
  if (phone !== null && !isValidPhone(phone)) {
    throw new ApiError(400, MESSAGES.phone);
  }
  const decimals = (n: number) => Math.round(n * 100) === n * 100;
  if (!decimals(body.commission)) {
    throw new ApiError(400, MESSAGES.commission);
  }
  const ratio = body.revenue_rules.net_revenue_ratio;
  if (!(ratio >= 0 && ratio <= 100) || !decimals(ratio)) {
    throw new ApiError(400, MESSAGES.netRevenueRatio);
  }
  return {
    email,
    phone,
    promocode: body.promocode?.trim().toUpperCase() || null,
    profileImageUrl: body.profile_image_url?.trim() || null,
    commission: Math.round(body.commission),
    permissions: { ...body.permissions },
    terms: {
      commission: body.commission,
      reduceRefunds: body.commission_rules.reduce_refunds_from_commission,
      reduceVat: body.commission_rules.reduce_vat_from_commission,
      netRevenueRatio: ratio,
    },
  };
}

/** 409 when another influencer of the business already uses this promocode. */
async function checkPromocode(
  db: Db,
  businessId: string,
  promocode: string | null,
  except?: string,
) {
  if (!promocode) return;
  const [taken] = await db
    .select({ id: influencers.id })
    .from(influencers)
    .where(
      and(
        eq(influencers.businessId, businessId),
        sql`upper(${influencers.promocode}) = ${promocode}`,
        except ? ne(influencers.id, except) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw new ApiError(409, `The promocode "${promocode}" belongs to another influencer`);
}

/** 403 when the plan's influencer cap (content.md §6) is reached by the active influencers. */
async function checkCap(db: Db, admin: AdminPrincipal) {
  const [business] = await db
    .select({ plan: businesses.subscriptionPlan, trialEndsAt: businesses.trialEndsAt })
    .from(businesses)
    .where(eq(businesses.id, admin.businessId))
    .limit(1);
  const cap = influencerCap({
    plan: (business?.plan ?? 'FREE') as PlanName,
    freeTrialDaysLeft: trialDaysLeft(business?.trialEndsAt ?? null),
  });
  const [row] = await db
    .select({ n: count() })
    .from(influencers)
    .where(and(eq(influencers.businessId, admin.businessId), eq(influencers.active, true)));
  if ((row?.n ?? 0) >= cap) {
    throw new ApiError(
      403,
      cap === 0
        ? 'Your plan has no influencers: start a free trial or upgrade'
        : `Your plan allows ${cap} active influencers`,
    );
  }
}

async function revokeSessions(db: Db, influencerId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.influencerId, influencerId), isNull(sessions.revokedAt)));
}

async function usernameAvailable(db: Db, businessId: string, username: string) {
  const [row] = await db
    .select({ id: influencers.id })
    .from(influencers)
    .where(and(eq(influencers.businessId, businessId), eq(influencers.username, username)))
    .limit(1);
  return !row;
}

/**
 * Whether an email is free in the business: taken when another influencer of the business has it,
 * compared case-insensitively, the influencer `except` (being edited) left out.
 */
async function emailAvailable(db: Db, businessId: string, email: string, except?: string) {
  const [row] = await db
    .select({ id: influencers.id })
    .from(influencers)
    .where(
      and(
        eq(influencers.businessId, businessId),
        sql`lower(${influencers.email}) = ${email.toLowerCase()}`,
        except ? ne(influencers.id, except) : undefined,
      ),
    )
    .limit(1);
  return !row;
}

/** 409 when another influencer of the business already uses this email. */
async function checkEmail(db: Db, businessId: string, email: string, except?: string) {
  if (!(await emailAvailable(db, businessId, email, except))) {
    throw new ApiError(409, MESSAGES.emailTaken);
  }
}

/** One CSV field, quoted when needed. */
const csv = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

async function influencerLinks(db: Db, row: InfluencerRow, short: boolean, currency: string) {
  const rows = await db
    .select()
    .from(links)
    .where(
      and(
        eq(links.influencerId, row.id),
        isNull(links.multilinkId),
        short ? eq(links.linkType, 'SHORT') : ne(links.linkType, 'SHORT'),
      ),
    )
    .orderBy(desc(links.createdAt), desc(links.id))
    .limit(PAGE_SIZES.links);
  return serializeLinks(db, rows, currency);
}

/** Influencers (content.md §7; base, activation, analytics and report paths of DESIGN.md §6). */
export function registerInfluencerRoutes(app: Hono, db: Db, throttle: Throttle): void {
  const admin = (c: Context) => requireAdmin(db, c);

  // Literal paths first: `/influencers/analytics` before `/influencers/{username}`.
  route(app, listInfluencersAnalytics, async (c, { query }) => {
    const principal = await admin(c);
    const range = parseRange(query);
    const rows = await db
      .select({ id: influencers.id, username: influencers.username })
      .from(influencers)
      .where(eq(influencers.businessId, principal.businessId))
      .orderBy(influencers.username);
    const [totals, currency] = await Promise.all([
      totalsOf(
        db,
        principal.businessId,
        rows.map((r) => r.id),
        range,
      ),
      businessCurrency(db, principal.businessId),
    ]);
    return rows.map((r) => {
      const t = totals.get(r.id)!;
      return {
        username: r.username,
        total_clicks: t.clicks,
        total_sales: t.sales,
        total_revenue: t.revenue,
        currency,
      };
    });
  });

  // The availability checks tell which influencers exist: limited per address like sign-up's.
  route(app, validateInfluencerUsername, async (c, { body }) => {
    const principal = await admin(c);
    await throttle.availabilityCheck(c);
    const username = body.username.trim();
    if (!isValidUsername(username)) throw new ApiError(400, MESSAGES.usernameFormat);
    return { available: await usernameAvailable(db, principal.businessId, username) };
  });

  route(app, validateInfluencerEmail, async (c, { body }) => {
    const principal = await admin(c);
    await throttle.availabilityCheck(c);
    const email = normalizeEmail(body.email);
    if (!isValidEmail(email)) throw new ApiError(400, MESSAGES.emailFormat);
    const except = body.except
      ? (await findInfluencer(db, principal, body.except)).influencer.id
      : undefined;
    return { available: await emailAvailable(db, principal.businessId, email, except) };
  });

  route(app, createInfluencer, async (c, { body }) => {
    const principal = await admin(c);
    const username = body.username.trim();
    if (!isValidUsername(username)) throw new ApiError(400, MESSAGES.usernameFormat);
    if (!(await usernameAvailable(db, principal.businessId, username))) {
      throw new ApiError(409, MESSAGES.usernameTaken);
    }
    const fields = checkFields(body);
    await checkEmail(db, principal.businessId, fields.email);
    await checkPromocode(db, principal.businessId, fields.promocode);
    await checkCap(db, principal);
    const password = generatePassword();
    const id = `inf-${crypto.randomUUID()}`;
    const passwordHash = await hashPassword(password);
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(influencers)
        .values({
          id,
          businessId: principal.businessId,
          username,
          name: username,
          email: fields.email,
          phone: fields.phone,
          passwordHash,
          profileImageUrl: fields.profileImageUrl,
          promocode: fields.promocode,
          commission: fields.commission,
          permissions: fields.permissions,
        })
        .returning();
      const [terms] = await tx
        .insert(influencerTerms)
        .values({ influencerId: id, ...fields.terms })
        .returning();
      return { created: created!, terms: terms! };
    });
    return {
      ...serialize(row.created, row.terms, { clicks: 0, sales: 0, revenue: 0 }),
      password,
    };
  });

  route(app, listInfluencers, async (c) => {
    const principal = await admin(c);
    const rows = await db
      .select({ influencer: influencers, terms: influencerTerms })
      .from(influencers)
      .leftJoin(influencerTerms, eq(influencerTerms.influencerId, influencers.id))
      .where(eq(influencers.businessId, principal.businessId))
      .orderBy(desc(influencers.active), influencers.username);
    const totals = await totalsOf(
      db,
      principal.businessId,
      rows.map((r) => r.influencer.id),
      { from: null, to: today() },
    );
    return rows.map((r) => serialize(r.influencer, r.terms, totals.get(r.influencer.id) ?? null));
  });

  route(app, getInfluencer, async (c, { params }) => {
    const principal = await authenticate(db, c);
    const { influencer, terms } = await findInfluencer(db, principal, params.username);
    const currency = await businessCurrency(db, principal.businessId);
    const [totals, linkList, shortList] = await Promise.all([
      totalsOf(db, principal.businessId, [influencer.id], { from: null, to: today() }),
      influencerLinks(db, influencer, false, currency),
      influencerLinks(db, influencer, true, currency),
    ]);
    return {
      ...serialize(influencer, terms, totals.get(influencer.id) ?? null),
      links: linkList,
      shorts: shortList,
    };
  });

  route(app, editInfluencer, async (c, { params, body }) => {
    const principal = await admin(c);
    const { influencer } = await findInfluencer(db, principal, params.username);
    const fields = checkFields(body);
    await checkEmail(db, principal.businessId, fields.email, influencer.id);
    await checkPromocode(db, principal.businessId, fields.promocode, influencer.id);
    const row = await db.transaction(async (tx) => {
      // One conditional UPDATE checks and takes the version; a stale edit changes nothing (409).
      const [updated] = await tx
        .update(influencers)
        .set({
          email: fields.email,
          phone: fields.phone,
          profileImageUrl: fields.profileImageUrl,
          promocode: fields.promocode,
          commission: fields.commission,
          permissions: fields.permissions,
          version: nextVersion(influencers.version),
        })
        .where(and(eq(influencers.id, influencer.id), eq(influencers.version, body.version)))
        .returning();
      if (!updated) throw staleEdit('influencer');
      const [terms] = await tx
        .insert(influencerTerms)
        .values({ influencerId: influencer.id, ...fields.terms })
        .onConflictDoUpdate({ target: influencerTerms.influencerId, set: fields.terms })
        .returning();
      return { updated, terms: terms! };
    });
    const totals = await totalsOf(db, principal.businessId, [influencer.id], {
      from: null,
      to: today(),
    });
    return serialize(row.updated, row.terms, totals.get(influencer.id) ?? null);
  });

  route(app, resetInfluencerPassword, async (c, { params }) => {
    const principal = await admin(c);
    const { influencer, terms } = await findInfluencer(db, principal, params.username);
    const password = generatePassword();
    await db
      .update(influencers)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(influencers.id, influencer.id));
    await revokeSessions(db, influencer.id);
    return { ...serialize(influencer, terms, null), password };
  });

  route(app, createInfluencerLoginCode, async (c, { params }) => {
    const principal = await admin(c);
    const { influencer } = await findInfluencer(db, principal, params.username);
    if (!influencer.active) throw new ApiError(409, 'A deleted influencer cannot log in');
    const expires = new Date(Date.now() + INFLUENCER_LOGIN_CODE_TTL_MS);
    const code = await issueToken(
      db,
      INFLUENCER_LOGIN_CODE,
      INFLUENCER_LOGIN_CODE_TTL_MS,
      {},
      influencer.id,
    );
    return { code, expires_at: expires.toISOString() };
  });

  route(app, setInfluencerActivation, async (c, { params, body }) => {
    const principal = await admin(c);
    const { influencer } = await findInfluencer(db, principal, params.username);
    if (body.activate && !influencer.active) await checkCap(db, principal);
    await db
      .update(influencers)
      .set({ active: body.activate })
      .where(eq(influencers.id, influencer.id));
    if (!body.activate) await revokeSessions(db, influencer.id);
    return null;
  });

  route(app, influencerAnalyticsReport, async (c, { params, query }) => {
    const principal = await authenticate(db, c);
    requireAnalytics(principal);
    const { influencer } = await findInfluencer(db, principal, params.username);
    const currency = await businessCurrency(db, principal.businessId);
    const report = await buildReport(
      db,
      { businessId: principal.businessId, influencerId: influencer.id },
      parseRange(query),
      currency,
    );
    return maskReport(principal, report);
  });

  // The CSV report: a bare file, not the envelope.
  app.get(honoPath(influencerReport.path), async (c) => {
    const principal = await authenticate(db, c);
    requireAnalytics(principal);
    const params = parseWith(influencerReport.params, c.req.param(), 'path parameter');
    const query = parseWith(influencerReport.query, c.req.query(), 'query');
    const { influencer } = await findInfluencer(db, principal, params.username);
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: query.timezone });
    } catch {
      throw new ApiError(400, `Invalid query: unknown time zone "${query.timezone}"`);
    }
    const range = parseRange(query);
    const currency = await businessCurrency(db, principal.businessId);
    const rows = await db
      .select()
      .from(links)
      .where(and(eq(links.influencerId, influencer.id), isNull(links.multilinkId)))
      .orderBy(desc(links.createdAt), desc(links.id));
    const figures = await linkFigures(
      db,
      principal.businessId,
      rows.map((r) => r.id),
      range,
    );
    // Columns the influencer may not see stay empty (content.md §6).
    const lines = [
      ['link_id', 'link_type', 'title', 'created_at', 'visits', 'checkouts', 'revenue', 'currency'],
      ...rows.map((r) => {
        const f = figures.get(r.id) ?? { visits: 0, checkouts: 0, revenue: 0 };
        return [
          r.id,
          r.linkType,
          r.title ?? r.description ?? '',
          r.createdAt.toISOString().slice(0, 10),
          can(principal, 'analytics_clicks_enabled') ? f.visits : '',
          can(principal, 'analytics_sales_enabled') ? f.checkouts : '',
          can(principal, 'analytics_revenue_enabled') ? f.revenue : '',
          currency,
        ];
      }),
    ];
    const text = `${lines.map((line) => line.map(csv).join(',')).join('\r\n')}\r\n`;
    const filename = influencerReportFilename(
      influencer.username,
      query.from_date.slice(0, 10),
      query.to_date.slice(0, 10),
    );
    return c.body(text, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
    });
  });
}

/** Visits, orders and revenue per link in a range. */
async function linkFigures(db: Db, businessId: string, ids: string[], range: DayRange) {
  const out = new Map<string, { visits: number; checkouts: number; revenue: number }>();
  if (ids.length === 0) return out;
  const [visits, sold] = await Promise.all([
    db
      .select({ id: linkEvents.linkId, n: sql<string>`sum(${linkEvents.count})` })
      .from(linkEvents)
      .where(
        and(
          inArray(linkEvents.linkId, ids),
          eq(linkEvents.type, 'visit'),
          range.from ? sql`${linkEvents.day} >= ${range.from}` : undefined,
          sql`${linkEvents.day} <= ${range.to}`,
        ),
      )
      .groupBy(linkEvents.linkId),
    db
      .select({
        id: orders.linkId,
        n: sql<string>`count(*)`,
        cents: sql<string>`sum(${orders.totalCents} - ${orders.refundedCents})`,
      })
      .from(orders)
      .where(and(orderWhere({ businessId, linkIds: ids }, range)))
      .groupBy(orders.linkId),
  ]);
  for (const id of ids) out.set(id, { visits: 0, checkouts: 0, revenue: 0 });
  for (const row of visits) out.get(row.id)!.visits = Number(row.n);
  for (const row of sold) {
    if (!row.id) continue;
    out.get(row.id)!.checkouts = Number(row.n);
    out.get(row.id)!.revenue = units(row.cents);
  }
  return out;
}
