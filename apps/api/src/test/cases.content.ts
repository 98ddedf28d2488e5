/**
 * Contract and role cases of the content and commerce endpoints (links, shorts, multilinks,
 * influencers, analytics, trends, orders, public pages): one per endpoint, see `./contract`.
 */
import { endpoints } from '@shoppable/api-contract';
import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import { linkProducts, links, orders, publicIds } from '../db/content.schema';
import { influencers } from '../db/schema';
import { products, socialPosts, variants } from '../db/store.schema';
import { CONTENT_SEED } from '../seed/content';
import type { CaseContext, CaseRequest, EndpointCase } from './contract';

const DEMO = 'biz-demo';
const ACME = 'biz-acme';
const C = CONTENT_SEED;

const ALL = {
  analytics_commission_enabled: true,
  analytics_clicks_enabled: true,
  analytics_revenue_enabled: true,
  analytics_sales_enabled: true,
  analytics_cr_enabled: true,
  analytics_aov_enabled: true,
  allow_creating_and_editing_links: true,
};

/** The first `n` inventory ids of a store that have stock. */
async function inventory(ctx: CaseContext, businessId: string, n: number) {
  const rows = await ctx.db
    .select({ inventoryId: products.inventoryId, options: variants.selectedOptions })
    .from(products)
    .innerJoin(variants, eq(variants.productId, products.id))
    .where(
      and(
        eq(products.businessId, businessId),
        eq(products.status, 'active'),
        gt(variants.stock, 5),
      ),
    )
    .orderBy(asc(products.position), asc(variants.position))
    .limit(n * 8);
  const seen = new Set<string>();
  return rows
    .filter((r) => (seen.has(r.inventoryId) ? false : (seen.add(r.inventoryId), true)))
    .slice(0, n)
    .map((r) => r.inventoryId);
}

/** A throwaway Instant owned by `influencerId` (maya unless told), for destructive cases. */
async function throwawayLink(ctx: CaseContext, influencerId: string | null = 'inf-maya') {
  const id = ctx.unique('tmp-');
  const [product] = await ctx.db
    .select()
    .from(products)
    .where(eq(products.businessId, DEMO))
    .orderBy(asc(products.position))
    .limit(1);
  await ctx.db.insert(publicIds).values({ id, businessId: DEMO, kind: 'link' });
  await ctx.db.insert(links).values({
    id,
    businessId: DEMO,
    influencerId,
    linkType: 'LOOK',
    description: 'Throwaway',
  });
  await ctx.db.insert(linkProducts).values({
    linkId: id,
    position: 0,
    productId: product!.id,
    inventoryId: product!.inventoryId,
    title: product!.title,
  });
  return id;
}

/** A throwaway influencer of demo (for edit, reset and activation). */
async function throwawayInfluencer(ctx: CaseContext) {
  const username = ctx.unique('tmp');
  await ctx.db.insert(influencers).values({
    id: `inf-${username}`,
    businessId: DEMO,
    username,
    name: username,
    email: `${username}@shoppable.test`,
    passwordHash: 'unusable',
    permissions: ALL,
  });
  return username;
}

/** An influencer's create or edit body (without username and version), its email new. */
const influencerBody = (ctx: CaseContext) => ({
  email: `${ctx.unique('someone')}@shoppable.test`,
  profile_image_url: 'https://cdn.shoppable.test/p.png',
  promocode: null,
  commission: 12.5,
  phone: '+972501234567',
  permissions: ALL,
  commission_rules: { reduce_refunds_from_commission: true, reduce_vat_from_commission: false },
  revenue_rules: { net_revenue_ratio: 90 },
});

const range = { from_date: '2025-01-01', to_date: new Date().toISOString().slice(0, 10) };

async function linkBody(ctx: CaseContext, businessId = DEMO) {
  return {
    images: [{ src: 'https://cdn.shoppable.test/cover.png', id: null }],
    inventory_ids: await inventory(ctx, businessId, 3),
    description: 'Contract Instant',
    business_id: businessId,
    promocode: 'MAYA10',
    influencer_username: businessId === DEMO ? 'maya' : null,
    link_type: 'LOOK' as const,
  };
}

