/**
 * Shopper events recorded by group commit: a request hands its event to the process's batcher and
 * waits; the batcher commits every event that arrived within a short window (or once it holds
 * `maxBatch`) in one transaction, then answers each request. A request is acknowledged only after
 * the transaction holding its event committed, so a crash loses nothing acknowledged; a failed
 * transaction fails exactly the requests of its batch (503).
 *
 * Per batch, in one transaction of two prepared statements instead of a statement of each kind
 * per event: one upsert of the per-address limits and the repeat windows (rows of `rate_limits`,
 * shared by every process on the database), and one statement writing the (link, day, type)
 * rollups, the product rollups and the links' totals. The targets are read before it, unless they
 * are known from an earlier batch while change notifications are heard.
 */
import {
  FILTERED_VISIT_EVENTS,
  QR_SCAN_EVENT,
  REFUSED_EVENTS,
  SWAP_EVENT,
} from '@shoppable/domain';
import { eq, lt } from 'drizzle-orm';
import type { ChangeFeed } from '../db/changeFeed';
import type { Db } from '../db/client';
import { LruCache } from '../db/contentCache';
import { linkProducts } from '../db/content.schema';
import { hot, runHot, runHotIn } from '../db/hot';
import { rateLimits } from '../db/schema';
import { ApiError } from '../http';
import { swapsOfInventory } from './autoSwap';
import { feedInventoryIds, feedLinkId } from './shopboardFeed';

/** One shopper event, judged as far as its own request allows. */
export interface ShopperEventInput {
  linkId: string;
  type: 'visit' | 'add_to_cart' | 'checkout_request';
  /** The product of an add to cart (the product funnel). */
  inventoryId?: string | undefined;
  /**
   * A visit's verdict from its request (a filtered event type, or `visit`); a counted visit of a
   * known shopper is then judged for repeats in the batch.
   */
  visitType?: string;
  /** The shopper of a visit for the repeat window (their address and user agent, hashed). */
  shopper?: string | null;
  /** Whether a counted visit is a QR scan too. */
  qr?: boolean;
  /** The caller's address, for the per-address limit (null: not limited). */
  address?: string | null;
  /** Refused before recording (a bad relay signature): counted under this type only. */
  refusedAs?: string;
}

export interface IngestOptions {
  /** How long the first event of a batch waits for others, in ms (default 4). */
  windowMs?: number;
  /** The most events one batch holds (default 500). */
  maxBatch?: number;
  /** The clock (ms): the day of the rollups and the windows' expiry (tests). */
  now?: () => number;
  /** Events one address may send per `perAddressWindowMs` before 429 (default 120; 0: no limit). */
  perAddress?: number;
  /** The window of the per-address limit, in ms (default 1 minute). */
  perAddressWindowMs?: number;
  /** The repeat window of a shopper's visit, in ms. */
  repeatWindowMs?: number;
  /** Told after each committed or failed batch (tests, the bench). */
  onBatch?: (stats: BatchStats) => void;
  /** The change notifications heard: while they are, the batches' targets are kept in memory. */
  changes?: ChangeFeed | undefined;
}

/** What one batch did. */
export interface BatchStats {
  events: number;
  /** Statements run for it (reads included). */
  statements: number;
  /** Ids whose target was read from the database (not known in memory). */
  targetsRead: number;
  ok: boolean;
}

/** Decided: the default per-address limit of shopper events (a shopper sends a few per page). */
export const EVENTS_PER_ADDRESS = 120;
const MINUTE_MS = 60_000;
/** How long a link's swap state is reused, and for how many links at most. */
const SWAP_STATE_MS = 1000;
const SWAP_STATE_ENTRIES = 10_000;

/** `EVENTS_PER_ADDRESS` (events per minute; 0 for no limit), when set to a whole number. */
export function eventsPerAddressFromEnv(env: NodeJS.ProcessEnv = process.env): IngestOptions {
  const text = env.EVENTS_PER_ADDRESS?.trim();
  const value = Number(text);
  return text && Number.isInteger(value) && value >= 0 ? { perAddress: value } : {};
}
const UNAVAILABLE = 'The service is briefly unavailable, please try again';
/** How many shoppers' live repeat windows a process remembers (least recently used out first). */
const KNOWN_WINDOWS = 50_000;
/** How many targets a process keeps in memory (least recently used out first). */
const KNOWN_TARGETS = 10_000;
/** How often a process drops the ended windows of `rate_limits`. */
const SWEEP_EVERY_MS = 30_000;

