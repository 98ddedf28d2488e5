import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses } from '../db/schema';
import { collections, products, socialPosts, variants } from '../db/store.schema';
import { sharedTestDatabase } from '../test/setup';
import { buildStore, seededShape, STORE_SEED } from './store';

const database = sharedTestDatabase();

describe('store seed', () => {
  it('is deterministic: two builds give the same rows', () => {
    expect(buildStore(seededShape('demo'), 'demo-store.example')).toEqual(
      buildStore(seededShape('demo'), 'demo-store.example'),
    );
  });

  it('seeds 200 demo products and fewer for acme, with variants and collections', async () => {
    const { db } = database();
    const perBusiness = await db
      .select({ businessId: products.businessId, n: count() })
      .from(products)
      .groupBy(products.businessId);
    const counts = Object.fromEntries(perBusiness.map((r) => [r.businessId, r.n]));
    expect(counts[STORE_SEED.demo.businessId]).toBe(200);
    expect(counts[STORE_SEED.acme.businessId]).toBe(40);
    const [variantCount] = await db.select({ n: count() }).from(variants);
    expect(variantCount!.n).toBeGreaterThan(400);
    const [collectionCount] = await db
      .select({ n: count() })
      .from(collections)
      .where(eq(collections.businessId, STORE_SEED.demo.businessId));
    expect(collectionCount!.n).toBe(12);
  });

  it('has drafts, sold-out products and colour plus text options', async () => {
    const { db } = database();
    const demo = eq(products.businessId, STORE_SEED.demo.businessId);
    const [drafts] = await db
      .select({ n: count() })
      .from(products)
      .where(and(demo, eq(products.status, 'draft')));
    expect(drafts!.n).toBeGreaterThan(0);
    const soldOut = await db
      .select({ id: products.id })
      .from(products)
      .innerJoin(variants, eq(variants.productId, products.id))
      .where(demo)
      .groupBy(products.id)
      .having(sql`sum(${variants.stock}) = 0`);
    expect(soldOut.length).toBeGreaterThan(0);
    const [first] = await db
      .select()
      .from(products)
      .where(eq(products.id, STORE_SEED.productId('demo', 1)));
    expect(first!.options[0]).toMatchObject({ name: 'Color', type: 'COLOR' });
  });

  it('seeds posts for the connected networks', async () => {
    const { db } = database();
    const [instagram] = await db
      .select({ n: count() })
      .from(socialPosts)
      .where(
        and(
          eq(socialPosts.businessId, STORE_SEED.demo.businessId),
          eq(socialPosts.network, 'instagram'),
        ),
      );
    expect(instagram!.n).toBe(STORE_SEED.networks.demo.instagram);
  });

  it('turns product vision on for the demo merchant', async () => {
    const [demo] = await database()
      .db.select({ vision: businesses.productVisionConfigurations })
      .from(businesses)
      .where(eq(businesses.id, STORE_SEED.demo.businessId));
    expect(demo!.vision).toMatchObject({ is_enabled: true });
  });
});
