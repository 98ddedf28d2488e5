import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../auth/session';
import type { Db } from '../db/client';
import { linkProducts, orderItems, orders } from '../db/content.schema';
import { orderRollups, trendPairs, trendProducts, trendWindows } from '../db/rollups.schema';
import { influencers, users } from '../db/schema';
import { variants } from '../db/store.schema';
import { refundOrder } from '../orders/refund';
import { SEED } from '../seed';
import { seedBulkOrders } from '../seed/bulkOrders';
import { postJson, sharedTestDatabase, testApp } from '../test/setup';
import { linkRows, type LinkRowsQuery, type LinkRowsSort } from './linkRows';
import { oracleLinkOrders } from './oracle/linkRows';
import { oracleReads } from './oracle/report';
import { oracleComplements, oracleTopPairs, oracleUnitsSold, oracleBaskets } from './oracle/trends';
import { buildReport, insights, today, type DayRange, type Scope } from './report';
import {
  moveTrendWindow,
  rolledComplements,
  rolledTopPairs,
  rolledUnitsSold,
  trendWindowStart,
} from './trends';

const database = sharedTestDatabase();
const db = (): Db => database().db;
const DEMO = SEED.demo.businessId;
const DAY_MS = 86_400_000;
const dayAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

async function principals(): Promise<Principal[]> {
  const [admin] = await db().select().from(users).where(eq(users.id, SEED.demo.userId));
  const people = await db()
    .select()
    .from(influencers)
    .where(eq(influencers.businessId, DEMO))
    .orderBy(asc(influencers.username));
  return [
    { role: 'admin', token: '', businessId: DEMO, user: admin!, contentVersion: null },
    ...people.map((influencer): Principal => ({
      role: 'influencer',
      token: '',
      businessId: DEMO,
      influencer,
      contentVersion: null,
    })),
  ];
}

const ranges = (): DayRange[] => [
  { from: null, to: today() },
  { from: dayAgo(29), to: today() },
  { from: dayAgo(120), to: dayAgo(60) },
  { from: dayAgo(3), to: dayAgo(3) },
];

/** Every figure the rollups answer, next to what the old computations over the orders answer. */
async function compareAll(label: string, quick = false): Promise<void> {
  const currency = 'USD';
  const [someLink] = await db()
    .select({ linkId: orders.linkId })
    .from(orders)
    .where(and(eq(orders.businessId, DEMO), sql`${orders.linkId} is not null`))
    .groupBy(orders.linkId)
    .orderBy(sql`count(*) desc`)
    .limit(1);
  const scopes: Scope[] = [
    { businessId: DEMO },
    { businessId: DEMO, influencerId: SEED.maya.influencerId },
    { businessId: DEMO, linkIds: [someLink!.linkId!] },
    { businessId: SEED.other.businessId },
  ];
  for (const range of quick ? ranges().slice(0, 2) : ranges()) {
    for (const scope of scopes) {
      const at = `${label}: report ${JSON.stringify(scope)} ${JSON.stringify(range)}`;
      expect(await buildReport(db(), scope, range, currency), at).toEqual(
        await buildReport(db(), scope, range, currency, oracleReads),
      );
    }
    expect(await insights(db(), { businessId: DEMO }, range, currency), label).toEqual(
      await insights(db(), { businessId: DEMO }, range, currency, oracleReads),
    );
    for (const principal of await principals()) {
      for (const kind of ['link', 'short'] as const) {
        const sorts: LinkRowsSort[] = quick
          ? ['revenue']
          : ['visits', 'checkouts', 'revenue', 'conversion_rate'];
        for (const sort of sorts) {
          const query: LinkRowsQuery = { kind, range, sort, order: 'desc', skip: 0, count: 100 };
          const who = principal.role === 'admin' ? 'admin' : principal.influencer.username;
          expect(
            await linkRows(db(), principal, query),
            `${label}: link rows ${who} ${kind} ${sort}`,
          ).toEqual(await linkRows(db(), principal, query, oracleLinkOrders));
        }
      }
    }
  }
  await compareTrends(label, trendWindowStart());
}

