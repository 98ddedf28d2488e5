/**
 * Change notifications: what lets a process keep sessions and link lists in memory and answer
 * them without asking the database (apps/api/README.md, "The caching rule").
 *
 * The database tells every listener, once a change is committed, which business's content changed
 * (`shoppable_content`, from the content-version bump) and which session was revoked or deleted
 * (`shoppable_session`, its token hash); migration `0009_change_notifications.sql`. A
 * `ChangeFeed` turns them into generations: `mark()` before a read, then the read's result may be
 * kept while `contentFresh(business, mark)` holds — a change heard after the mark (a read racing
 * it) makes it stale at once, and so does losing the listener: until it is back, `live` is false
 * and the caches fall back to checking the database on every request.
 *
 * On PostgreSQL the listener is one dedicated connection per process, outside the pool
 * (`DATABASE_LISTEN_URL`, else `DATABASE_URL`): a pooler in transaction mode cannot hold a
 * `LISTEN`, so before it counts as live, and then every `PROBE_EVERY_MS`, a probe notification
 * sent through the pool must come back on it. On PGlite (one process) its own `listen` hears the
 * same notifications, as soon as the committing statement returns.
 *
 * A lost listener (a database restart, a network cut) drops what the caches hold and connects
 * again by itself, first after `RETRY_MS`, then waiting twice as long after each failed attempt up
 * to `MAX_RETRY_MS`, so it is back within a couple of seconds of the server.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Client as PgClient } from 'pg';
import type { Database } from './client';

export const CONTENT_CHANNEL = 'shoppable_content';
export const SESSION_CHANNEL = 'shoppable_session';
const PROBE_CHANNEL = 'shoppable_probe';

/** Businesses remembered as changed; past this many, everything cached is dropped instead. */
const MAX_BUSINESSES = 10_000;

/** Generations of what changed, from the notifications heard (see the module's comment). */
export class ChangeFeed {
  private counter = 0;
  /** The counter when the listener last connected or was lost: earlier marks are stale. */
  private resetAt = 0;
  private sessionsChangedAt = 0;
  private contentChangedAt = 0;
  private readonly changedAt = new Map<string, number>();
  private listening = false;
  private readonly sessionHandlers: ((tokenHash: string) => void)[] = [];
  private readonly resetHandlers: (() => void)[] = [];

  /** Whether notifications are being heard: cached state may be answered without a query. */
  get live(): boolean {
    return this.listening;
  }

  /** Taken before a read: what the read sees may be kept while it is fresh for this mark. */
  mark(): number {
    return this.counter;
  }

  /** Whether nothing of the business changed since `mark` (and the listener was live all along). */
  contentFresh(businessId: string, mark: number): boolean {
    return this.listening && this.resetAt <= mark && (this.changedAt.get(businessId) ?? 0) <= mark;
  }

  /** Whether no content of any business changed since `mark` (and the listener was live). */
  contentUnchangedSince(mark: number): boolean {
    return this.listening && this.resetAt <= mark && this.contentChangedAt <= mark;
  }

  /** Whether no session was revoked or deleted since `mark`. */
  sessionsUnchangedSince(mark: number): boolean {
    return this.sessionsChangedAt <= mark;
  }

  /** Calls `handler` with the token hash of each session revoked or deleted. */
  onSessionChange(handler: (tokenHash: string) => void): void {
    this.sessionHandlers.push(handler);
  }

  /** Calls `handler` whenever everything cached must go (the listener connected or was lost). */
  onReset(handler: () => void): void {
    this.resetHandlers.push(handler);
  }

  contentChanged(businessId: string): void {
    this.counter += 1;
    this.contentChangedAt = this.counter;
    if (this.changedAt.size >= MAX_BUSINESSES && !this.changedAt.has(businessId)) {
      this.reset(this.listening);
      return;
    }
    this.changedAt.set(businessId, this.counter);
  }

  sessionChanged(tokenHash: string): void {
    this.counter += 1;
    this.sessionsChangedAt = this.counter;
    for (const handler of this.sessionHandlers) handler(tokenHash);
  }

  /** The listener hears every notification from now on. */
  connected(): void {
    this.reset(true);
  }

  /** The listener is gone: nothing cached may be trusted until it is back. */
  lost(): void {
    this.reset(false);
  }

  private reset(listening: boolean): void {
    this.counter += 1;
    this.resetAt = this.counter;
    this.changedAt.clear();
    this.listening = listening;
    for (const handler of this.resetHandlers) handler();
  }
}

export interface ListenOptions {
  /** The listener's PostgreSQL address (default: the database's own, `Database.url`). */
  url?: string | undefined;
  /** How often the listener is checked with a probe (ms). */
  probeEveryMs?: number;
  /** How long a probe may take before the listener counts as lost (ms). */
  probeTimeoutMs?: number;
  /** How long to wait before connecting again after a loss (ms); doubled per failed attempt. */
  retryMs?: number;
  /** The longest wait between two attempts (ms). */
  maxRetryMs?: number;
  /** Where to say that the listener connected or was lost (default: nowhere). */
  log?: (message: string) => void;
}

/** A running listener: its feed, and how to stop it. */
export interface ChangeListener {
  feed: ChangeFeed;
  stop: () => Promise<void>;
}

/** What a process says once it hears the notifications (the bench and the cluster check look). */
const LISTENING = 'Change notifications: listening (cached sessions and lists)';
const PROBE_EVERY_MS = 10_000;
const PROBE_TIMEOUT_MS = 5_000;
const RETRY_MS = 100;
const CONNECT_TIMEOUT_MS = 5_000;
const MAX_RETRY_MS = 2_000;

