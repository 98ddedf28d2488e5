import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../auth/crypto';
import { createSession } from '../auth/session';
import { SEED } from '../seed';
import { bearer, postJson, sharedTestDatabase, testApp } from '../test/setup';
import { ChangeFeed, listenForChanges, type ChangeListener } from './changeFeed';
import { links } from './content.schema';
import type { Db } from './client';
import { sessions } from './schema';
import { products } from './store.schema';

const DEMO = SEED.demo.businessId;

describe('ChangeFeed', () => {
  it('keeps what was read before a change only until the change is heard', () => {
    const feed = new ChangeFeed();
    feed.connected();
    const before = feed.mark();
    expect(feed.contentFresh(DEMO, before)).toBe(true);
    feed.contentChanged('biz-other');
    expect(feed.contentFresh(DEMO, before)).toBe(true);
    feed.contentChanged(DEMO);
    expect(feed.contentFresh(DEMO, before)).toBe(false);
    expect(feed.contentFresh(DEMO, feed.mark())).toBe(true);

    const handled: string[] = [];
    feed.onSessionChange((tokenHash) => handled.push(tokenHash));
    const beforeRevoke = feed.mark();
    feed.sessionChanged('hash-1');
    expect(handled).toEqual(['hash-1']);
    expect(feed.sessionsUnchangedSince(beforeRevoke)).toBe(false);
    expect(feed.sessionsUnchangedSince(feed.mark())).toBe(true);
  });

  it('trusts nothing while the listener is lost, nor what was read before it connected', () => {
    const feed = new ChangeFeed();
    let resets = 0;
    feed.onReset(() => (resets += 1));
    expect(feed.contentFresh(DEMO, feed.mark())).toBe(false);
    const beforeConnect = feed.mark();
    feed.connected();
    expect(feed.live).toBe(true);
    expect(feed.contentFresh(DEMO, beforeConnect)).toBe(false);
    const whileLive = feed.mark();
    feed.lost();
    expect(feed.live).toBe(false);
    expect(feed.contentFresh(DEMO, whileLive)).toBe(false);
    expect(feed.contentFresh(DEMO, feed.mark())).toBe(false);
    expect(resets).toBe(2);
  });
});

// Two apps over one database, each with its own listener, stand for two API processes (on
// PostgreSQL each listener is its own connection; on PGlite both listen on the one client).
const database = sharedTestDatabase();
let listenerA: ChangeListener;
let listenerB: ChangeListener;
let processA: ReturnType<typeof testApp>;
let processB: ReturnType<typeof testApp>;
let admin: string;

beforeAll(async () => {
  listenerA = await listenForChanges(database(), { retryMs: 50 });
  listenerB = await listenForChanges(database(), { retryMs: 50 });
  processA = testApp(database(), { changes: listenerA.feed });
  processB = testApp(database(), { changes: listenerB.feed });
  admin = await createSession(database().db, { businessId: DEMO, userId: SEED.demo.userId });
});

afterAll(async () => {
  await listenerA?.stop();
  await listenerB?.stop();
});

type Item = { link_id: string; description: string | null; version: number };

/** The description of the link `id` in a list. */
const describedAs = (items: Item[], id: string) => items.find((l) => l.link_id === id)?.description;

/** The first link of a list with a description. */
const described = (items: Item[]) => items.find((l) => l.description !== null)!;

async function list(app: ReturnType<typeof testApp>, query = '?count=28') {
  const response = await app.request(`/admin/v1/links/${DEMO}${query}`, {
    method: 'POST',
    headers: bearer(admin),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Item[] }).data;
}

async function verify(app: ReturnType<typeof testApp>, token: string) {
  return (await app.request('/auth/verify', postJson({}, bearer(token)))).status;
}

/** Waits until `feed` has heard a change of the demo business made after `mark`. */
async function heardContent(feed: ChangeFeed, mark: number) {
  await vi.waitFor(() => expect(feed.contentFresh(DEMO, mark)).toBe(false));
}

/** Changes a link's description without any trigger firing: nothing is notified, no version bumps. */
async function silently(db: Db, id: string, description: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(links).set({ description }).where(eq(links.id, id));
  });
}

