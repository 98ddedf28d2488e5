import { envelope, order, orderItem } from '@shoppable/api-contract';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/session';
import { orders } from '../db/content.schema';
import { SEED } from '../seed';
import { sharedTestDatabase, testApp } from '../test/setup';

const database = sharedTestDatabase();
const app = () => testApp(database());

let admin: string;
let maya: string;

beforeAll(async () => {
  const db = database().db;
  admin = await createSession(db, { businessId: SEED.demo.businessId, userId: SEED.demo.userId });
  maya = await createSession(db, {
    businessId: SEED.demo.businessId,
    influencerId: SEED.maya.influencerId,
  });
});

const get = (path: string, token: string) =>
  app().request(path, { headers: { authorization: `Bearer ${token}` } });

type Order = { order_id: string; created_at: string; currency: string };

describe('business-wide orders', () => {
  it('answers pages of 20, newest first, in the business currency', async () => {
    const response = await get('/admin/v1/orders', admin);
    const body = (await response.json()) as { data: Order[] };
    expect(v.is(envelope(v.array(order)), body)).toBe(true);
    expect(body.data).toHaveLength(20);
    const dates = body.data.map((o) => o.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(body.data.map((o) => o.currency))).toEqual(new Set(['USD']));
    const next = (await (await get('/admin/v1/orders?skip=20&count=5', admin)).json()) as {
      data: Order[];
    };
    expect(next.data).toHaveLength(5);
    expect(body.data.map((o) => o.order_id)).not.toContain(next.data[0]!.order_id);
  });

  it("answers an order's items, and 404 for another merchant's order", async () => {
    const db = database().db;
    const [mine] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.businessId, SEED.demo.businessId), isNotNull(orders.linkId)))
      .orderBy(asc(orders.id))
      .limit(1);
    const details = await get(`/admin/v1/orders/${mine!.id}/details`, admin);
    const body: unknown = await details.json();
    expect(v.is(envelope(v.array(orderItem)), body)).toBe(true);
    expect((body as { data: unknown[] }).data.length).toBeGreaterThan(0);
    const [theirs] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.businessId, SEED.other.businessId))
      .limit(1);
    expect((await get(`/admin/v1/orders/${theirs!.id}/details`, admin)).status).toBe(404);
  });

  it('is for admins only', async () => {
    expect((await get('/admin/v1/orders', maya)).status).toBe(403);
    expect((await app().request('/admin/v1/orders')).status).toBe(401);
  });
});
