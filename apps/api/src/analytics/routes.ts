import {
  businessAnalytics,
  insightsOverview,
  lifetimeAnalytics,
  linkAnalytics,
  linkAnalyticsRows,
  linkFunnel as linkFunnelEndpoint,
  linkOrderDetails,
  linkOrders,
  linkProducts as linkProductsEndpoint,
  linkProductsCount,
  postAnalytics,
  postProducts,
} from '@shoppable/api-contract';
import { PAGE_SIZES } from '@shoppable/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { requireAdmin } from '../auth/access';
import { authenticate, type Principal } from '../auth/session';
import type { Db } from '../db/client';
import { linkEvents, linkProducts, orders } from '../db/content.schema';
import { socialPosts } from '../db/store.schema';
import { ApiError, route } from '../http';
import { storeBaseUrl } from '../links/catalog';
import { businessCurrency, findLink, findMultilink } from '../links/model';
import { orderItemsOf, serializeOrders } from '../orders/model';
import { addsByProduct, linkFunnel, maskFunnel } from './funnel';
import { LINK_ROWS_PAGE, linkRows, requireSortable } from './linkRows';
import { eventFigures, productRows, unitsSold } from './products';
import {
  buildReport,
  experienceIds,
  insights,
  maskReport,
  orderWhere,
  parseRange,
  requireAnalytics,
  today,
  type DayRange,
} from './report';

/** The links a link-analytics id covers: the link itself, or both experiences of a multilink. */
async function linkScope(db: Db, principal: Principal, id: string): Promise<string[]> {
  try {
    const row = await findLink(db, principal, id);
    return [row.id];
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    const multilink = await findMultilink(db, principal, id).catch(() => {
      throw error;
    });
    return experienceIds(db, multilink.id);
  }
}

async function linkProductIds(db: Db, linkIds: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ productId: linkProducts.productId })
    .from(linkProducts)
    .where(inArray(linkProducts.linkId, [...linkIds]))
    .orderBy(linkProducts.linkId, linkProducts.position);
  return [...new Set(rows.map((r) => r.productId))];
}

function page<T>(rows: readonly T[], query: { count?: number; skip?: number }, size: number) {
  const skip = query.skip ?? 0;
  const count = Math.min(Math.max(query.count ?? size, 0), 200);
  return {
    slice: rows.slice(skip, skip + count),
    next: skip + count < rows.length ? skip + count : null,
  };
}

async function findPost(db: Db, principal: Principal, social: string, postId: string) {
  const [post] = await db
    .select()
    .from(socialPosts)
    .where(
      and(
        eq(socialPosts.id, postId),
        eq(socialPosts.network, social),
        eq(socialPosts.businessId, principal.businessId),
      ),
    )
    .limit(1);
  if (!post) throw new ApiError(404, 'Post not found');
  return post;
}

const postProductIds = (post: typeof socialPosts.$inferSelect) => [
  ...new Set([...post.productIds, ...post.autoProductIds]),
];

/** Orders of shopboard links holding a product, per day (a post's checkouts). */
async function shopboardOrdersByDay(
  db: Db,
  businessId: string,
  productIds: readonly string[],
  range: DayRange,
) {
  if (productIds.length === 0) return new Map<string, number>();
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, n: sql<string>`count(distinct ${orders.id})` })
    .from(orders)
    .where(
      and(
        orderWhere({ businessId }, range),
        eq(orders.linkType, 'SHOPBOARD'),
        sql`exists (select 1 from order_items oi where oi.order_id = ${orders.id} and oi.product_id in (${sql.join(
          productIds.map((id) => sql`${id}`),
          sql`, `,
        )}))`,
      ),
    )
    .groupBy(day);
  return new Map(rows.map((r) => [r.day, Number(r.n)]));
}

