/**
 * The Shop the Feed page's data (`GET /public/v1/shopboards/{username}`) and what its checkout may
 * sell: the visible posts of the connected networks with their products (manual tags, else the
 * AI's when AI tagging is on). Visits and checkouts land on the business's Shop the Feed link, a
 * SHOPBOARD link made on first use, so the shopboard's analytics count them.
 *
 * Not cached: one page is three small reads, and posts change with tags, visibility and
 * disconnects that the content version does not follow.
 */
import { publicShopboard, SHOPBOARD_FEED_PAGE } from '@shoppable/api-contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Db } from '../db/client';
import { links, publicIds } from '../db/content.schema';
import { businesses, users } from '../db/schema';
import { products, socialAccounts, socialPosts } from '../db/store.schema';
import { ApiError, route } from '../http';
import { NETWORKS } from '../shopboard/routes';
import { productsByIds } from '../store/catalog';
import { pageBrand } from './brand';

/** The public id of a business's Shop the Feed link. */
export const feedLinkId = (businessId: string) => `feed-${businessId}`;

/** Whether a link row is its business's Shop the Feed link (its checkout sells tagged products). */
export const isFeedLink = (row: { id: string; businessId: string; linkType: string }) =>
  row.linkType === 'SHOPBOARD' && row.id === feedLinkId(row.businessId);

/** The business's Shop the Feed link, made on first use (404 if its id is somebody else's). */
async function ensureFeedLink(db: Db, businessId: string): Promise<string> {
  const id = feedLinkId(businessId);
  const find = async () => {
    const [row] = await db
      .select({ id: links.id, businessId: links.businessId, linkType: links.linkType })
      .from(links)
      .where(eq(links.id, id))
      .limit(1);
    return row;
  };
  let row = await find();
  if (!row) {
    await db.transaction(async (tx) => {
      const reserved = await tx
        .insert(publicIds)
        .values({ id, businessId, kind: 'link' })
        .onConflictDoNothing()
        .returning({ id: publicIds.id });
      if (reserved.length === 0) return;
      await tx.insert(links).values({
        id,
        businessId,
        linkType: 'SHOPBOARD',
        urlType: 'organic',
        description: 'Shop the Feed',
      });
    });
    row = await find();
  }
  if (!row || !isFeedLink(row) || row.businessId !== businessId) {
    throw new ApiError(404, 'Shopboard not found');
  }
  return id;
}

/** Whether the business has AI tagging (product vision) on. */
async function aiTaggingOn(db: Db, businessId: string): Promise<boolean> {
  const [row] = await db
    .select({ vision: businesses.productVisionConfigurations })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  return (row?.vision as { is_enabled?: boolean } | null)?.is_enabled === true;
}

/** The products a post offers: its manual tags, else the AI's when AI tagging is on. */
function offeredIds(
  post: { productIds: string[]; autoProductIds: string[] },
  aiOn: boolean,
): { ids: string[]; ai: boolean } {
  if (post.productIds.length > 0) return { ids: post.productIds, ai: false };
  return aiOn
    ? { ids: post.autoProductIds, ai: post.autoProductIds.length > 0 }
    : { ids: [], ai: false };
}

/** The inventory ids the Shop the Feed page offers: tagged on a visible post. */
export async function feedInventoryIds(db: Db, businessId: string): Promise<Set<string>> {
  const aiOn = await aiTaggingOn(db, businessId);
  const posts = await db
    .select({ productIds: socialPosts.productIds, autoProductIds: socialPosts.autoProductIds })
    .from(socialPosts)
    .where(and(eq(socialPosts.businessId, businessId), eq(socialPosts.visible, true)));
  const ids = [...new Set(posts.flatMap((post) => offeredIds(post, aiOn).ids))];
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ inventoryId: products.inventoryId })
    .from(products)
    .where(and(eq(products.businessId, businessId), inArray(products.id, ids)));
  return new Set(rows.map((row) => row.inventoryId));
}

/** The Shop the Feed page's data route. */
export function registerShopboardFeedRoute(app: Hono, db: Db): void {
  route(app, publicShopboard, async (_c, { params, query }) => {
    const [owner] = await db
      .select({ businessId: users.businessId })
      .from(users)
      .where(eq(users.username, params.username.toLowerCase()))
      .limit(1);
    if (!owner) throw new ApiError(404, 'Shopboard not found');
    const { businessId } = owner;
    const linkId = await ensureFeedLink(db, businessId);
    const accounts = await db
      .select({ network: socialAccounts.network })
      .from(socialAccounts)
      .where(eq(socialAccounts.businessId, businessId));
    const networks = NETWORKS.filter((n) => accounts.some((a) => a.network === n));
    const shown = query.network ? networks.filter((n) => n === query.network) : networks;
    const skip = query.skip ?? 0;
    const rows = shown.length
      ? await db
          .select()
          .from(socialPosts)
          .where(
            and(
              eq(socialPosts.businessId, businessId),
              eq(socialPosts.visible, true),
              inArray(socialPosts.network, shown),
            ),
          )
          .orderBy(desc(socialPosts.postedAt), asc(socialPosts.id))
          .limit(SHOPBOARD_FEED_PAGE + 1)
          .offset(skip)
      : [];
    const page = rows.slice(0, SHOPBOARD_FEED_PAGE);
    const aiOn = await aiTaggingOn(db, businessId);
    const offered = page.map((post) => offeredIds(post, aiOn));
    const found = new Map(
      (await productsByIds(db, businessId, [...new Set(offered.flatMap((o) => o.ids))])).map(
        (p) => [p.product_id, p],
      ),
    );
    return {
      link_id: linkId,
      networks,
      posts: page.map((post, index) => ({
        post_id: post.id,
        network: post.network as (typeof NETWORKS)[number],
        image_url: post.imageUrl,
        products: offered[index]!.ids.flatMap((id) => found.get(id) ?? []),
        ai_tagged: offered[index]!.ai,
        selected_options: post.selectedOptions,
      })),
      next_skip: rows.length > SHOPBOARD_FEED_PAGE ? skip + SHOPBOARD_FEED_PAGE : null,
      ...(await pageBrand(db, businessId)),
    };
  });
}