async function compareTrends(label: string, since: Date): Promise<void> {
  for (const business of [DEMO, SEED.other.businessId]) {
    await moveTrendWindow(db(), business, since);
    expect(await rolledUnitsSold(db(), business), `${label}: units`).toEqual(
      await oracleUnitsSold(db(), business, since),
    );
    for (const limit of [5, 50]) {
      const expected = await oracleTopPairs(db(), business, since, limit);
      // The seed buys pairs together: the comparison is of real answers, not of two empty lists.
      if (business === DEMO) expect(expected.length).toBeGreaterThanOrEqual(5);
      expect(await rolledTopPairs(db(), business, limit), `${label}: pairs ${limit}`).toEqual(
        expected,
      );
    }
    const baskets = await oracleBaskets(db(), business, since);
    const products = [...new Set(baskets.flatMap((b) => b.productIds))].sort().slice(0, 12);
    for (const product of [...products, 'no-such-product']) {
      expect(
        await rolledComplements(db(), business, product, 5),
        `${label}: complements of ${product}`,
      ).toEqual(await oracleComplements(db(), business, product, since, 5));
    }
  }
}

/** The rollup tables' rows, in a fixed order. */
async function rollupRows() {
  const [rolled, windows, products, pairs] = await Promise.all([
    db()
      .select()
      .from(orderRollups)
      .orderBy(
        orderRollups.businessId,
        orderRollups.day,
        orderRollups.linkId,
        orderRollups.influencerId,
        orderRollups.attributed,
      ),
    db().select().from(trendWindows).orderBy(trendWindows.businessId),
    db()
      .select()
      .from(trendProducts)
      .where(ne(trendProducts.orders, 0))
      .orderBy(trendProducts.businessId, trendProducts.productId),
    db()
      .select()
      .from(trendPairs)
      .where(ne(trendPairs.orders, 0))
      .orderBy(trendPairs.businessId, trendPairs.productA, trendPairs.productB),
  ]);
  return { rolled, windows, products, pairs };
}

