import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createSession } from '../auth/session';
import { listState, totalsFingerprint } from '../db/contentCache';
import { links } from '../db/content.schema';
import { influencers } from '../db/schema';
import { products } from '../db/store.schema';
import { SEED } from '../seed';
import { CONTENT_SEED } from '../seed/content';
import { bearer, postJson, sharedTestDatabase, testApp, relayedJson } from '../test/setup';
import { LIST_TOTALS_MAX_AGE_MS } from './routes';

// Two apps over one database stand for two API processes: each caches link lists, and a change
// made through either (or straight in the database) must show in the other's next list.
const database = sharedTestDatabase();
const DEMO = SEED.demo.businessId;
let processA: ReturnType<typeof testApp>;
let processB: ReturnType<typeof testApp>;
let admin: string;
let maya: string;

type Item = {
  link_id: string;
  description: string | null;
  visits: number;
  influencer_username: string | null;
};

beforeAll(async () => {
  processA = testApp(database());
  processB = testApp(database());
  const db = database().db;
  admin = await createSession(db, { businessId: DEMO, userId: SEED.demo.userId });
  maya = await createSession(db, { businessId: DEMO, influencerId: SEED.maya.influencerId });
});

async function list(app: ReturnType<typeof testApp>, token: string, query = '?count=28') {
  const response = await app.request(`/admin/v1/links/${DEMO}${query}`, {
    method: 'POST',
    headers: bearer(token),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Item[] }).data;
}

describe('cached link lists', () => {
  it("builds the same totals fingerprint in JavaScript as the database's check", async () => {
    const rows = await database().db.select().from(links).where(eq(links.businessId, DEMO));
    const now = await listState(
      database().db,
      DEMO,
      rows.map((r) => r.id),
    );
    expect(now.totals).toBe(totalsFingerprint(rows));
    expect((await listState(database().db, DEMO, [])).totals).toBe(totalsFingerprint([]));
  });

  it('answers a cached list exactly as a fresh one, per principal and query', async () => {
    const first = await list(processA, admin);
    expect(await list(processA, admin)).toEqual(first);
    expect(await list(processB, admin)).toEqual(first);
    const mine = await list(processA, maya);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((l) => l.influencer_username === SEED.maya.username)).toBe(true);
    expect(await list(processA, admin, '?count=2')).toEqual(first.slice(0, 2));
  });

  it('shows a link created, edited, visited and deleted on another process at once', async () => {
    await list(processA, admin);
    const inventory = await database()
      .db.select({ id: products.inventoryId })
      .from(products)
      .where(eq(products.businessId, DEMO))
      .limit(1);
    const created = await processB.request(
      '/admin/v1/links/create',
      postJson(
        {
          business_id: DEMO,
          link_type: 'LOOK',
          description: 'Made on B',
          images: [{ src: 'https://cdn.shoppable.test/b.png', id: null }],
          inventory_ids: inventory.map((r) => r.id),
        },
        bearer(admin),
      ),
    );
    expect(created.status).toBe(200);
    const link = ((await created.json()) as { data: Item & { version?: number } }).data;
    expect((await list(processA, admin))[0]?.link_id).toBe(link.link_id);

    const edited = await processB.request(
      `/admin/v1/links/${link.link_id}/edit`,
      postJson(
        {
          business_id: DEMO,
          link_type: 'LOOK',
          description: 'Edited on B',
          images: [{ src: 'https://cdn.shoppable.test/b.png', id: null }],
          inventory_ids: inventory.map((r) => r.id),
          // The edit version, once edits carry one.
          ...(typeof link.version === 'number' ? { version: link.version } : {}),
        },
        bearer(admin),
      ),
    );
    expect(edited.status).toBe(200);
    expect((await list(processA, admin))[0]?.description).toBe('Edited on B');

    const visited = await processB.request(
      '/public/v1/events',
      relayedJson({ link_id: link.link_id, type: 'visit' }),
    );
    expect(visited.status).toBe(200);
    // Totals are checked again once LIST_TOTALS_MAX_AGE_MS has passed (content at once).
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + LIST_TOTALS_MAX_AGE_MS);
    try {
      expect((await list(processA, admin))[0]?.visits).toBe(1);
    } finally {
      clock.mockRestore();
    }

    const deleted = await processB.request(`/admin/v1/links/${link.link_id}`, {
      method: 'DELETE',
      headers: bearer(admin),
    });
    expect(deleted.status).toBe(200);
    expect((await list(processA, admin)).some((l) => l.link_id === link.link_id)).toBe(false);
  });

  it('shows a change written straight to the database (an influencer renamed)', async () => {
    const before = await list(processA, admin);
    const ofMaya = before.find((l) => l.influencer_username === SEED.maya.username);
    expect(ofMaya).toBeDefined();
    const db = database().db;
    await db
      .update(influencers)
      .set({ username: 'maya-renamed' })
      .where(eq(influencers.id, SEED.maya.influencerId));
    const after = await list(processA, admin);
    expect(after.find((l) => l.link_id === ofMaya!.link_id)?.influencer_username).toBe(
      'maya-renamed',
    );
    await db
      .update(influencers)
      .set({ username: SEED.maya.username })
      .where(eq(influencers.id, SEED.maya.influencerId));
  });

  it('answers totals at most LIST_TOTALS_MAX_AGE_MS old, content changes at once', async () => {
    const before = await list(processA, admin);
    const first = before[0]!;
    await processB.request(
      '/public/v1/events',
      relayedJson({ link_id: first.link_id, type: 'visit' }),
    );
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(start);
    try {
      // Within the age: the cached totals; past it: the new ones.
      expect((await list(processA, admin))[0]?.visits).toBe(first.visits);
      clock.mockReturnValue(start + LIST_TOTALS_MAX_AGE_MS);
      expect((await list(processA, admin))[0]?.visits).toBe(first.visits + 1);
      // A content change within the age shows at once.
      await database()
        .db.update(links)
        .set({ description: 'Changed in the database' })
        .where(eq(links.id, first.link_id));
      expect((await list(processA, admin))[0]?.description).toBe('Changed in the database');
    } finally {
      clock.mockRestore();
    }
  });

  it("keeps an influencer's own list to their links", async () => {
    const mine = await list(processB, maya);
    const all = await list(processB, admin);
    expect(mine.length).toBeLessThan(all.length);
    expect(mine.map((l) => l.link_id)).toContain(CONTENT_SEED.demo.mayaLink);
  });
});