async function shortBody(ctx: CaseContext, businessId = DEMO) {
  return {
    business_id: businessId,
    title: 'Contract short',
    url_type: 'product' as const,
    inventory_ids: await inventory(ctx, businessId, 1),
    influencer_username: businessId === DEMO ? 'maya' : null,
  };
}

async function multilinkBody(ctx: CaseContext, businessId = DEMO) {
  const ids = await inventory(ctx, businessId, 3);
  return {
    business_id: businessId,
    title: 'Contract split',
    splitter_type: 'PERCENTAGE' as const,
    promocode: null,
    links_options: [
      {
        value: 60,
        device_option: 'ALL' as const,
        link_resource: { images: [], inventory_ids: ids.slice(0, 2), link_type: 'LOOK' as const },
      },
      {
        value: 40,
        device_option: 'MOBILE' as const,
        link_resource: { images: [], inventory_ids: ids.slice(2, 3), link_type: 'SHORT' as const },
      },
    ],
  };
}

/** A new multilink of the demo merchant (multilinks are an admin area, content.md §6). */
async function freshMultilink(ctx: CaseContext): Promise<string> {
  const token = await ctx.session('admin');
  const response = await ctx.app.request(endpoints.createMultilink.path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(await multilinkBody(ctx)),
  });
  const body = (await response.json()) as { data: { multilink_id: string } };
  return body.data.multilink_id;
}

/** The first seeded order of a business that came through a link. */
async function orderOf(ctx: CaseContext, businessId: string) {
  const [row] = await ctx.db
    .select({ id: orders.id, linkId: orders.linkId })
    .from(orders)
    .where(and(eq(orders.businessId, businessId), isNotNull(orders.linkId)))
    .orderBy(asc(orders.id))
    .limit(1);
  return { id: row!.id, linkId: row!.linkId! };
}

async function postOf(ctx: CaseContext, businessId: string): Promise<CaseRequest['params']> {
  const [post] = await ctx.db
    .select({ id: socialPosts.id, network: socialPosts.network })
    .from(socialPosts)
    .where(eq(socialPosts.businessId, businessId))
    .orderBy(asc(socialPosts.network), asc(socialPosts.id))
    .limit(1);
  return { social: post!.network, postId: post!.id };
}

async function productOf(ctx: CaseContext, businessId: string) {
  const [row] = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.businessId, businessId))
    .orderBy(asc(products.position))
    .limit(1);
  return row!.id;
}

/** The first product a link offers (the public checkout sells only those). */
async function productOnLink(ctx: CaseContext, linkId: string): Promise<string> {
  const [row] = await ctx.db
    .select({ inventoryId: linkProducts.inventoryId })
    .from(linkProducts)
    .where(eq(linkProducts.linkId, linkId))
    .orderBy(asc(linkProducts.position))
    .limit(1);
  return row!.inventoryId;
}