/** Insights, business, lifetime, link and post analytics (content.md §7; DESIGN.md §6 paths). */
export function registerAnalyticsRoutes(app: Hono, db: Db): void {
  /**
   * The business's report over `range` for the caller: an influencer's own figures only, masked
   * by their permissions (404 for another business, 403 without analytics).
   */
  async function businessReport(c: Context, businessId: string, range: DayRange) {
    const principal = await authenticate(db, c);
    if (principal.businessId !== businessId) throw new ApiError(404, 'Business not found');
    requireAnalytics(principal);
    const scope = {
      businessId: principal.businessId,
      ...(principal.role === 'influencer' ? { influencerId: principal.influencer.id } : {}),
    };
    const currency = await businessCurrency(db, principal.businessId);
    return maskReport(principal, await buildReport(db, scope, range, currency));
  }

  route(app, insightsOverview, async (c, { query }) => {
    const admin = await requireAdmin(db, c);
    const range = parseRange(query);
    const currency = await businessCurrency(db, admin.businessId);
    return insights(db, { businessId: admin.businessId }, range, currency);
  });

  route(app, lifetimeAnalytics, async (c, { params }) => {
    return businessReport(c, params.businessId, { from: null, to: today() });
  });

  route(app, businessAnalytics, async (c, { params, query }) => {
    return businessReport(c, params.businessId, parseRange(query));
  });

  route(app, linkAnalyticsRows, async (c, { params, query }) => {
    const principal = await authenticate(db, c);
    if (principal.businessId !== params.businessId) throw new ApiError(404, 'Business not found');
    requireAnalytics(principal);
    const sort = query.sort ?? 'visits';
    requireSortable(principal, sort);
    const range = parseRange(query);
    const [page, currency] = await Promise.all([
      linkRows(db, principal, {
        kind: query.kind,
        range,
        sort,
        order: query.order ?? 'desc',
        skip: query.skip ?? 0,
        count: query.count ?? LINK_ROWS_PAGE,
      }),
      businessCurrency(db, principal.businessId),
    ]);
    return { ...page, currency };
  });

  route(app, linkProductsCount, async (c, { params }) => {
    const principal = await authenticate(db, c);
    requireAnalytics(principal);
    const ids = await linkScope(db, principal, params.linkId);
    return { count: (await linkProductIds(db, ids)).length };
  });

  route(app, linkProductsEndpoint, async (c, { params, query }) => {
    const principal = await authenticate(db, c);
    requireAnalytics(principal);
    const ids = await linkScope(db, principal, params.linkId);
    const productIds = await linkProductIds(db, ids);
    const range: DayRange = { from: null, to: today() };
    const [figures, adds, sold] = await Promise.all([
      eventFigures(db, principal.businessId, productIds, range, ids),
      addsByProduct(db, ids, range),
      unitsSold(db, { businessId: principal.businessId, linkIds: ids }, range, productIds),
    ]);
    for (const id of productIds) {
      const f = figures.get(id) ?? { view: 0, add: 0, buy: 0 };
      // A link's adds to cart name their product (the funnel's figures).
      f.add = adds.get(id) ?? 0;
      f.buy = sold.get(id) ?? 0;
      figures.set(id, f);
    }
    const rows = (await productRows(db, principal.businessId, productIds, figures)).sort(
      (a, b) => b.rank - a.rank,
    );
    const { slice, next } = page(rows, query, PAGE_SIZES.postProducts);
    return { products: slice, next_skip: next };
  });

  route(app, linkOrderDetails, async (c, { params }) => {
    const admin = await requireAdmin(db, c);
    const ids = await linkScope(db, admin, params.linkId);
    const [row] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.id, params.orderId),
          eq(orders.businessId, admin.businessId),
          inArray(orders.linkId, ids),
        ),
      )
      .limit(1);
    if (!row) throw new ApiError(404, 'Order not found');
    return orderItemsOf(db, row.id);
  });

  route(app, linkOrders, async (c, { params, query }) => {
    const admin = await requireAdmin(db, c);
    const ids = await linkScope(db, admin, params.linkId);
    const count = Math.min(Math.max(query.count ?? PAGE_SIZES.orders, 0), 200);
    const rows = await db
      .select()
      .from(orders)
      .where(and(eq(orders.businessId, admin.businessId), inArray(orders.linkId, ids)))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(count)
      .offset(query.skip ?? 0);
    return serializeOrders(db, rows, await storeBaseUrl(db, admin.businessId));
  });

  route(app, linkAnalytics, async (c, { params, query }) => {
    const principal = await authenticate(db, c);
    requireAnalytics(principal);
    const ids = await linkScope(db, principal, params.linkId);
    const currency = await businessCurrency(db, principal.businessId);
    const report = await buildReport(
      db,
      { businessId: principal.businessId, linkIds: ids },
      parseRange(query),
      currency,
    );
    return maskReport(principal, report);
  });

  route(app, linkFunnelEndpoint, async (c, { params, query }) => {
    const principal = await authenticate(db, c);
    requireAnalytics(principal);
    const ids = await linkScope(db, principal, params.linkId);
    const steps = await linkFunnel(db, principal.businessId, ids, parseRange(query));
    return { products: maskFunnel(principal, steps) };
  });

  route(app, postProducts, async (c, { params, query }) => {
    const principal = await authenticate(db, c);
    requireAnalytics(principal);
    const post = await findPost(db, principal, params.social, params.postId);
    const range = parseRange(query);
    const productIds = postProductIds(post);
    const [events, sold] = await Promise.all([
      db
        .select({ type: linkEvents.type, n: sql<string>`sum(${linkEvents.count})` })
        .from(linkEvents)
        .where(
          and(
            eq(linkEvents.linkId, post.id),
            range.from ? sql`${linkEvents.day} >= ${range.from}` : undefined,
            sql`${linkEvents.day} <= ${range.to}`,
          ),
        )
        .groupBy(linkEvents.type),
      unitsSold(
        db,
        { businessId: principal.businessId },
        range,
        productIds,
        sql`${orders.linkType} = 'SHOPBOARD'`,
      ),
    ]);
    const views = Number(events.find((e) => e.type === 'visit')?.n ?? 0);
    const adds = Number(events.find((e) => e.type === 'add_to_cart')?.n ?? 0);
    const figures = new Map(
      productIds.map((id) => [
        id,
        {
          view: views,
          add: Math.round(adds / Math.max(1, productIds.length)),
          buy: sold.get(id) ?? 0,
        },
      ]),
    );
    const rows = (await productRows(db, principal.businessId, productIds, figures)).sort(
      (a, b) => b.rank - a.rank,
    );
    const { slice, next } = page(rows, query, PAGE_SIZES.postProducts);
    return {
      products: Object.fromEntries(slice.map((row) => [row.product_id, row])),
      next_skip: next,
    };
  });

  route(app, postAnalytics, async (c, { params, query }) => {
    const principal = await authenticate(db, c);
    requireAnalytics(principal);
    const post = await findPost(db, principal, params.social, params.postId);
    const range = parseRange(query);
    const [daily, lifetime, checkouts] = await Promise.all([
      db
        .select({ day: linkEvents.day, n: sql<string>`sum(${linkEvents.count})` })
        .from(linkEvents)
        .where(
          and(
            eq(linkEvents.linkId, post.id),
            eq(linkEvents.type, 'visit'),
            range.from ? sql`${linkEvents.day} >= ${range.from}` : undefined,
            sql`${linkEvents.day} <= ${range.to}`,
          ),
        )
        .groupBy(linkEvents.day)
        .orderBy(linkEvents.day),
      db
        .select({ n: sql<string>`coalesce(sum(${linkEvents.count}), 0)` })
        .from(linkEvents)
        .where(and(eq(linkEvents.linkId, post.id), eq(linkEvents.type, 'visit'))),
      shopboardOrdersByDay(db, principal.businessId, postProductIds(post), range),
    ]);
    const days = new Set([...daily.map((d) => d.day), ...checkouts.keys()]);
    const clicksByDay = new Map(daily.map((d) => [d.day, Number(d.n)]));
    const clicks = daily.reduce((sum, d) => sum + Number(d.n), 0);
    return {
      clicks,
      total_clicks: Number(lifetime[0]?.n ?? 0),
      products_count: postProductIds(post).length,
      clicks_data: [...days].sort().map((date) => ({
        date,
        clicks: clicksByDay.get(date) ?? 0,
        visits: clicksByDay.get(date) ?? 0,
        checkouts: checkouts.get(date) ?? 0,
        influencer_attributed_checkouts: 0,
      })),
    };
  });
}