function dispatch(feed: ChangeFeed, channel: string, payload: string): void {
  if (channel === CONTENT_CHANNEL) feed.contentChanged(payload);
  else if (channel === SESSION_CHANNEL) feed.sessionChanged(payload);
}

/**
 * Starts listening for changes to `database`; resolves once the first attempt is over (live, or
 * not yet: a PostgreSQL listener keeps trying in the background).
 */
export async function listenForChanges(
  database: Database,
  options: ListenOptions = {},
): Promise<ChangeListener> {
  const feed = new ChangeFeed();
  const client = (database.db as unknown as { $client: object }).$client;
  if (database.kind === 'pglite') {
    const pglite = client as {
      listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
    };
    const stops = await Promise.all(
      [CONTENT_CHANNEL, SESSION_CHANNEL].map((channel) =>
        pglite.listen(channel, (payload) => dispatch(feed, channel, payload)),
      ),
    );
    feed.connected();
    options.log?.(LISTENING);
    return {
      feed,
      stop: async () => {
        feed.lost();
        await Promise.all(stops.map((stop) => stop().catch(() => undefined)));
      },
    };
  }
  const url = options.url ?? database.url;
  if (!url) throw new Error('listenForChanges: no PostgreSQL address to listen on');
  const listener = new PgListener(feed, database, url, options);
  await listener.connect();
  return { feed, stop: () => listener.stop() };
}

/** The dedicated PostgreSQL connection: LISTEN, probes, reconnection. */
class PgListener {
  private client: PgClient | null = null;
  private stopped = false;
  /** Whether a failure to listen was already said (said once, then again after each loss). */
  private told = false;
  private retry: NodeJS.Timeout | undefined;
  /** Attempts that failed since the listener was last live (the backoff's exponent). */
  private failures = 0;
  private readonly probes = new Map<string, () => void>();
  private readonly prober: NodeJS.Timeout;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly database: Database,
    private readonly url: string,
    private readonly options: ListenOptions,
  ) {
    this.prober = setInterval(() => {
      const client = this.client;
      if (client && this.feed.live) this.probe().catch(() => void this.drop(client, 'probe lost'));
    }, options.probeEveryMs ?? PROBE_EVERY_MS);
    this.prober.unref();
  }

  async connect(): Promise<void> {
    const { Client } = (await import('pg')).default;
    // Bounded, so an address that swallows packets still ends in a retry instead of a wait forever.
    const client = new Client({
      connectionString: this.url,
      keepAlive: true,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: CONNECT_TIMEOUT_MS,
    });
    this.client = client;
    client.on('notification', ({ channel, payload = '' }) => {
      if (channel === PROBE_CHANNEL) this.probes.get(payload)?.();
      else dispatch(this.feed, channel, payload);
    });
    client.on('error', () => this.drop(client, 'connection error'));
    client.on('end', () => this.drop(client, 'connection closed'));
    try {
      await client.connect();
      await client.query(
        `LISTEN ${CONTENT_CHANNEL}; LISTEN ${SESSION_CHANNEL}; LISTEN ${PROBE_CHANNEL}`,
      );
      await this.probe();
      if (this.client !== client || this.stopped) return;
      this.feed.connected();
      this.told = false;
      this.failures = 0;
      this.options.log?.(LISTENING);
    } catch (error) {
      void this.drop(client, error instanceof Error ? error.message : String(error));
    }
  }

  /** Sends a notification through the pool and waits for it on the listener. */
  private async probe(): Promise<void> {
    const payload = randomBytes(8).toString('hex');
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve, reject) => {
      this.probes.set(payload, resolve);
      timer = setTimeout(
        () => reject(new Error('no probe notification came back: is this a pooled address?')),
        this.options.probeTimeoutMs ?? PROBE_TIMEOUT_MS,
      );
    });
    // Timed out while the pool was still sending it: answered below, never an unhandled rejection.
    heard.catch(() => undefined);
    try {
      await this.database.db.execute(sql`select pg_notify(${PROBE_CHANNEL}, ${payload})`);
      await heard;
    } finally {
      clearTimeout(timer);
      this.probes.delete(payload);
    }
  }

  /** Forgets a connection (lost, refused or stopped) and, unless stopped, tries again later. */
  private drop(client: PgClient, why: string): Promise<void> {
    if (this.client !== client) return Promise.resolve();
    this.client = null;
    // Not live (a failed attempt): nothing was trusted, and the per-request caches stay.
    if (this.feed.live) this.feed.lost();
    client.removeAllListeners('end');
    client.on('error', () => undefined);
    const ended = client.end().catch(() => undefined);
    if (this.stopped) return ended;
    if (!this.told) {
      this.told = true;
      this.options.log?.(`Change notifications not heard (${why}): checking every request`);
    }
    this.retry = setTimeout(() => void this.connect(), this.nextDelay());
    this.retry.unref();
    return ended;
  }

  /**
   * The wait before the next attempt: short after a blink, doubling while the server stays away
   * so a long outage costs it little, and jittered so that many processes do not reconnect in step.
   */
  private nextDelay(): number {
    const first = this.options.retryMs ?? RETRY_MS;
    const longest = Math.max(first, this.options.maxRetryMs ?? MAX_RETRY_MS);
    const delay = Math.min(longest, first * 2 ** Math.min(this.failures, 20));
    this.failures += 1;
    return Math.round(delay * (0.75 + Math.random() * 0.25));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.prober);
    clearTimeout(this.retry);
    if (this.client) await this.drop(this.client, 'stopped');
  }
}
