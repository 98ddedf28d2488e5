import type { analyticsReport } from '@shoppable/api-contract';
import { eq, inArray } from 'drizzle-orm';
import type * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/session';
import { links } from '../db/content.schema';
import { influencers } from '../db/schema';
import { SEED } from '../seed';
import { CONTENT_SEED } from '../seed/content';
import { apiCalls, sharedTestDatabase, testApp } from '../test/setup';
import { today } from './report';

const database = sharedTestDatabase();
const app = () => testApp(database());
const { get } = apiCalls(app);
const DEMO = SEED.demo.businessId;

interface Row {
  link_id: string;
  name: string | null;
  kind: 'link' | 'short';
  multilink_id: string | null;
  experience: number | null;
  visits: number | null;
  checkouts: number | null;
  revenue: number | null;
  conversion_rate: number | null;
}
interface Rows {
  links: Row[];
  currency: string;
  next_skip: number | null;
}
type Report = v.InferOutput<typeof analyticsReport>;

const rowsPath = (query: string) => `/admin/v1/analytics/${DEMO}/links?${query}`;
const year = () => {
  const from = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
  return `from_date=${from}&to_date=${today()}`;
};

/** Every row of a channel, paging through `next_skip`. */
async function allRows(token: string, query: string): Promise<Row[]> {
  const out: Row[] = [];
  let skip: number | null = 0;
  while (skip !== null) {
    const page: { status: number; body: { data: Rows } } = await get<Rows>(
      rowsPath(`${query}&count=100&skip=${skip}`),
      token,
    );
    expect(page.status).toBe(200);
    out.push(...page.body.data.links);
    skip = page.body.data.next_skip;
  }
  return out;
}

const sum = (rows: Row[], key: 'visits' | 'checkouts' | 'revenue') =>
  rows.reduce((total, row) => total + (row[key] ?? 0), 0);

let admin: string;
let maya: string;

beforeAll(async () => {
  const db = database().db;
  admin = await createSession(db, { businessId: DEMO, userId: SEED.demo.userId });
  maya = await createSession(db, { businessId: DEMO, influencerId: SEED.maya.influencerId });
});

