/**
 * Shopper events recorded by group commit: a request hands its event to the process's batcher and
 * waits; the batcher commits every event that arrived within a short window (or once it holds
 * `maxBatch`) in one transaction, then answers each request. A request is acknowledged only after
 * the transaction holding its event committed, so a crash loses nothing acknowledged; a failed
 * transaction fails exactly the requests of its batch (503).
 *
 * Per batch: one upsert of the per-address limits and one of the repeat windows (both rows of
 * `rate_limits`, shared by every process on the database), one upsert of the (link, day, type)
 * rollups, one of the product rollups, and one update of each link's totals, instead of a
 * statement of each kind per event.
 */
import {
  FILTERED_VISIT_EVENTS,
  QR_SCAN_EVENT,
  REFUSED_EVENTS,
  SWAP_EVENT,
} from '@shoppable/domain';
import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  linkEvents,
  linkProductEvents,
  linkProducts,
  links,
  publicIds,
} from '../db/content.schema';
import { rateLimits } from '../db/schema';
import { socialPosts } from '../db/store.schema';
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
}

/** What one batch did. */
export interface BatchStats {
  events: number;
  /** Statements run for it (reads included). */
  statements: number;
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
  private readonly swapState = new Map<string, { swapping: boolean; until: number }>();

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
    const stats = { events: batch.length, statements: 0, ok: false };
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
      for (let attempt = 1; ; attempt += 1) {
        const refusals = new Map<Pending, ApiError>();
        try {
          await this.db.transaction(async (tx) => {
            await this.write(tx as unknown as Db, valid, swapping, refusals, stats);
          });
          for (const [item, error] of refusals) outcome.set(item, error);
          break;
        } catch (error) {
          // Two processes may lock the same hot rows in turn; one retry settles it.
          if (attempt >= 2 || !isDeadlock(error)) throw error;
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
    const ids = [...new Set(batch.map((item) => item.event.linkId))];
    stats.statements += 2;
    const [posts, owned] = await Promise.all([
      this.db
        .select({ id: socialPosts.id, businessId: socialPosts.businessId })
        .from(socialPosts)
        .where(inArray(socialPosts.id, ids)),
      this.db
        .select({ id: publicIds.id, businessId: publicIds.businessId })
        .from(publicIds)
        .where(inArray(publicIds.id, ids)),
    ]);
    const found = new Map<string, Target>();
    for (const row of owned) found.set(row.id, row);
    // A post's events are recorded on the post (post analytics read them).
    for (const row of posts) found.set(row.id, row);
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
        this.swapState.delete(target.id);
        this.swapState.set(target.id, state);
        if (this.swapState.size > SWAP_STATE_ENTRIES) {
          this.swapState.delete(this.swapState.keys().next().value!);
        }
      }
      if (state.swapping) swapping.add(target.id);
    }
    return swapping;
  }

  /**
   * Counts `n` hits of each key in windows of `windowMs` (one statement, keys in order so two
   * processes lock rows alike) and answers each key's hits after this batch.
   */
  private async hits(
    tx: Db,
    counts: Map<string, number>,
    windowMs: number,
    stats: BatchStats,
  ): Promise<Map<string, { hits: number; expiresAt: Date }>> {
    const result = new Map<string, { hits: number; expiresAt: Date }>();
    if (counts.size === 0) return result;
    const now = this.now();
    const at = new Date(now);
    const fresh = new Date(now + windowMs);
    const expired = sql`${rateLimits.expiresAt} <= ${at.toISOString()}::timestamptz`;
    stats.statements += 1;
    const rows = await tx
      .insert(rateLimits)
      .values(
        [...counts]
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([key, n]) => ({ key, hits: n, lastHitAt: at, expiresAt: fresh })),
      )
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${expired} then excluded.hits else ${rateLimits.hits} + excluded.hits end`,
          lastHitAt: at,
          expiresAt: sql`case when ${expired} then excluded.expires_at else ${rateLimits.expiresAt} end`,
        },
      })
      .returning({ key: rateLimits.key, hits: rateLimits.hits, expiresAt: rateLimits.expiresAt });
    for (const row of rows) result.set(row.key, { hits: row.hits, expiresAt: row.expiresAt });
    return result;
  }

  /** The batch's writes, in one transaction. */
  private async write(
    tx: Db,
    items: (Pending & { target: Target })[],
    swapping: Set<string>,
    refusals: Map<Pending, ApiError>,
    stats: BatchStats,
  ): Promise<void> {
    const now = this.now();
    const day = new Date(now).toISOString().slice(0, 10);

    // The per-address limit: every request counts, refused ones too, so hammering never helps.
    const perAddress = new Map<string, number>();
    if (this.perAddress > 0) {
      for (const item of items) {
        if (item.event.address) add(perAddress, `events@${item.event.address}`);
      }
    }
    const limited = await this.hits(tx, perAddress, this.perAddressWindowMs, stats);
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
          const wait = Math.max(1, Math.ceil((counter.expiresAt.getTime() - now) / 1000));
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

    // The repeat window: a shopper's first visit of a link in the window counts, later ones are
    // repeats (rows of `rate_limits`, so every process judges alike and expired rows are swept).
    const windows = new Map<string, number>();
    const windowKey = (item: Pending & { target: Target }) =>
      `visit:${item.target.id}@${item.event.shopper}`;
    for (const item of accepted) {
      if (item.event.type === 'visit' && item.event.visitType === 'visit' && item.event.shopper) {
        add(windows, windowKey(item));
      }
    }
    const judged = await this.hits(tx, windows, this.repeatWindowMs, stats);
    const seenVisits = new Map<string, number>();
    const totals = new Map<string, { visits: number; checkouts: number }>();
    const products = new Map<string, { target: Target; inventoryId: string; n: number }>();
    for (const item of accepted) {
      const { event, target } = item;
      let type: string = event.type;
      if (event.type === 'visit') {
        type = event.visitType ?? 'visit';
        if (type === 'visit' && event.shopper) {
          const key = windowKey(item);
          const ordinal = judged.get(key)!.hits - windows.get(key)! + add1(seenVisits, key);
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
    if (types.size > 0) {
      stats.statements += 1;
      await tx
        .insert(linkEvents)
        .values(
          byKey(types).map(({ target, type, n }) => ({
            businessId: target.businessId,
            linkId: target.id,
            day,
            type,
            count: n,
          })),
        )
        .onConflictDoUpdate({
          target: [linkEvents.linkId, linkEvents.day, linkEvents.type],
          set: { count: sql`${linkEvents.count} + excluded.count` },
        });
    }
    if (products.size > 0) {
      stats.statements += 1;
      await tx
        .insert(linkProductEvents)
        .values(
          byKey(products).map(({ target, inventoryId, n }) => ({
            businessId: target.businessId,
            linkId: target.id,
            inventoryId,
            day,
            type: 'add_to_cart',
            count: n,
          })),
        )
        .onConflictDoUpdate({
          target: [
            linkProductEvents.linkId,
            linkProductEvents.inventoryId,
            linkProductEvents.day,
            linkProductEvents.type,
          ],
          set: { count: sql`${linkProductEvents.count} + excluded.count` },
        });
    }
    for (const [linkId, total] of byKey([...totals].map(([id, t]) => [id, [id, t] as const]))) {
      stats.statements += 1;
      await tx
        .update(links)
        .set({
          totalVisits: sql`${links.totalVisits} + ${total.visits}`,
          totalCheckoutRequests: sql`${links.totalCheckoutRequests} + ${total.checkouts}`,
        })
        .where(eq(links.id, linkId));
    }
    // Windows that ended are dropped now and then, so the table holds only live ones.
    if (Math.random() < 0.01) {
      stats.statements += 1;
      await tx.delete(rateLimits).where(lt(rateLimits.expiresAt, new Date(now)));
    }
  }
}

/** Adds one to a map's count of `key` and answers the new count. */
function add1(map: Map<string, number>, key: string): number {
  const n = (map.get(key) ?? 0) + 1;
  map.set(key, n);
  return n;
}