describe('change notifications across two processes', () => {
  it('are heard by both processes, whose lists are then answered from memory', async () => {
    expect(listenerA.feed.live).toBe(true);
    expect(listenerB.feed.live).toBe(true);
    const first = described(await list(processB));
    await silently(database().db, first.link_id, 'Unnoticed');
    // A change nobody was told of is not seen: the list came from memory, no query.
    expect(describedAs(await list(processB), first.link_id)).toBe(first.description);
    // Told by a change of the business, the next list reads again.
    const mark = listenerB.feed.mark();
    await database()
      .db.update(links)
      .set({ description: first.description })
      .where(eq(links.id, first.link_id));
    await heardContent(listenerB.feed, mark);
    expect(describedAs(await list(processB), first.link_id)).toBe(first.description);
  });

  it('show a link created and edited through A, or edited in the database, in B’s next list once heard', async () => {
    await list(processB);
    const inventory = await database()
      .db.select({ id: products.inventoryId })
      .from(products)
      .where(eq(products.businessId, DEMO))
      .limit(1);
    const body = {
      business_id: DEMO,
      link_type: 'LOOK',
      description: 'Made on A',
      images: [{ src: 'https://cdn.shoppable.test/a.png', id: null }],
      inventory_ids: inventory.map((r) => r.id),
    };
    let mark = listenerB.feed.mark();
    const created = await processA.request('/admin/v1/links/create', postJson(body, bearer(admin)));
    expect(created.status).toBe(200);
    const link = ((await created.json()) as { data: Item }).data;
    await heardContent(listenerB.feed, mark);
    expect((await list(processB))[0]?.link_id).toBe(link.link_id);

    mark = listenerB.feed.mark();
    const edited = await processA.request(
      `/admin/v1/links/${link.link_id}/edit`,
      postJson({ ...body, description: 'Edited on A', version: link.version }, bearer(admin)),
    );
    expect(edited.status).toBe(200);
    await heardContent(listenerB.feed, mark);
    expect(describedAs(await list(processB), link.link_id)).toBe('Edited on A');

    mark = listenerB.feed.mark();
    await database()
      .db.update(links)
      .set({ description: 'Edited in the database' })
      .where(eq(links.id, link.link_id));
    await heardContent(listenerB.feed, mark);
    expect(describedAs(await list(processB), link.link_id)).toBe('Edited in the database');
    expect(describedAs(await list(processA), link.link_id)).toBe('Edited in the database');
  });

  it('refuse on B a session revoked on A once heard, and answer it from memory until then', async () => {
    const token = await createSession(database().db, {
      businessId: DEMO,
      userId: SEED.demo.userId,
    });
    expect(await verify(processB, token)).toBe(200);
    // Revoked behind the listeners' backs: B still answers from memory (no query per request).
    await database().db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.tokenHash, hashToken(token)));
    });
    expect(await verify(processB, token)).toBe(200);

    const other = await createSession(database().db, {
      businessId: DEMO,
      userId: SEED.demo.userId,
    });
    expect(await verify(processB, other)).toBe(200);
    const mark = listenerB.feed.mark();
    const out = await processA.request('/auth/logout', postJson({}, bearer(other)));
    expect(out.status).toBe(200);
    await vi.waitFor(() => expect(listenerB.feed.sessionsUnchangedSince(mark)).toBe(false));
    expect(await verify(processB, other)).toBe(401);
  });

  it('never keep a list or a session read while a change was heard', async () => {
    const feed = listenerB.feed;
    const first = described(await list(processB));
    // A change heard during the next request's reads (right after each mark), as when it
    // commits meanwhile.
    const racing = async <T>(hear: () => void, request: () => Promise<T>) => {
      const mark = feed.mark.bind(feed);
      const spy = vi.spyOn(feed, 'mark').mockImplementation(() => {
        const taken = mark();
        hear();
        return taken;
      });
      try {
        return await request();
      } finally {
        spy.mockRestore();
      }
    };
    // The session comes from memory; the list (another page size: not cached yet) is read while
    // a change is heard, so it is not kept.
    await racing(
      () => feed.contentChanged(DEMO),
      () => list(processB, '?count=27'),
    );
    await silently(database().db, first.link_id, 'After the race');
    expect(describedAs(await list(processB, '?count=27'), first.link_id)).toBe('After the race');
    await silently(database().db, first.link_id, first.description!);

    const token = await createSession(database().db, {
      businessId: DEMO,
      userId: SEED.demo.userId,
    });
    expect(
      await racing(
        () => feed.sessionChanged('another'),
        () => verify(processB, token),
      ),
    ).toBe(200);
    await database().db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.tokenHash, hashToken(token)));
    });
    expect(await verify(processB, token)).toBe(401);
  });

  it('check the database on every request while the listener is lost, and listen again', async () => {
    const feed = listenerB.feed;
    const first = described(await list(processB));
    // The listener comes back on its own 50 ms after a loss: held off until the checks are done,
    // else an edit's notification could still be on its way when the next list is answered.
    let back = false;
    const holding = vi.spyOn(feed, 'connected').mockImplementation(() => {
      back = true;
    });
    if (database().kind === 'pg') {
      // The listener's own connection is cut (a restart or a network loss would do the same).
      await database().db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query like 'LISTEN %'`,
      );
      await vi.waitFor(() => expect(feed.live).toBe(false));
    } else {
      feed.lost();
    }
    expect(feed.live).toBe(false);
    await silently(database().db, first.link_id, 'Unnoticed while lost');
    // Dropped with the listener: the list is read again, then checked by the content version.
    expect(describedAs(await list(processB), first.link_id)).toBe('Unnoticed while lost');
    await database()
      .db.update(links)
      .set({ description: 'Edited while lost' })
      .where(eq(links.id, first.link_id));
    expect(describedAs(await list(processB), first.link_id)).toBe('Edited while lost');
    if (database().kind === 'pg') {
      await vi.waitFor(() => expect(back).toBe(true), { timeout: 10_000 });
    }
    holding.mockRestore();
    feed.connected();
    expect(feed.live).toBe(true);
    const mark = feed.mark();
    await database()
      .db.update(links)
      .set({ description: 'Edited once back' })
      .where(eq(links.id, first.link_id));
    await heardContent(feed, mark);
    expect(describedAs(await list(processB), first.link_id)).toBe('Edited once back');
  });

  it.runIf(process.env.DATABASE_URL?.startsWith('postgres') === true)(
    'never count as live through an address that does not carry the notifications back',
    async () => {
      // Another database on the same server: its notifications never reach this one's pool, as
      // LISTEN through a pooler in transaction mode would not.
      const other = new URL(database().url!);
      other.pathname = '/postgres';
      const log: string[] = [];
      const listener = await listenForChanges(database(), {
        url: other.toString(),
        probeTimeoutMs: 200,
        retryMs: 60_000,
        log: (message) => log.push(message),
      });
      try {
        expect(listener.feed.live).toBe(false);
        expect(log[0]).toMatch(/Change notifications not heard \(no probe notification came back/);
      } finally {
        await listener.stop();
      }
    },
  );
});