describe('order rollups', () => {
  it('answer every report, link row, insight and trend as the orders do on the seeded data', async () => {
    const [row] = await db()
      .select({ n: sql<string>`count(*)` })
      .from(orders);
    expect(Number(row!.n)).toBeGreaterThan(500);
    await compareAll('seeded');
  }, 120_000);

  it('move with a partial refund, a full refund, a deleted order and changed lines', async () => {
    const recent = await db()
      .select()
      .from(orders)
      .where(and(eq(orders.businessId, DEMO), eq(orders.status, 'PAID')))
      .orderBy(sql`${orders.createdAt} desc`)
      .limit(3);
    expect(recent).toHaveLength(3);
    const [first, second, third] = recent as [
      typeof orders.$inferSelect,
      typeof orders.$inferSelect,
      typeof orders.$inferSelect,
    ];
    const before = await db()
      .select({ n: sql<string>`sum(${orderRollups.refundedCents})` })
      .from(orderRollups)
      .where(eq(orderRollups.businessId, DEMO));

    await refundOrder(db(), first.id, 100);
    const after = await db()
      .select({ n: sql<string>`sum(${orderRollups.refundedCents})` })
      .from(orderRollups)
      .where(eq(orderRollups.businessId, DEMO));
    expect(Number(after[0]!.n) - Number(before[0]!.n)).toBe(100);
    await compareAll('partial refund', true);

    await refundOrder(db(), first.id);
    await compareAll('full refund', true);

    await db().delete(orders).where(eq(orders.id, second.id));
    await compareAll('deleted order', true);

    // A line added to an order (a product already on it, then a new one) and one taken off.
    const lines = await db().select().from(orderItems).where(eq(orderItems.orderId, third.id));
    const line = lines[0]!;
    await db()
      .insert(orderItems)
      .values([
        { ...line, position: 90 },
        { ...line, position: 91, productId: 'prd-demo-0199', inventoryId: 'inv-demo-0199' },
      ]);
    await compareAll('added lines', true);
    await db()
      .delete(orderItems)
      .where(and(eq(orderItems.orderId, third.id), eq(orderItems.position, line.position)));
    await compareAll('removed line', true);

    // A new order with its lines in one transaction, as a checkout writes it.
    await db().transaction(async (tx) => {
      await tx.insert(orders).values({
        ...third,
        id: 'ord_rollup_test',
        status: 'PAID',
        refundedCents: 0,
        createdAt: new Date(),
      });
      await tx
        .insert(orderItems)
        .values(lines.map((l, i) => ({ ...l, orderId: 'ord_rollup_test', position: i })));
    });
    await compareAll('new order', true);
  }, 300_000);

  it('lose nothing to checkouts and refunds running at once', async () => {
    const stocked = await db()
      .selectDistinctOn([linkProducts.productId], { item: linkProducts, variant: variants })
      .from(linkProducts)
      .innerJoin(variants, eq(variants.productId, linkProducts.productId))
      .where(and(eq(linkProducts.linkId, 'lk-demo-01'), sql`${variants.stock} >= 20`))
      .orderBy(linkProducts.productId)
      .limit(2);
    expect(stocked).toHaveLength(2);
    const refunds = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.businessId, DEMO), eq(orders.status, 'PAID')))
      .orderBy(sql`${orders.createdAt} desc`)
      .offset(5)
      .limit(4);
    const app = testApp(database());
    const checkouts = Array.from({ length: 12 }, () =>
      app.request(
        '/public/v1/checkout',
        postJson({
          link_id: 'lk-demo-01',
          items: stocked.map(({ item, variant }) => ({
            inventory_id: item.inventoryId,
            quantity: 1,
            selected_options: variant.selectedOptions,
          })),
        }),
      ),
    );
    const answers = await Promise.all([
      ...checkouts,
      ...refunds.map((r) => refundOrder(db(), r.id)),
    ]);
    const statuses = await Promise.all(answers.slice(0, 12).map((a) => (a as Response).status));
    expect(statuses).toEqual(Array.from({ length: 12 }, () => 200));
    await compareAll('checkouts and refunds at once', true);
  }, 300_000);

  it('follow the trend window as it moves forward and back', async () => {
    await compareTrends('30 days', new Date(Date.now() - 30 * DAY_MS));
    await compareTrends('back to 90 days', trendWindowStart());
  }, 120_000);

  it('are rebuilt from the orders to the same rows and answers', async () => {
    await moveTrendWindow(db(), DEMO, trendWindowStart());
    await moveTrendWindow(db(), SEED.other.businessId, trendWindowStart());
    const kept = await rollupRows();
    await db().execute(sql`select rebuild_rollups()`);
    await moveTrendWindow(
      db(),
      DEMO,
      new Date(kept.windows.find((w) => w.businessId === DEMO)!.startsAt),
    );
    await moveTrendWindow(
      db(),
      SEED.other.businessId,
      new Date(kept.windows.find((w) => w.businessId === SEED.other.businessId)!.startsAt),
    );
    const rebuilt = await rollupRows();
    expect(rebuilt.rolled).toEqual(kept.rolled);
    expect(rebuilt.products).toEqual(kept.products);
    expect(rebuilt.pairs).toEqual(kept.pairs);
    expect(
      rebuilt.windows.filter((w) => kept.windows.some((k) => k.businessId === w.businessId)),
    ).toEqual(kept.windows);
    await compareAll('rebuilt');
  }, 120_000);

  it('answer as the orders do after a bulk load written with the triggers off and rebuilt', async () => {
    const [before] = await db()
      .select({ n: sql<string>`count(*)` })
      .from(orders);
    await seedBulkOrders(db(), 400);
    const [after] = await db()
      .select({ n: sql<string>`count(*)` })
      .from(orders);
    expect(Number(after!.n) - Number(before!.n)).toBe(400);
    const [spread] = await db()
      .select({ products: sql<string>`count(distinct ${orderItems.productId})` })
      .from(orderItems)
      .where(sql`${orderItems.orderId} like 'ord_bulk_%'`);
    expect(Number(spread!.products)).toBeGreaterThan(50);
    await compareAll('bulk load', true);
  }, 300_000);
});
