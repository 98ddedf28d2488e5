/**
 * The shopboard (content.md §4, §7) over simulated social networks: an OAuth-style connect through
 * a local consent page that hands the dashboard a single-use code, posts with images per network,
 * visibility, manual tags (at most 5), a sync that reports `number_of_posts: -1` for a few seconds,
 * and the shopboard's analytics from the SHOPBOARD links' events and orders.
 */
import {
  setPostVisible,
  shopboardAnalytics,
  shopboardAuthConnect,
  shopboardAuthDisconnect,
  shopboardConnectUrl,
  shopboardPosts,
  shopboardStatus,
  syncShopboard,
  tagPostProducts,
} from '@shoppable/api-contract';
import { LIMITS } from '@shoppable/domain';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { requireAdmin } from '../auth/access';
import { consumeToken, issueToken, usableToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { authTokens, businesses, users } from '../db/schema';
import { socialAccounts, socialPosts } from '../db/store.schema';
import { ApiError, route } from '../http';
import { demoImageUrl, publicUrl } from '../media/images';
import { escapeHtml } from '../plans/routes';
import { htmlPage, pageResponse } from '../plans/page';
import { createRng } from '../seed/store';
import { productsByIds, unknownIds } from '../store/catalog';
import { shopboardBucket } from './analytics';

/** The three networks. */
export const NETWORKS = ['instagram', 'tiktok', 'pinterest'] as const;
type Network = (typeof NETWORKS)[number];

/** A sync reports "syncing" (-1 posts) for this long. */
export const SOCIAL_SYNC_MS = 6000;
/** Consent requests and codes live 10 minutes. */
const CODE_TTL_MS = 10 * 60 * 1000;
/** Posts a newly connected network brings. */
const NEW_NETWORK_POSTS = 12;
/** The shopboard posts page (content.md §9). */
export const POSTS_PAGE = 24;

/** The dashboard the consent page returns to: `DASHBOARD_URL`, else the Vite dev server. */
export function dashboardUrl(): string {
  return (process.env.DASHBOARD_URL?.trim() || 'http://127.0.0.1:5173').replace(/\/+$/, '');
}

/** The link-page server's base: `LINK_PAGE_URL`, else its default port. */
export function linkPageUrl(): string {
  return (process.env.LINK_PAGE_URL?.trim() || 'http://127.0.0.1:8788').replace(/\/+$/, '');
}

/** Uses a single-use token once and answers its payload (or null). */
async function consume(db: Db, purpose: string, token: string) {
  const row = await consumeToken(db, purpose, token);
  return (row?.payload as Record<string, string> | undefined) ?? null;
}

/** A single-use code as the consent page hands it to the dashboard (tests use it directly). */
export function issueSocialCode(db: Db, businessId: string, network: Network): Promise<string> {
  return issueToken(db, 'social_code', CODE_TTL_MS, { businessId, network });
}

/** Shopboard status, connect, posts, tags, sync and analytics. */
export function registerShopboardRoutes(app: Hono, db: Db): void {
  async function account(businessId: string, network: Network) {
    const [row] = await db
      .select()
      .from(socialAccounts)
      .where(and(eq(socialAccounts.businessId, businessId), eq(socialAccounts.network, network)));
    return row;
  }

  async function post(businessId: string, network: Network, postId: string) {
    const [row] = await db
      .select()
      .from(socialPosts)
      .where(
        and(
          eq(socialPosts.id, postId),
          eq(socialPosts.businessId, businessId),
          eq(socialPosts.network, network),
        ),
      );
    if (!row) throw new ApiError(404, 'Post not found');
    return row;
  }

  route(app, shopboardStatus, async (c) => {
    const admin = await requireAdmin(db, c);
    const accounts = await db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.businessId, admin.businessId));
    const counts = await db
      .select({ network: socialPosts.network, n: count() })
      .from(socialPosts)
      .where(eq(socialPosts.businessId, admin.businessId))
      .groupBy(socialPosts.network);
    const now = new Date();
    const status = (network: Network) => {
      const row = accounts.find((a) => a.network === network);
      if (!row) return { connected: false, number_of_posts: null, username: null };
      const syncing = row.syncUntil !== null && row.syncUntil > now;
      return {
        connected: true,
        number_of_posts: syncing ? -1 : (counts.find((n) => n.network === network)?.n ?? 0),
        username: row.username,
      };
    };
    return {
      shopboard_url: accounts.length
        ? `${linkPageUrl()}/${encodeURIComponent(admin.user.username)}/shopboard`
        : null,
      social_medias: {
        instagram: status('instagram'),
        tiktok: status('tiktok'),
        pinterest: status('pinterest'),
      },
    };
  });

  route(app, shopboardConnectUrl, async (c, { params }) => {
    const admin = await requireAdmin(db, c);
    const request = await issueToken(db, 'social_consent', CODE_TTL_MS, {
      businessId: admin.businessId,
      network: params.network,
    });
    return { redirect_url: `${publicUrl()}/oauth/${params.network}/authorize?request=${request}` };
  });

  app.get('/oauth/:network/authorize', async (c) => {
    const network = c.req.param('network');
    const request = c.req.query('request') ?? '';
    const [row] = await db
      .select({ payload: authTokens.payload })
      .from(authTokens)
      .where(usableToken('social_consent', request))
      .limit(1);
    const payload = row?.payload as { network?: string } | undefined;
    if (!payload || payload.network !== network) {
      return pageResponse(
        c,
        htmlPage({
          title: 'Authorisation request not found',
          body: '<h1>Authorisation request not found</h1><p>This request is invalid, used or expired. Start again from the shopboard.</p>',
        }),
        404,
      );
    }
    const name = escapeHtml(network[0]!.toUpperCase() + network.slice(1));
    return pageResponse(
      c,
      htmlPage({
        title: `Connect ${name}`,
        // Allow redirects back to the dashboard (CSP form-action covers a form's redirects).
        formTargets: [new URL(dashboardUrl()).origin],
        body: `<h1>Allow Shoppable to read your ${name} posts?</h1>
<p>Shoppable will read your profile name and your posts' images to build your shopboard.</p>
<form method="post" action="/oauth/${encodeURIComponent(network)}/authorize?request=${encodeURIComponent(request)}">
<button type="submit">Allow</button>
</form>`,
      }),
    );
  });

  app.post('/oauth/:network/authorize', async (c) => {
    const network = c.req.param('network');
    const payload = await consume(db, 'social_consent', c.req.query('request') ?? '');
    if (!payload || payload.network !== network) {
      return pageResponse(
        c,
        htmlPage({
          title: 'Authorisation request not found',
          body: '<h1>Authorisation request not found</h1><p>This request is invalid, used or expired.</p>',
        }),
        404,
      );
    }
    const code = await issueToken(db, 'social_code', CODE_TTL_MS, payload);
    return c.redirect(`${dashboardUrl()}/${network}/auth?code=${encodeURIComponent(code)}`, 303);
  });

  route(app, shopboardAuthConnect, async (c, { params, body }) => {
    const admin = await requireAdmin(db, c);
    const payload = await consume(db, 'social_code', body.code);
    if (!payload || payload.network !== params.network || payload.businessId !== admin.businessId) {
      throw new ApiError(
        401,
        `The ${params.network} authorisation code is invalid, used or expired`,
      );
    }
    const [owner] = await db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.businessId, admin.businessId))
      .limit(1);
    const now = new Date();
    await db
      .insert(socialAccounts)
      .values({
        businessId: admin.businessId,
        network: params.network,
        username: `${owner?.username ?? 'shop'}.${params.network}`,
        connectedAt: now,
        syncUntil: new Date(now.getTime() + SOCIAL_SYNC_MS),
      })
      .onConflictDoUpdate({
        target: [socialAccounts.businessId, socialAccounts.network],
        set: { connectedAt: now, syncUntil: new Date(now.getTime() + SOCIAL_SYNC_MS) },
      });
    await importPosts(db, admin.businessId, params.network);
    return { connected: true };
  });

  route(app, shopboardAuthDisconnect, async (c, { params }) => {
    const admin = await requireAdmin(db, c);
    if (!(await account(admin.businessId, params.network))) {
      throw new ApiError(409, `${params.network} is not connected`);
    }
    await db.transaction(async (tx) => {
      await tx
        .delete(socialPosts)
        .where(
          and(
            eq(socialPosts.businessId, admin.businessId),
            eq(socialPosts.network, params.network),
          ),
        );
      await tx
        .delete(socialAccounts)
        .where(
          and(
            eq(socialAccounts.businessId, admin.businessId),
            eq(socialAccounts.network, params.network),
          ),
        );
    });
    return { connected: false };
  });

  route(app, syncShopboard, async (c, { params }) => {
    const admin = await requireAdmin(db, c);
    if (!(await account(admin.businessId, params.network))) {
      throw new ApiError(409, `${params.network} is not connected`);
    }
    await db
      .update(socialAccounts)
      .set({ syncUntil: new Date(Date.now() + SOCIAL_SYNC_MS) })
      .where(
        and(
          eq(socialAccounts.businessId, admin.businessId),
          eq(socialAccounts.network, params.network),
        ),
      );
    return { syncing: true };
  });

  route(app, shopboardPosts, async (c, { params, query }) => {
    const admin = await requireAdmin(db, c);
    const size = Math.min(Math.max(query.count ?? POSTS_PAGE, 1), 100);
    const rows = await db
      .select()
      .from(socialPosts)
      .where(
        and(eq(socialPosts.businessId, admin.businessId), eq(socialPosts.network, params.network)),
      )
      .orderBy(desc(socialPosts.postedAt), asc(socialPosts.id))
      .limit(size)
      .offset(query.skip ?? 0);
    const ids = [...new Set(rows.flatMap((r) => [...r.productIds, ...r.autoProductIds]))];
    const found = new Map(
      (await productsByIds(db, admin.businessId, ids)).map((p) => [p.product_id, p]),
    );
    const pick = (list: string[]) => list.flatMap((id) => found.get(id) ?? []);
    return rows.map((r) => ({
      post_id: r.id,
      image_url: r.imageUrl,
      products: pick(r.productIds),
      auto_tagged_products: pick(r.autoProductIds),
      visible: r.visible,
      selected_options: r.selectedOptions,
    }));
  });

  route(app, setPostVisible, async (c, { params, body }) => {
    const admin = await requireAdmin(db, c);
    await post(admin.businessId, params.network, params.postId);
    await db
      .update(socialPosts)
      .set({ visible: body.is_visible })
      .where(eq(socialPosts.id, params.postId));
    return { visible: body.is_visible };
  });

  route(app, tagPostProducts, async (c, { params, body }) => {
    const admin = await requireAdmin(db, c);
    await post(admin.businessId, params.network, params.postId);
    const ids = [...new Set(body.product_ids)];
    if (ids.length > LIMITS.shopboardTagsPerPost) {
      throw new ApiError(400, `A post takes at most ${LIMITS.shopboardTagsPerPost} products`);
    }
    const unknown = await unknownIds(db, admin.businessId, 'product', ids);
    if (unknown.length) throw new ApiError(400, `Unknown product id "${unknown[0]}"`);
    await db
      .update(socialPosts)
      .set({ productIds: ids, selectedOptions: body.selected_options ?? null })
      .where(eq(socialPosts.id, params.postId));
    return { product_ids: ids };
  });

  route(app, shopboardAnalytics, async (c, { query }) => {
    const admin = await requireAdmin(db, c);
    const [business] = await db
      .select({ currency: businesses.currency })
      .from(businesses)
      .where(eq(businesses.id, admin.businessId));
    return {
      shopboard_analytics: await shopboardBucket(db, admin.businessId, query),
      currency: business?.currency ?? 'USD',
    };
  });
}

/** Gives a newly connected network its posts (deterministic per business and network). */
async function importPosts(db: Db, businessId: string, network: Network): Promise<void> {
  const [existing] = await db
    .select({ n: count() })
    .from(socialPosts)
    .where(and(eq(socialPosts.businessId, businessId), eq(socialPosts.network, network)));
  if ((existing?.n ?? 0) > 0) return;
  const rng = createRng(
    [...`${businessId}:${network}`].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) | 0, 7),
  );
  const key = businessId.replace(/[^A-Za-z0-9]/g, '').slice(0, 12);
  const now = Date.now();
  await db.insert(socialPosts).values(
    Array.from({ length: NEW_NETWORK_POSTS }, (_, i) => ({
      id: `post-${key}-${network}-${String(i + 1).padStart(4, '0')}`,
      businessId,
      network,
      imageUrl: demoImageUrl('post', `${key}-${network}-${i + 1}`),
      caption: `${network} post ${i + 1}`,
      visible: true,
      productIds: [],
      autoProductIds: [],
      postedAt: new Date(now - (i + 1) * rng.int(1, 3) * 86_400_000),
    })),
  );
}