/** The batch's targets: shopboard posts and public ids, in one read. */
const TARGETS = hot(
  'ingest_targets',
  ['text[]'],
  `select id, business_id, true as post from social_posts where id = any($1)
   union all
   select id, business_id, false as post from public_ids where id = any($1)`,
);

/**
 * Counts hits of keys of `rate_limits` (key, hits, expiry of a window starting now; keys in order
 * so two processes lock rows alike): a window that ended starts over. Answers each key's hits and
 * window end (ms) after this batch.
 */
const HITS = hot(
  'ingest_hits',
  ['text[]', 'int4[]', 'timestamptz[]', 'timestamptz'],
  `insert into rate_limits as r (key, hits, last_hit_at, expires_at)
   select t.key, t.hits, $4, t.expires_at from unnest($1, $2, $3) as t(key, hits, expires_at)
   on conflict (key) do update set
     hits = case when r.expires_at <= $4 then excluded.hits else r.hits + excluded.hits end,
     last_hit_at = excluded.last_hit_at,
     expires_at = case when r.expires_at <= $4 then excluded.expires_at else r.expires_at end
   returning r.key, r.hits, (extract(epoch from r.expires_at) * 1000)::float8 as expires_ms`,
);

/**
 * The batch's rollups in one statement: the (link, day, type) counts, the product counts and the
 * links' lifetime totals, each table's rows in key order.
 */
const ROLLUPS = hot(
  'ingest_rollups',
  [
    'date',
    'text[]',
    'text[]',
    'text[]',
    'int4[]',
    'text[]',
    'text[]',
    'text[]',
    'int4[]',
    'text[]',
    'int4[]',
    'int4[]',
  ],
  `with day_rows as (
     insert into link_events as e (business_id, link_id, day, type, count)
     select t.business_id, t.link_id, $1, t.type, t.n
       from unnest($2, $3, $4, $5) as t(business_id, link_id, type, n)
     on conflict (link_id, day, type) do update set count = e.count + excluded.count
     returning 1
   ), product_rows as (
     insert into link_product_events as p (business_id, link_id, inventory_id, day, type, count)
     select t.business_id, t.link_id, t.inventory_id, $1, 'add_to_cart', t.n
       from unnest($6, $7, $8, $9) as t(business_id, link_id, inventory_id, n)
     on conflict (link_id, inventory_id, day, type) do update set count = p.count + excluded.count
     returning 1
   ), link_rows as (
     update links as l set
       total_visits = l.total_visits + t.visits,
       total_checkout_requests = l.total_checkout_requests + t.checkouts
     from unnest($10, $11, $12) as t(id, visits, checkouts)
     where l.id = t.id
     returning 1
   )
   select (select count(*) from day_rows)::int as days,
     (select count(*) from product_rows)::int as products,
     (select count(*) from link_rows)::int as links`,
);

/** Thrown inside a batch's transaction to roll it back and write it again in two steps. */
class RedoInSteps extends Error {}

interface Pending {
  event: ShopperEventInput;
  resolve: () => void;
  reject: (error: unknown) => void;
  /** What the event is recorded on, once found. */
  target?: Target;
}

type Target = { id: string; businessId: string };

/** Adds `n` to a map's count of `key`. */
function add<K>(map: Map<K, number>, key: K, n = 1) {
  map.set(key, (map.get(key) ?? 0) + n);
}

const isDeadlock = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '40P01';

