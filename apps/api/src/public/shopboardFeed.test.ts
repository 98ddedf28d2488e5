import { envelope, publicShopboard, type EndpointResponse } from '@shoppable/api-contract';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { orders } from '../db/content.schema';
import { businesses } from '../db/schema';
import { products, socialPosts, variants } from '../db/store.schema';
import { SEED } from '../seed';
import { shopboardBucket } from '../shopboard/analytics';
import { apiCalls, demoAdminToken, sharedTestDatabase, testApp, relayedJson } from '../test/setup';
import { feedInventoryIds, feedLinkId } from './shopboardFeed';

const database = sharedTestDatabase();
const app = () => testApp(database());
const { get, post } = apiCalls(app);
const DEMO = SEED.demo.businessId;

type Feed = EndpointResponse<typeof publicShopboard>;

async function feed(query = '', username = 'demo') {
  const answer = await get<Feed>(`/public/v1/shopboards/${username}${query}`);
  return { status: answer.status, feed: answer.body.data, error: answer.body.error };
}

/** Demo's visible posts of a network as the feed orders them (newest first). */
async function visiblePostIds(network: string) {
  const rows = await database()
    .db.select({ id: socialPosts.id })
    .from(socialPosts)
    .where(
      and(
        eq(socialPosts.businessId, DEMO),
        eq(socialPosts.network, network),
        eq(socialPosts.visible, true),
      ),
    )
    .orderBy(desc(socialPosts.postedAt), asc(socialPosts.id));
  return rows.map((row) => row.id);
}

/** Demo's products `n` (from 0, by id): product id and inventory id. */
async function demoProduct(n: number) {
  const rows = await database()
    .db.select({ id: products.id, inventoryId: products.inventoryId })
    .from(products)
    .where(eq(products.businessId, DEMO))
    .orderBy(asc(products.id))
    .limit(n + 1);
  return rows[n]!;
}

/** A demo product with stock to sell that no visible post offers. */
async function untaggedProductInStock() {
  const offered = await feedInventoryIds(database().db, DEMO);
  const rows = await database()
    .db.select({
      id: products.id,
      inventoryId: products.inventoryId,
      options: variants.selectedOptions,
    })
    .from(products)
    .innerJoin(variants, eq(variants.productId, products.id))
    .where(and(eq(products.businessId, DEMO), gt(variants.stock, 5)))
    .orderBy(asc(products.id));
  return rows.find((row) => !offered.has(row.inventoryId))!;
}

async function setTags(postId: string, productIds: string[], autoProductIds: string[]) {
  await database()
    .db.update(socialPosts)
    .set({ productIds, autoProductIds, visible: true })
    .where(eq(socialPosts.id, postId));
}

