/**
 * A big merchant for measuring: `count` synthetic PAID orders of 3 lines (three different products
 * of the catalogue, popular ones more often) over the last 90 days for `demo`, through its links
 * (one in ten organic, one in five with its influencer's promocode). Written by SQL alone
 * (generate_series), not row by row from Node. The rollup triggers are off meanwhile, and
 * `rebuild_rollups()` recomputes the rollups once at the end, in the same transaction.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { SEED } from '../seed';

/** Adds `count` orders to the demo merchant; answers how many were written. */
export async function seedBulkOrders(db: Db, count: number): Promise<number> {
  if (!Number.isInteger(count) || count < 1) throw new Error('--orders takes a positive integer');
  const business = SEED.demo.businessId;
  // Ids of this run: a second run adds orders instead of colliding with the first one's.
  const prefix = `ord_bulk_${randomBytes(3).toString('hex')}_`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('shoppable.rollups', 'off', true)`);
    await tx.execute(sql`drop table if exists pg_temp.bulk_catalogue`);
    await tx.execute(sql`drop table if exists pg_temp.bulk_orders`);
    await tx.execute(sql`
      create temp table bulk_catalogue on commit drop as
      select array_agg(p.id order by p.position) as ids,
             array_agg(p.inventory_id order by p.position) as inventory,
             array_agg(p.title order by p.position) as titles,
             array_agg(coalesce(v.price_cents, 2500) order by p.position) as prices,
             count(*)::int as n
      from products p
      left join lateral (
        select round(min(price) * 100)::int as price_cents from variants where product_id = p.id
      ) v on true
      where p.business_id = ${business}
    `);
    await tx.execute(sql`
      create temp table bulk_orders on commit drop as
      with channel as (
        select array_agg(id order by id) as ids,
               array_agg(link_type order by id) as types,
               array_agg(influencer_id order by id) as people,
               count(*)::int as n
        from links where business_id = ${business}
      ),
      picked as (
        select i,
               -- Squared draws: the first products of the catalogue sell most, as real ones do.
               floor(power(random(), 2) * c.n)::int as a,
               floor(random() * (c.n - 1))::int as b,
               floor(random() * (c.n - 2))::int as d,
               floor(random() * l.n)::int + 1 as link,
               random() as organic,
               random() as promo,
               now() - random() * interval '2159 hours' as created_at,
               1 + floor(random() * 2)::int as quantity
        from generate_series(1, ${count}::int) as i, bulk_catalogue c, channel l
      )
      select p.i, p.created_at, p.quantity,
             case when p.organic < 0.1 then null else l.ids[p.link] end as link_id,
             case when p.organic < 0.1 then null else l.types[p.link] end as link_type,
             case when p.organic < 0.1 then null else l.people[p.link] end as influencer_id,
             p.organic >= 0.1 and p.promo < 0.2 and l.people[p.link] is not null as attributed,
             -- Three different products: offsets 1..n-1 from the first, the third's unlike the second's.
             array[
               1 + p.a,
               1 + (p.a + 1 + p.b) % c.n,
               1 + (p.a + 1 + (p.b + 1 + p.d) % (c.n - 1)) % c.n
             ] as slots
      from picked p, bulk_catalogue c, channel l
    `);
    await tx.execute(sql`
      insert into orders (id, business_id, link_id, link_type, influencer_id, attributed, promocode,
                          status, currency, total_cents, tax_cents, refunded_cents, products_count, created_at)
      select ${prefix} || b.i, ${business}, b.link_id, b.link_type, b.influencer_id, b.attributed,
             null, 'PAID', 'USD', t.total, round(t.total - t.total / 1.08)::int, 0, 3 * b.quantity,
             b.created_at
      from bulk_orders b, bulk_catalogue c,
           lateral (select b.quantity * (c.prices[b.slots[1]] + c.prices[b.slots[2]] + c.prices[b.slots[3]]) as total) t
    `);
    await tx.execute(sql`
      insert into order_items (order_id, position, product_id, inventory_id, title, price_cents, quantity)
      select ${prefix} || b.i, s.position - 1, c.ids[s.slot], c.inventory[s.slot], c.titles[s.slot],
             c.prices[s.slot], b.quantity
      from bulk_orders b
      cross join lateral unnest(b.slots) with ordinality as s(slot, position),
      bulk_catalogue c
    `);
    // The links' lifetime totals (what the lists show) take their new orders too; they are integer
    // columns, so a very big run stops at their largest value.
    await tx.execute(sql`
      update links set total_orders = least(links.total_orders + o.n, 2147483647),
                       total_revenue_cents = least(links.total_revenue_cents + o.cents, 2147483647),
                       total_tax_cents = least(links.total_tax_cents + o.tax, 2147483647)
      from (select link_id, count(*) as n, sum(total_cents) as cents, sum(tax_cents) as tax
            from orders where id like ${`${prefix}%`} and link_id is not null group by link_id) o
      where links.id = o.link_id
    `);
    await tx.execute(sql`select rebuild_rollups()`);
  });
  return count;
}
