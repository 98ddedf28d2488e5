import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/crypto';
import { linkEvents, links, orders } from '../db/content.schema';
import { influencers } from '../db/schema';
import { SEED } from '../seed';
import { sharedTestDatabase } from '../test/setup';
import { CONTENT_SEED, prng } from './content';

const database = sharedTestDatabase();

describe('content seed', () => {
  it('draws the same numbers from the same seed', () => {
    const a = prng(7);
    const b = prng(7);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
  });

  it('seeds influencers that sign in with {username}1234, one deactivated, one without analytics', async () => {
    const rows = await database().db.select().from(influencers);
    for (const person of Object.values(CONTENT_SEED.influencers)) {
      const row = rows.find((r) => r.id === person.id)!;
      expect(await verifyPassword(person.password, row.passwordHash)).toBe(true);
    }
    expect(rows.find((r) => r.username === 'dana')?.active).toBe(false);
    expect(rows.find((r) => r.username === 'liam')?.permissions.analytics_clicks_enabled).toBe(
      false,
    );
  });

  it('seeds links of every type and every short URL type for demo, and a few for acme', async () => {
    const rows = await database().db.select().from(links);
    const demo = rows.filter((r) => r.businessId === SEED.demo.businessId);
    expect(new Set(demo.map((r) => r.linkType))).toEqual(new Set(['LOOK', 'SHORT', 'SHOPBOARD']));
    expect(new Set(demo.filter((r) => r.linkType === 'SHORT').map((r) => r.urlType))).toEqual(
      new Set(['product', 'collection', 'custom', 'organic']),
    );
    expect(demo.filter((r) => r.multilinkId === CONTENT_SEED.demo.multilink)).toHaveLength(2);
    const acme = rows.filter((r) => r.businessId === SEED.other.businessId);
    expect(acme.length).toBeGreaterThan(0);
    expect(acme.length).toBeLessThan(demo.length);
  });

  it('seeds a year of history with data in the last 30 days, and totals that match it', async () => {
    const db = database().db;
    const since = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const [recent] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(linkEvents)
      .where(
        and(eq(linkEvents.businessId, SEED.demo.businessId), sql`${linkEvents.day} >= ${since}`),
      );
    expect(recent!.n).toBeGreaterThan(0);
    const [oldest] = await db
      .select({ day: sql<string>`min(${linkEvents.day})::text` })
      .from(linkEvents)
      .where(eq(linkEvents.businessId, SEED.demo.businessId));
    const yearAgo = new Date(Date.now() - 330 * 86_400_000).toISOString().slice(0, 10);
    expect(oldest!.day < yearAgo).toBe(true);
    const [link] = await db.select().from(links).where(eq(links.id, CONTENT_SEED.demo.mayaLink));
    const [visits] = await db
      .select({ n: sql<number>`coalesce(sum(${linkEvents.count}), 0)::int` })
      .from(linkEvents)
      .where(and(eq(linkEvents.linkId, link!.id), eq(linkEvents.type, 'visit')));
    expect(link!.totalVisits).toBe(visits!.n);
    const [sold] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.linkId, link!.id), isNotNull(orders.linkId)));
    expect(link!.totalOrders).toBe(sold!.n);
  });

  it('never dates an order after the seeding instant', async () => {
    const [late] = await database()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(sql`${orders.createdAt} > now()`);
    expect(late!.n).toBe(0);
  });
});