/** One case per content endpoint. */
export const contentCases: EndpointCase[] = [
  // ---- links and shorts
  {
    endpoint: endpoints.listLinks,
    request: () => ({ params: { businessId: DEMO }, query: { count: 5, link_type: 'LOOK' } }),
    foreign: () => ({ params: { businessId: ACME } }),
  },
  {
    endpoint: endpoints.getLink,
    request: () => ({ params: { id: C.demo.mayaLink } }),
    foreign: () => ({ params: { id: C.acme.link } }),
    denials: [
      {
        name: "maya reads noa's link",
        as: 'influencer',
        status: 404,
        request: () => ({ params: { id: C.demo.noaLink } }),
      },
      {
        name: "maya reads the admin's link",
        as: 'influencer',
        status: 404,
        request: () => ({ params: { id: C.demo.adminLink } }),
      },
    ],
  },
  {
    endpoint: endpoints.createLink,
    request: async (ctx) => ({ body: await linkBody(ctx) }),
    foreign: async (ctx) => ({ body: await linkBody(ctx, ACME) }),
    denials: [
      {
        name: 'more than 15 products',
        as: 'admin',
        status: 400,
        request: async (ctx) => ({
          body: { ...(await linkBody(ctx)), inventory_ids: await inventory(ctx, DEMO, 16) },
        }),
      },
      {
        name: "another store's product",
        as: 'admin',
        status: 400,
        request: async (ctx) => ({
          body: { ...(await linkBody(ctx)), inventory_ids: await inventory(ctx, ACME, 1) },
        }),
      },
    ],
  },
  {
    endpoint: endpoints.editLink,
    request: async (ctx) => ({
      params: { id: await throwawayLink(ctx) },
      body: { ...(await linkBody(ctx)), version: 1 },
    }),
    foreign: async (ctx) => ({
      params: { id: C.acme.link },
      body: { ...(await linkBody(ctx, ACME)), version: 1 },
    }),
    denials: [
      {
        name: "maya edits noa's link",
        as: 'influencer',
        status: 404,
        request: async (ctx) => ({
          params: { id: C.demo.noaLink },
          body: { ...(await linkBody(ctx)), version: 1 },
        }),
      },
      {
        name: 'an edit on a stale version',
        as: 'admin',
        status: 409,
        request: async (ctx) => ({
          params: { id: await throwawayLink(ctx) },
          body: { ...(await linkBody(ctx)), version: 2 },
        }),
      },
      {
        name: 'an edit without its version',
        as: 'admin',
        status: 400,
        request: async (ctx) => ({
          params: { id: await throwawayLink(ctx) },
          body: await linkBody(ctx),
        }),
      },
    ],
  },
  {
    endpoint: endpoints.closeLink,
    request: async (ctx) => ({ params: { id: await throwawayLink(ctx) } }),
    foreign: () => ({ params: { id: C.acme.link } }),
  },
  {
    endpoint: endpoints.deleteLink,
    request: async (ctx) => ({ params: { id: await throwawayLink(ctx) } }),
    foreign: () => ({ params: { id: C.acme.short } }),
    denials: [
      {
        name: "maya deletes the admin's link",
        as: 'influencer',
        status: 404,
        request: async (ctx) => ({ params: { id: await throwawayLink(ctx, null) } }),
      },
    ],
  },
  {
    endpoint: endpoints.listInfluencerLinks,
    request: () => ({
      params: { businessId: DEMO, username: 'maya' },
      query: { link_type: 'short' },
    }),
    foreign: () => ({ params: { businessId: ACME, username: 'zoe' } }),
    denials: [
      {
        name: "maya lists noa's links",
        as: 'influencer',
        status: 403,
        request: () => ({ params: { businessId: DEMO, username: 'noa' } }),
      },
    ],
  },
  {
    endpoint: endpoints.createShort,
    request: async (ctx) => ({ body: await shortBody(ctx) }),
    foreign: async (ctx) => ({ body: await shortBody(ctx, ACME) }),
    denials: [
      {
        name: 'a custom URL on a foreign domain',
        as: 'admin',
        status: 400,
        request: () => ({
          body: {
            business_id: DEMO,
            title: 'Elsewhere',
            url_type: 'custom',
            shopping_redirect_url: 'https://evil.example/x',
          },
        }),
      },
      {
        name: 'a custom id already used by a link',
        as: 'admin',
        status: 409,
        request: async (ctx) => ({
          body: { ...(await shortBody(ctx)), link_id: C.demo.mayaLink },
        }),
      },
    ],
  },
  {
    endpoint: endpoints.editShort,
    request: async (ctx) => {
      const token = await ctx.session('admin');
      const created = await ctx.app.request(endpoints.createShort.path, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(await shortBody(ctx)),
      });
      const { data } = (await created.json()) as { data: { link_id: string } };
      return {
        params: { id: data.link_id },
        body: { ...(await shortBody(ctx)), title: 'Edited short', version: 1 },
      };
    },
    foreign: async (ctx) => ({
      params: { id: C.acme.short },
      body: { ...(await shortBody(ctx, ACME)), version: 1 },
    }),
  },

  // ---- multilinks
  {
    endpoint: endpoints.listMultilinks,
    request: () => ({ params: { businessId: DEMO }, query: { q: 'split' } }),
    foreign: () => ({ params: { businessId: ACME } }),
  },
  {
    endpoint: endpoints.getMultilink,
    request: async (ctx) => ({ params: { id: await freshMultilink(ctx) } }),
    foreign: () => ({ params: { id: C.acme.multilink } }),
  },
  {
    endpoint: endpoints.createMultilink,
    request: async (ctx) => ({ body: await multilinkBody(ctx) }),
    foreign: async (ctx) => ({ body: await multilinkBody(ctx, ACME) }),
    denials: [
      {
        name: 'shares not adding up to 100',
        as: 'admin',
        status: 400,
        request: async (ctx) => {
          const body = await multilinkBody(ctx);
          body.links_options[1]!.value = 30;
          return { body };
        },
      },
    ],
  },
  {
    endpoint: endpoints.editMultilink,
    request: async (ctx) => ({
      params: { id: await freshMultilink(ctx) },
      body: { ...(await multilinkBody(ctx)), title: 'Edited split', version: 1 },
    }),
    foreign: async (ctx) => ({
      params: { id: C.acme.multilink },
      body: { ...(await multilinkBody(ctx, ACME)), version: 1 },
    }),
  },
  {
    endpoint: endpoints.closeMultilink,
    request: async (ctx) => ({ params: { id: await freshMultilink(ctx) } }),
    foreign: () => ({ params: { id: C.acme.multilink } }),
  },
  {
    endpoint: endpoints.deleteMultilink,
    request: async (ctx) => ({ params: { id: await freshMultilink(ctx) } }),
    foreign: () => ({ params: { id: C.acme.multilink } }),
  },

  // ---- influencers
  { endpoint: endpoints.listInfluencers, request: () => ({}) },
  {
    endpoint: endpoints.getInfluencer,
    request: () => ({ params: { username: 'maya' } }),
    foreign: () => ({ params: { username: 'zoe' } }),
    denials: [
      {
        name: 'maya reads noa',
        as: 'influencer',
        status: 403,
        request: () => ({ params: { username: 'noa' } }),
      },
    ],
  },
  {
    endpoint: endpoints.listInfluencersAnalytics,
    request: () => ({ query: range }),
  },
  {
    endpoint: endpoints.validateInfluencerUsername,
    request: (ctx) => ({ body: { username: ctx.unique('free') } }),
    denials: [
      {
        name: 'an invalid username',
        as: 'admin',
        status: 400,
        request: () => ({ body: { username: 'no spaces!' } }),
      },
    ],
  },
  {
    endpoint: endpoints.validateInfluencerEmail,
    request: (ctx) => ({ body: { email: `${ctx.unique('free')}@shoppable.test` } }),
    denials: [
      {
        name: 'an invalid email',
        as: 'admin',
        status: 400,
        request: () => ({ body: { email: 'maya@' } }),
      },
    ],
  },
  {
    endpoint: endpoints.createInfluencer,
    request: (ctx) => ({ body: { ...influencerBody(ctx), username: ctx.unique('new') } }),
    denials: [
      {
        name: "another influencer's email, in other letters",
        as: 'admin',
        status: 409,
        request: (ctx) => ({
          body: {
            ...influencerBody(ctx),
            username: ctx.unique('dup'),
            email: 'MAYA@shoppable.test',
          },
        }),
      },
      {
        name: 'a taken username',
        as: 'admin',
        status: 409,
        request: (ctx) => ({ body: { ...influencerBody(ctx), username: 'maya' } }),
      },
      {
        name: "another influencer's promocode",
        as: 'admin',
        status: 409,
        request: (ctx) => ({
          body: { ...influencerBody(ctx), username: ctx.unique('dup'), promocode: 'noa15' },
        }),
      },
    ],
  },
  {
    endpoint: endpoints.editInfluencer,
    request: async (ctx) => ({
      params: { username: await throwawayInfluencer(ctx) },
      body: { ...influencerBody(ctx), version: 1 },
    }),
    foreign: (ctx) => ({
      params: { username: 'zoe' },
      body: { ...influencerBody(ctx), version: 1 },
    }),
    denials: [
      {
        name: "another influencer's email",
        as: 'admin',
        status: 409,
        request: async (ctx) => ({
          params: { username: await throwawayInfluencer(ctx) },
          body: { ...influencerBody(ctx), email: 'noa@shoppable.test', version: 1 },
        }),
      },
    ],
  },
  {
    endpoint: endpoints.resetInfluencerPassword,
    request: async (ctx) => ({ params: { username: await throwawayInfluencer(ctx) } }),
    foreign: () => ({ params: { username: 'zoe' } }),
  },
  {
    endpoint: endpoints.createInfluencerLoginCode,
    request: () => ({ params: { username: 'maya' } }),
    foreign: () => ({ params: { username: 'zoe' } }),
  },
  {
    endpoint: endpoints.setInfluencerActivation,
    request: async (ctx) => ({
      params: { username: await throwawayInfluencer(ctx) },
      body: { activate: false },
    }),
    foreign: () => ({ params: { username: 'zoe' }, body: { activate: false } }),
  },
  {
    endpoint: endpoints.influencerAnalyticsReport,
    request: () => ({ params: { username: 'maya' }, query: range }),
    foreign: () => ({ params: { username: 'zoe' }, query: range }),
  },
  {
    endpoint: endpoints.influencerReport,
    request: () => ({ params: { username: 'maya' }, query: { timezone: 'UTC', ...range } }),
    foreign: () => ({ params: { username: 'zoe' }, query: { timezone: 'UTC', ...range } }),
    denials: [
      {
        name: 'an unknown time zone',
        as: 'admin',
        status: 400,
        request: () => ({
          params: { username: 'maya' },
          query: { timezone: 'Mars/Olympus', ...range },
        }),
      },
    ],
  },

  // ---- analytics
  { endpoint: endpoints.insightsOverview, request: () => ({ query: range }) },
  {
    endpoint: endpoints.businessAnalytics,
    request: () => ({ params: { businessId: DEMO }, query: range }),
    foreign: () => ({ params: { businessId: ACME }, query: range }),
    denials: [
      {
        name: 'a reversed date range',
        as: 'admin',
        status: 400,
        request: () => ({
          params: { businessId: DEMO },
          query: { from_date: '2026-02-01', to_date: '2026-01-01' },
        }),
      },
    ],
  },
  {
    endpoint: endpoints.lifetimeAnalytics,
    request: () => ({ params: { businessId: DEMO } }),
    foreign: () => ({ params: { businessId: ACME } }),
  },
  {
    endpoint: endpoints.linkAnalytics,
    request: () => ({ params: { linkId: C.demo.mayaLink }, query: range }),
    foreign: () => ({ params: { linkId: C.acme.link }, query: range }),
  },
  {
    endpoint: endpoints.linkProductsCount,
    request: () => ({ params: { linkId: C.demo.mayaLink } }),
    foreign: () => ({ params: { linkId: C.acme.link } }),
  },
  {
    endpoint: endpoints.linkProducts,
    request: () => ({ params: { linkId: C.demo.mayaLink }, query: { count: 4 } }),
    foreign: () => ({ params: { linkId: C.acme.link } }),
  },
  {
    endpoint: endpoints.linkFunnel,
    request: () => ({ params: { linkId: C.demo.mayaLink }, query: range }),
    foreign: () => ({ params: { linkId: C.acme.link }, query: range }),
  },
  {
    endpoint: endpoints.linkAnalyticsRows,
    request: () => ({ params: { businessId: DEMO }, query: { ...range, kind: 'link' } }),
    foreign: () => ({ params: { businessId: ACME }, query: { ...range, kind: 'link' } }),
    denials: [
      {
        name: 'a count above 100',
        as: 'admin',
        status: 400,
        request: () => ({ params: { businessId: DEMO }, query: { kind: 'link', count: 101 } }),
      },
    ],
  },
  {
    endpoint: endpoints.linkOrders,
    request: () => ({ params: { linkId: C.demo.mayaLink }, query: { count: 20, skip: 0 } }),
    foreign: () => ({ params: { linkId: C.acme.link } }),
  },
  {
    endpoint: endpoints.linkOrderDetails,
    request: async (ctx) => {
      const order = await orderOf(ctx, DEMO);
      return { params: { linkId: order.linkId, orderId: order.id } };
    },
    foreign: async (ctx) => {
      const order = await orderOf(ctx, ACME);
      return { params: { linkId: order.linkId, orderId: order.id } };
    },
  },
  {
    endpoint: endpoints.postAnalytics,
    request: async (ctx) => ({ params: await postOf(ctx, DEMO), query: range }),
    foreign: async (ctx) => ({ params: await postOf(ctx, ACME) }),
  },
  {
    endpoint: endpoints.postProducts,
    request: async (ctx) => ({ params: await postOf(ctx, DEMO), query: { count: 9, skip: 0 } }),
    foreign: async (ctx) => ({ params: await postOf(ctx, ACME) }),
  },

  // ---- trends
  { endpoint: endpoints.topPerformingProducts, request: () => ({}) },
  { endpoint: endpoints.topProductCombinations, request: () => ({}) },
  {
    endpoint: endpoints.complementaryProducts,
    request: async (ctx) => ({ params: { productId: await productOf(ctx, DEMO) } }),
    foreign: async (ctx) => ({ params: { productId: await productOf(ctx, ACME) } }),
  },

  // ---- business-wide orders
  {
    endpoint: endpoints.listOrders,
    request: () => ({ query: { count: 20, skip: 0 } }),
  },
  {
    endpoint: endpoints.orderDetails,
    request: async (ctx) => ({ params: { orderId: (await orderOf(ctx, DEMO)).id } }),
    foreign: async (ctx) => ({ params: { orderId: (await orderOf(ctx, ACME)).id } }),
  },

  // ---- public
  {
    endpoint: endpoints.publicPage,
    request: () => ({ params: { username: 'demo', linkId: C.demo.mayaLink } }),
    denials: [
      {
        name: "acme's link under demo",
        as: 'none',
        status: 404,
        request: () => ({ params: { username: 'demo', linkId: C.acme.link } }),
      },
    ],
  },
  {
    endpoint: endpoints.publicShopboard,
    request: () => ({ params: { username: 'demo' }, query: { network: 'instagram' } }),
    denials: [
      {
        name: 'an unknown username',
        as: 'none',
        status: 404,
        request: () => ({ params: { username: 'nobody-here' } }),
      },
    ],
  },
  {
    endpoint: endpoints.shopperEvent,
    request: () => ({ body: { link_id: C.demo.mayaLink, type: 'visit' } }),
    denials: [
      {
        name: 'an unknown link',
        as: 'none',
        status: 404,
        request: () => ({ body: { link_id: 'nope-0', type: 'visit' } }),
      },
      {
        name: 'a product that is not on the link',
        as: 'none',
        status: 400,
        request: () => ({
          body: { link_id: C.demo.mayaLink, type: 'add_to_cart', inventory_id: 'inv-nope' },
        }),
      },
    ],
  },
  {
    endpoint: endpoints.publicCheckout,
    request: async (ctx) => ({
      body: {
        link_id: C.demo.adminLink,
        items: [{ inventory_id: await productOnLink(ctx, C.demo.adminLink), quantity: 1 }],
        promocode: null,
      },
    }),
    denials: [
      {
        name: 'an invalid promocode',
        as: 'none',
        status: 400,
        request: async (ctx) => ({
          body: {
            link_id: C.demo.adminLink,
            items: [{ inventory_id: await productOnLink(ctx, C.demo.adminLink), quantity: 1 }],
            promocode: 'NOPE',
          },
        }),
      },
    ],
  },
];