export class EventIngest {
  private pending: Pending[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | undefined;
  private readonly windowMs: number;
  private readonly maxBatch: number;
  private readonly now: () => number;
  private readonly perAddress: number;
  private readonly perAddressWindowMs: number;
  private readonly repeatWindowMs: number;
  /**
   * Whether a link's page shows a swap, as read in the last second: a hot link's batches then
   * read it once a second instead of once per batch (the link page's own data is as old).
   */
  private readonly swapState = new LruCache<{ swapping: boolean; until: number }>(
    SWAP_STATE_ENTRIES,
  );
  /**
   * The targets read while change notifications were heard, with the feed's mark taken before the
   * read: one stays while no content of any business was heard changing since, since a post or a
   * public id created, deleted or moved elsewhere changes some business's content.
   */
  private readonly knownTargets = new LruCache<{ target: Target; mark: number }>(KNOWN_TARGETS);
  private sweeping: Promise<void> | undefined;
  private sweptAt = Number.NEGATIVE_INFINITY;
  /** Repeat windows seen live in the database: shopper key → the window's end (ms). */
  private readonly liveWindows = new LruCache<number>(KNOWN_WINDOWS);

  constructor(
    private readonly db: Db,
    private readonly options: IngestOptions = {},
  ) {
    this.windowMs = options.windowMs ?? 4;
    this.maxBatch = Math.max(1, options.maxBatch ?? 500);
    this.now = options.now ?? Date.now;
    this.perAddress = options.perAddress ?? EVENTS_PER_ADDRESS;
    this.perAddressWindowMs = options.perAddressWindowMs ?? MINUTE_MS;
    this.repeatWindowMs = options.repeatWindowMs ?? 30 * MINUTE_MS;
  }

  /** Records an event; resolves once its batch committed, rejects with its own refusal or a 503. */
  record(event: ShopperEventInput): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.pending.push({ event, resolve, reject });
      this.schedule();
    });
  }

  /** Commits what is waiting now (and what arrives meanwhile), without waiting for the window. */
  async flush(): Promise<void> {
    this.clearTimer();
    while (this.running || this.pending.length > 0) {
      if (!this.running) this.start();
      await this.running;
    }
    await this.sweeping;
  }

  private clearTimer() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule() {
    // While a batch commits, the next one fills up; it starts as soon as that one is done.
    if (this.running) return;
    if (this.pending.length >= this.maxBatch) {
      this.clearTimer();
      this.start();
    } else if (!this.timer && Number.isFinite(this.windowMs)) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        if (!this.running) this.start();
      }, this.windowMs);
    }
  }

  private start() {
    const batch = this.pending.splice(0, this.maxBatch);
    if (batch.length === 0) return;
    this.running = this.commit(batch).finally(() => {
      this.running = undefined;
      if (this.pending.length > 0) this.start();
    });
  }

  private async commit(batch: Pending[]): Promise<void> {
    const stats = { events: batch.length, statements: 0, targetsRead: 0, ok: false };
    const outcome = new Map<Pending, ApiError | null>();
    try {
      const targets = await this.targets(batch, stats);
      const live: (Pending & { target: Target })[] = [];
      for (const item of batch) {
        const target = targets.get(item.event.linkId);
        if (!target) outcome.set(item, new ApiError(404, 'Link not found'));
        else live.push(Object.assign(item, { target }));
      }
      await this.checkProducts(live, outcome, stats);
      const valid = live.filter((item) => !outcome.has(item));
      const swapping = await this.swappingLinks(valid, stats);
      // A batch is first written assuming no event is over its address's limit (the limits and
      // the repeat windows counted in one statement); if one is, it is written again in two steps.
      let inSteps = false;
      for (let deadlocks = 0; valid.length > 0;) {
        const refusals = new Map<Pending, ApiError>();
        const learnt = new Map<string, number>();
        try {
          await this.db.transaction(async (tx) => {
            await this.write(
              tx as unknown as Db,
              valid,
              swapping,
              refusals,
              learnt,
              inSteps,
              stats,
            );
          });
          for (const [item, error] of refusals) outcome.set(item, error);
          for (const [key, until] of learnt) this.liveWindows.set(key, until);
          this.sweepNowAndThen();
          break;
        } catch (error) {
          if (error instanceof RedoInSteps && !inSteps) {
            inSteps = true;
            continue;
          }
          // Two processes may lock the same hot rows in turn; one retry settles it.
          deadlocks += 1;
          if (deadlocks >= 2 || !isDeadlock(error)) throw error;
        }
      }
      stats.ok = true;
      for (const item of batch) {
        const error = outcome.get(item);
        if (error) item.reject(error);
        else item.resolve();
      }
    } catch (error) {
      console.warn(`Shopper events not recorded (${(error as Error).message ?? error})`);
      for (const item of batch) {
        const own = outcome.get(item);
        item.reject(own ?? new ApiError(503, UNAVAILABLE, { 'Retry-After': '1' }));
      }
    } finally {
      this.options.onBatch?.(stats);
    }
  }

  /** The targets of the batch's ids: shopboard posts or public ids. */
  private async targets(batch: Pending[], stats: BatchStats): Promise<Map<string, Target>> {
    const feed = this.options.changes;
    const found = new Map<string, Target>();
    const unknown = new Set<string>();
    for (const item of batch) {
      const id = item.event.linkId;
      if (found.has(id) || unknown.has(id)) continue;
      const known = feed ? this.knownTargets.get(id) : undefined;
      if (known && feed!.contentUnchangedSince(known.mark)) found.set(id, known.target);
      else unknown.add(id);
    }
    if (unknown.size === 0) return found;
    const mark = feed?.live ? feed.mark() : undefined;
    stats.statements += 1;
    stats.targetsRead += unknown.size;
    const rows = await runHot<{ id: string; business_id: string; post: boolean }>(
      this.db,
      TARGETS,
      [[...unknown]],
    );
    const read = new Map<string, Target>();
    for (const row of rows) {
      // A post's events are recorded on the post (post analytics read them).
      if (row.post || !read.has(row.id))
        read.set(row.id, { id: row.id, businessId: row.business_id });
    }
    for (const [id, target] of read) {
      found.set(id, target);
      if (mark !== undefined) this.knownTargets.set(id, { target, mark });
    }
    return found;
  }

  /** Refuses (400) an add to cart of a product the page does not offer, before anything is written. */
  private async checkProducts(
    items: (Pending & { target: Target })[],
    outcome: Map<Pending, ApiError | null>,
    stats: BatchStats,
  ) {
    const offered = new Map<string, Set<string>>();
    for (const item of items) {
      const { inventoryId, type } = item.event;
      if (inventoryId === undefined || item.event.refusedAs) continue;
      if (type !== 'add_to_cart') {
        outcome.set(
          item,
          new ApiError(400, 'Invalid body: "inventory_id" is only sent with an add_to_cart event'),
        );
        continue;
      }
      const feed = item.target.id === feedLinkId(item.target.businessId);
      let ids = offered.get(item.target.id);
      if (!ids) {
        stats.statements += 3;
        ids = feed
          ? await feedInventoryIds(this.db, item.target.businessId)
          : await this.linkOffer(item.target);
        offered.set(item.target.id, ids);
      }
      if (!ids.has(inventoryId)) {
        outcome.set(
          item,
          new ApiError(
            400,
            `Product "${inventoryId}" is not on this ${feed ? 'shopboard' : 'link'}`,
          ),
        );
      }
    }
  }

  private async linkOffer(target: Target): Promise<Set<string>> {
    const ids = await this.linkInventory(target.id);
    const swaps = await swapsOfInventory(this.db, target.businessId, ids);
    return new Set([...ids, ...swaps.map((swap) => swap.alternative)]);
  }

  private async linkInventory(linkId: string): Promise<string[]> {
    const rows = await this.db
      .select({ inventoryId: linkProducts.inventoryId })
      .from(linkProducts)
      .where(eq(linkProducts.linkId, linkId))
      .orderBy(linkProducts.position);
    return rows.map((row) => row.inventoryId);
  }

  /** The links of the batch's visits whose page shows an alternative for a sold-out product. */
  private async swappingLinks(items: (Pending & { target: Target })[], stats: BatchStats) {
    const visited = new Map<string, Target>();
    for (const item of items) {
      if (item.event.type === 'visit' && !item.event.refusedAs) {
        if (item.target.id !== feedLinkId(item.target.businessId)) {
          visited.set(item.target.id, item.target);
        }
      }
    }
    const swapping = new Set<string>();
    const now = Date.now();
    for (const target of visited.values()) {
      let state = this.swapState.get(target.id);
      if (!state || state.until <= now) {
        stats.statements += 2;
        const swaps = await swapsOfInventory(
          this.db,
          target.businessId,
          await this.linkInventory(target.id),
        );
        state = { swapping: swaps.length > 0, until: now + SWAP_STATE_MS };
        this.swapState.set(target.id, state);
      }
      if (state.swapping) swapping.add(target.id);
    }
    return swapping;
  }

  /** Whether a shopper's repeat window is known to be live (a row of `rate_limits` until then). */
  private windowLive(key: string, now: number): boolean {
    const until = this.liveWindows.get(key);
    if (until === undefined) return false;
    if (until > now) return true;
    this.liveWindows.delete(key);
    return false;
  }

  /**
   * Counts hits of keys (`n` each, in a window ending at `expiresAt` if it starts now), in one
   * statement, and answers each key's hits and window end after this batch.
   */
  private async hits(
    tx: Db,
    counts: { key: string; n: number; expiresAt: string }[],
    at: string,
    stats: BatchStats,
  ): Promise<Map<string, { hits: number; expiresAt: number }>> {
    const result = new Map<string, { hits: number; expiresAt: number }>();
    if (counts.length === 0) return result;
    counts.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    stats.statements += 1;
    const rows = await runHotIn<{ key: string; hits: number; expires_ms: number }>(
      this.db,
      tx,
      HITS,
      [counts.map((c) => c.key), counts.map((c) => c.n), counts.map((c) => c.expiresAt), at],
    );
    for (const row of rows) {
      result.set(row.key, { hits: Number(row.hits), expiresAt: Number(row.expires_ms) });
    }
    return result;
  }

  /**
   * The batch's writes, in one transaction. Unless `inSteps`, the per-address limits and the
   * repeat windows are counted in one statement, as if no event were over its limit; when one is
   * and its visit was counted in a window, the batch is written again in steps (`RedoInSteps`).
   * The repeat windows read from the database are told to `learnt` (kept once committed).
   */
  private async write(
    tx: Db,
    items: (Pending & { target: Target })[],
    swapping: Set<string>,
    refusals: Map<Pending, ApiError>,
    learnt: Map<string, number>,
    inSteps: boolean,
    stats: BatchStats,
  ): Promise<void> {
    const now = this.now();
    const at = new Date(now).toISOString();
    const day = at.slice(0, 10);

    // The per-address limit: every request counts, refused ones too, so hammering never helps.
    const perAddress = new Map<string, number>();
    if (this.perAddress > 0) {
      for (const item of items) {
        if (item.event.address) add(perAddress, `events@${item.event.address}`);
      }
    }
    // The repeat window: a shopper's first visit of a link in the window counts, later ones are
    // repeats (rows of `rate_limits`, so every process judges alike and expired rows are swept). A
    // window this process saw live in the database is live until its end whatever any process
    // does meanwhile, so its visits are repeats without asking again.
    const windowKey = (item: Pending & { target: Target }) =>
      item.event.type === 'visit' &&
      item.event.visitType === 'visit' &&
      item.event.shopper &&
      !item.event.refusedAs
        ? `visit:${item.target.id}@${item.event.shopper}`
        : null;
    const windows = new Map<string, number>();
    const countWindows = (list: readonly (Pending & { target: Target })[]) => {
      for (const item of list) {
        const key = windowKey(item);
        if (key && !this.windowLive(key, now)) add(windows, key);
      }
    };
    const addressCounts = () =>
      [...perAddress].map(([key, n]) => ({
        key,
        n,
        expiresAt: new Date(now + this.perAddressWindowMs).toISOString(),
      }));
    const windowCounts = () =>
      [...windows].map(([key, n]) => ({
        key,
        n,
        expiresAt: new Date(now + this.repeatWindowMs).toISOString(),
      }));
    if (!inSteps) countWindows(items);
    const limited = await this.hits(
      tx,
      inSteps ? addressCounts() : [...addressCounts(), ...windowCounts()],
      at,
      stats,
    );
    const seen = new Map<string, number>();
    const types = new Map<string, { target: Target; type: string; n: number }>();
    const count = (target: Target, type: string) => {
      const key = `${target.id}\n${type}`;
      const entry = types.get(key);
      if (entry) entry.n += 1;
      else types.set(key, { target, type, n: 1 });
    };

    const accepted: (Pending & { target: Target })[] = [];
    for (const item of items) {
      const address = item.event.address;
      if (this.perAddress > 0 && address) {
        const key = `events@${address}`;
        const counter = limited.get(key)!;
        const ordinal = counter.hits - perAddress.get(key)! + add1(seen, key);
        if (ordinal > this.perAddress) {
          const window = windowKey(item);
          if (!inSteps && window && windows.has(window)) throw new RedoInSteps();
          const wait = Math.max(1, Math.ceil((counter.expiresAt - now) / 1000));
          refusals.set(
            item,
            new ApiError(429, `Too many shopper events; try again in ${wait} s`, {
              'Retry-After': String(wait),
            }),
          );
          count(item.target, REFUSED_EVENTS.rateLimited);
          continue;
        }
      }
      if (item.event.refusedAs) {
        count(item.target, item.event.refusedAs);
        continue;
      }
      accepted.push(item);
    }

    let judged = limited;
    if (inSteps) {
      countWindows(accepted);
      judged = await this.hits(tx, windowCounts(), at, stats);
    }
    for (const key of windows.keys()) learnt.set(key, judged.get(key)!.expiresAt);
    const seenVisits = new Map<string, number>();
    const totals = new Map<string, { visits: number; checkouts: number }>();
    const products = new Map<string, { target: Target; inventoryId: string; n: number }>();
    for (const item of accepted) {
      const { event, target } = item;
      let type: string = event.type;
      if (event.type === 'visit') {
        type = event.visitType ?? 'visit';
        const key = windowKey(item);
        if (key) {
          const counter = windows.has(key) ? judged.get(key) : undefined;
          // A window known live, or a later visit of the shopper than the window's first.
          const ordinal = counter ? counter.hits - windows.get(key)! + add1(seenVisits, key) : 2;
          if (ordinal > 1) type = FILTERED_VISIT_EVENTS.repeat;
        }
      }
      count(target, type);
      if (type === 'visit') {
        if (event.qr) count(target, QR_SCAN_EVENT);
        // A counted visit of a page showing an alternative for a sold-out product counts as a
        // swap, so the link's explained counts say how many shoppers saw one.
        if (swapping.has(target.id)) count(target, SWAP_EVENT);
      }
      if (type === 'visit' || type === 'checkout_request') {
        const total = totals.get(target.id) ?? { visits: 0, checkouts: 0 };
        if (type === 'visit') total.visits += 1;
        else total.checkouts += 1;
        totals.set(target.id, total);
      }
      if (event.inventoryId !== undefined) {
        const key = `${target.id}\n${event.inventoryId}`;
        const entry = products.get(key);
        if (entry) entry.n += 1;
        else products.set(key, { target, inventoryId: event.inventoryId, n: 1 });
      }
    }

    const byKey = <T>(entries: Iterable<[string, T]>) =>
      [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, value]) => value);
    if (types.size > 0 || products.size > 0 || totals.size > 0) {
      const dayRows = byKey(types);
      const productRows = byKey(products);
      const linkRows = byKey([...totals].map(([id, t]) => [id, { id, ...t }] as const));
      stats.statements += 1;
      await runHotIn(this.db, tx, ROLLUPS, [
        day,
        dayRows.map((r) => r.target.businessId),
        dayRows.map((r) => r.target.id),
        dayRows.map((r) => r.type),
        dayRows.map((r) => r.n),
        productRows.map((r) => r.target.businessId),
        productRows.map((r) => r.target.id),
        productRows.map((r) => r.inventoryId),
        productRows.map((r) => r.n),
        linkRows.map((r) => r.id),
        linkRows.map((r) => r.visits),
        linkRows.map((r) => r.checkouts),
      ]);
    }
  }

  /**
   * Drops the windows that ended, so the table holds only live ones: at most once per
   * `SWEEP_EVERY_MS`, after a batch committed and outside its transaction, so no batch waits for
   * the scan.
   */
  private sweepNowAndThen() {
    const now = this.now();
    if (this.sweeping || now - this.sweptAt < SWEEP_EVERY_MS) return;
    this.sweptAt = now;
    this.sweeping = this.db
      .delete(rateLimits)
      .where(lt(rateLimits.expiresAt, new Date(now)))
      .then(
        () => undefined,
        (error: unknown) => {
          console.warn(`Ended windows not swept (${(error as Error).message ?? error})`);
        },
      )
      .finally(() => {
        this.sweeping = undefined;
      });
  }
}

/** Adds one to a map's count of `key` and answers the new count. */
function add1(map: Map<string, number>, key: string): number {
  const n = (map.get(key) ?? 0) + 1;
  map.set(key, n);
  return n;
}