describe('the link rows of the analytics page', () => {
  it.each([
    ['link', 'looks_analytics'],
    ['short', 'shorts_analytics'],
  ] as const)('add up to the tiles of the same range (%s)', async (kind, bucket) => {
    for (const range of [year(), `from_date=2023-01-01&to_date=${today()}`]) {
      const rows = await allRows(admin, `${range}&kind=${kind}`);
      const report = await get<Report>(`/admin/v1/analytics/${DEMO}?${range}`, admin);
      const tiles = report.body.data[bucket];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.kind === kind)).toBe(true);
      expect(sum(rows, 'visits')).toBe(tiles.visits);
      expect(sum(rows, 'checkouts')).toBe(tiles.checkouts);
      expect(sum(rows, 'revenue')).toBeCloseTo(tiles.revenue, 2);
    }
  });

  it('sorts by visits, most first, by default; by another column either way', async () => {
    const rows = await allRows(admin, `${year()}&kind=link`);
    const visits = rows.map((r) => r.visits!);
    expect(visits).toEqual([...visits].sort((a, b) => b - a));
    const byRevenue = await allRows(admin, `${year()}&kind=link&sort=revenue&order=asc`);
    const revenue = byRevenue.map((r) => r.revenue!);
    expect(revenue).toEqual([...revenue].sort((a, b) => a - b));
    const byRate = await allRows(admin, `${year()}&kind=link&sort=conversion_rate`);
    const rates = byRate.map((r) => r.conversion_rate!);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    const first = byRate[0]!;
    expect(first.conversion_rate).toBeCloseTo((first.checkouts! / first.visits!) * 100, 2);
  });

  it('pages 5 rows by default with next_skip, the pages making up the whole list', async () => {
    const whole = await allRows(admin, `${year()}&kind=link`);
    expect(whole.length).toBeGreaterThan(5);
    const first = await get<Rows>(rowsPath(`${year()}&kind=link`), admin);
    expect(first.body.data.links).toHaveLength(5);
    expect(first.body.data.next_skip).toBe(5);
    expect(first.body.data.currency).toBe('USD');
    const second = await get<Rows>(rowsPath(`${year()}&kind=link&skip=5&count=3`), admin);
    expect([...first.body.data.links, ...second.body.data.links].map((r) => r.link_id)).toEqual(
      whole.slice(0, 8).map((r) => r.link_id),
    );
    const last = await get<Rows>(
      rowsPath(`${year()}&kind=link&skip=${whole.length - 1}&count=5`),
      admin,
    );
    expect(last.body.data.links).toHaveLength(1);
    expect(last.body.data.next_skip).toBeNull();
  });

  it('names each link as the merchant knows it, an experience by its multilink', async () => {
    const rows = await allRows(admin, `${year()}&kind=link`);
    const instant = rows.find((r) => r.link_id === CONTENT_SEED.demo.mayaLink);
    const [stored] = await database()
      .db.select({ description: links.description })
      .from(links)
      .where(eq(links.id, CONTENT_SEED.demo.mayaLink));
    expect(instant?.name).toBe(stored!.description);
    expect(instant?.multilink_id).toBeNull();
    const shorts = await allRows(admin, `${year()}&kind=short`);
    expect(shorts.every((r) => r.name !== null && r.name !== '')).toBe(true);
    const experiences = [...rows, ...shorts].filter(
      (r) => r.multilink_id === CONTENT_SEED.demo.multilink,
    );
    expect(experiences.map((r) => [r.name, r.experience]).sort()).toEqual([
      ['Spring A/B', 0],
      ['Spring A/B', 1],
    ]);
  });

  it('answers no rows for a range without visits', async () => {
    const empty = await get<Rows>(
      rowsPath('from_date=2023-01-01&to_date=2023-01-31&kind=short'),
      admin,
    );
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({ links: [], currency: 'USD', next_skip: null });
  });

  it('refuses a range outside 2023-01-01 to tomorrow, a reversed one and a count above 100', async () => {
    const early = await get(rowsPath('from_date=2022-12-31&kind=link'), admin);
    expect(early.status).toBe(400);
    expect(early.body.error).toBe('Invalid query: "from_date" must not be before 2023-01-01');
    const late = await get(rowsPath('to_date=9999-12-31&kind=link'), admin);
    expect(late.body.error).toBe('Invalid query: "to_date" must not be after tomorrow');
    const reversed = await get(
      rowsPath('from_date=2024-02-01&to_date=2024-01-01&kind=link'),
      admin,
    );
    expect(reversed.body.error).toBe('Invalid query: "from_date" is after "to_date"');
    const many = await get(rowsPath('kind=link&count=101'), admin);
    expect(many.status).toBe(400);
    expect(many.body.error).toContain('count');
    const kindless = await get(rowsPath(''), admin);
    expect(kindless.status).toBe(400);
    expect(kindless.body.error).toContain('kind');
  });

  it('gives an influencer only their own links, with the figures their permissions show', async () => {
    const db = database().db;
    const mine = await allRows(maya, `${year()}&kind=link`);
    const everyone = await allRows(admin, `${year()}&kind=link`);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(everyone.length);
    const owners = await db
      .select({ influencerId: links.influencerId })
      .from(links)
      .where(
        inArray(
          links.id,
          mine.map((r) => r.link_id),
        ),
      );
    expect(new Set(owners.map((o) => o.influencerId))).toEqual(new Set([SEED.maya.influencerId]));

    await db.insert(influencers).values({
      id: 'inf-rows-clicks',
      businessId: DEMO,
      username: 'rowsclicks',
      name: 'Rows Clicks',
      passwordHash: 'unusable',
      permissions: { analytics_clicks_enabled: true },
    });
    const [owner] = await db
      .select({ influencerId: links.influencerId })
      .from(links)
      .where(eq(links.id, CONTENT_SEED.demo.noaLink));
    await db
      .update(links)
      .set({ influencerId: 'inf-rows-clicks' })
      .where(eq(links.id, CONTENT_SEED.demo.noaLink));
    const clicksOnly = await createSession(db, {
      businessId: DEMO,
      influencerId: 'inf-rows-clicks',
    });
    try {
      const masked = await allRows(clicksOnly, `${year()}&kind=link`);
      expect(masked.map((r) => r.link_id)).toEqual([CONTENT_SEED.demo.noaLink]);
      expect(masked[0]!.visits).toBeGreaterThan(0);
      expect([masked[0]!.checkouts, masked[0]!.revenue, masked[0]!.conversion_rate]).toEqual([
        null,
        null,
        null,
      ]);
      const sorted = await get(rowsPath(`${year()}&kind=link&sort=revenue`), clicksOnly);
      expect(sorted.status).toBe(403);
      expect(sorted.body.error).toBe('This account may not sort links by revenue');
    } finally {
      await db
        .update(links)
        .set({ influencerId: owner!.influencerId })
        .where(eq(links.id, CONTENT_SEED.demo.noaLink));
    }
  });

  it("never shows another merchant's links, and answers 404 for another business", async () => {
    const rows = [
      ...(await allRows(admin, `${year()}&kind=link`)),
      ...(await allRows(admin, `${year()}&kind=short`)),
    ];
    const businesses = await database()
      .db.select({ businessId: links.businessId })
      .from(links)
      .where(
        inArray(
          links.id,
          rows.map((r) => r.link_id),
        ),
      );
    expect(new Set(businesses.map((b) => b.businessId))).toEqual(new Set([DEMO]));
    expect(rows.some((r) => r.link_id === CONTENT_SEED.acme.link)).toBe(false);
    const foreign = await get(
      `/admin/v1/analytics/${SEED.other.businessId}/links?kind=link`,
      admin,
    );
    expect(foreign.status).toBe(404);
  });
});