describe('Shop the Feed page data', () => {
  it('answers the visible posts of the connected networks, newest first, 24 at a time', async () => {
    const [hidden] = await visiblePostIds('instagram');
    await database()
      .db.update(socialPosts)
      .set({ visible: false })
      .where(eq(socialPosts.id, hidden!));

    const first = await feed();
    expect(first.status).toBe(200);
    expect(
      v.is(envelope(publicShopboard.response), { status: true, data: first.feed, error: null }),
    ).toBe(true);
    expect(first.feed.link_id).toBe(feedLinkId(DEMO));
    expect(first.feed.networks).toEqual(['instagram', 'tiktok']);
    expect(first.feed.business_name).toBe('Demo Store');
    expect(first.feed.posts).toHaveLength(24);
    expect(first.feed.next_skip).toBe(24);
    const ids = first.feed.posts.map((p) => p.post_id);
    expect(ids).not.toContain(hidden);

    // Every visible post once, in order, over the pages.
    const all = [...ids];
    for (let skip = first.feed.next_skip; skip !== null;) {
      const next = await feed(`?skip=${skip}`);
      all.push(...next.feed.posts.map((p) => p.post_id));
      skip = next.feed.next_skip;
    }
    const rows = await database()
      .db.select({ id: socialPosts.id })
      .from(socialPosts)
      .where(and(eq(socialPosts.businessId, DEMO), eq(socialPosts.visible, true)))
      .orderBy(desc(socialPosts.postedAt), asc(socialPosts.id));
    expect(all).toEqual(rows.map((row) => row.id));
  });

  it('filters by network', async () => {
    const tiktok = await feed('?network=tiktok');
    expect(tiktok.feed.posts.length).toBeGreaterThan(0);
    expect(tiktok.feed.posts.every((p) => p.network === 'tiktok')).toBe(true);
    expect(tiktok.feed.posts.map((p) => p.post_id)).toEqual(
      (await visiblePostIds('tiktok')).slice(0, 24),
    );
    // The filter keeps naming every connected network.
    expect(tiktok.feed.networks).toEqual(['instagram', 'tiktok']);
    // An unconnected network has no posts.
    expect((await feed('?network=pinterest')).feed.posts).toEqual([]);
    expect((await feed('?network=myspace')).status).toBe(400);
  });

  it("offers a post's manual tags, else the AI's while AI tagging is on", async () => {
    const [postId] = await visiblePostIds('tiktok');
    const manual = await demoProduct(0);
    const ai = await demoProduct(1);
    const offered = async () => {
      const found = (await feed('?network=tiktok')).feed.posts.find((p) => p.post_id === postId)!;
      return { ids: found.products.map((p) => p.product_id), ai: found.ai_tagged };
    };

    await setTags(postId!, [manual.id], [ai.id]);
    expect(await offered()).toEqual({ ids: [manual.id], ai: false });

    await setTags(postId!, [], [ai.id]);
    expect(await offered()).toEqual({ ids: [ai.id], ai: true });

    const [business] = await database()
      .db.select({ vision: businesses.productVisionConfigurations })
      .from(businesses)
      .where(eq(businesses.id, DEMO));
    await database()
      .db.update(businesses)
      .set({ productVisionConfigurations: { ...(business!.vision as object), is_enabled: false } })
      .where(eq(businesses.id, DEMO));
    expect(await offered()).toEqual({ ids: [], ai: false });
    await database()
      .db.update(businesses)
      .set({ productVisionConfigurations: business!.vision })
      .where(eq(businesses.id, DEMO));
  });

  it('answers 404 for a username nobody has', async () => {
    const unknown = await feed('', 'nobody-here');
    expect(unknown.status).toBe(404);
    expect(unknown.error).toBe('Shopboard not found');
  });

  it('sells only products tagged on a visible post, as SHOPBOARD orders and visits', async () => {
    const [postId] = await visiblePostIds('instagram');
    const tagged = await untaggedProductInStock();
    const offered = await feedInventoryIds(database().db, DEMO);
    const untagged = (
      await database()
        .db.select({ inventoryId: products.inventoryId })
        .from(products)
        .where(eq(products.businessId, DEMO))
    ).find((p) => p.inventoryId !== tagged.inventoryId && !offered.has(p.inventoryId))!;
    await setTags(postId!, [tagged.id], []);
    const { feed: data } = await feed();
    const linkId = data.link_id;
    const range = { from_date: new Date().toISOString().slice(0, 10) };
    const before = await shopboardBucket(database().db, DEMO, range);

    expect(
      (await app().request('/public/v1/events', relayedJson({ link_id: linkId, type: 'visit' })))
        .status,
    ).toBe(200);
    const bought = await post<{ order_id: string }>('/public/v1/checkout', {
      link_id: linkId,
      items: [{ inventory_id: tagged.inventoryId, quantity: 1, selected_options: tagged.options }],
    });
    expect(bought.status).toBe(200);
    const [order] = await database()
      .db.select({ linkType: orders.linkType })
      .from(orders)
      .where(eq(orders.id, bought.body.data.order_id));
    expect(order?.linkType).toBe('SHOPBOARD');
    const after = await shopboardBucket(database().db, DEMO, range);
    expect(after.visits).toBe(before.visits + 1);
    expect(after.checkouts).toBe(before.checkouts + 1);

    // A product on no post is refused, and so is one whose only post is hidden.
    const stranger = await post('/public/v1/checkout', {
      link_id: linkId,
      items: [{ inventory_id: untagged.inventoryId, quantity: 1 }],
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.error).toBe(`Product "${untagged.inventoryId}" is not on this shopboard`);
    await database()
      .db.update(socialPosts)
      .set({ visible: false })
      .where(eq(socialPosts.id, postId!));
    const hidden = await post('/public/v1/checkout', {
      link_id: linkId,
      items: [{ inventory_id: tagged.inventoryId, quantity: 1 }],
    });
    expect(hidden.status).toBe(400);
  });

  it("drops a disconnected network's posts", async () => {
    const token = await demoAdminToken(database());
    const disconnect = await post('/admin/v1/shopboard/tiktok/auth/disconnect', {}, token);
    expect(disconnect.status).toBe(200);
    const { feed: data } = await feed();
    expect(data.networks).toEqual(['instagram']);
    expect(data.posts.every((p) => p.network === 'instagram')).toBe(true);
  });
});
