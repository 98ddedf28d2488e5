/**
 * The last good render of each page, kept so that a page a shopper could open a moment ago still
 * opens while the API is unreachable (a deploy, a restart, a database failover). Bounded both in
 * entries and in bytes, least recently served first out, so a flood of distinct pages costs a
 * known amount of memory.
 */

/** Pages kept by default (`STALE_PAGES_MAX_ENTRIES`). */
export const STALE_PAGES_MAX_ENTRIES = 1000;
/** Bytes of HTML kept by default (`STALE_PAGES_MAX_BYTES`): 32 MiB. */
export const STALE_PAGES_MAX_BYTES = 32 * 1024 * 1024;

interface Entry {
  html: string;
  bytes: number;
}

/** A bounded least-recently-used store of rendered pages, by page key. */
export class StalePages {
  private readonly entries = new Map<string, Entry>();
  private total = 0;

  constructor(
    private readonly maxEntries = STALE_PAGES_MAX_ENTRIES,
    private readonly maxBytes = STALE_PAGES_MAX_BYTES,
  ) {}

  /** Keeps `html` as the last good render of `key` (a page larger than the whole budget is not kept). */
  set(key: string, html: string): void {
    const known = this.entries.get(key);
    if (known?.html === html) {
      // The same render served again (documents are reused): only its recency changes.
      this.entries.delete(key);
      this.entries.set(key, known);
      return;
    }
    if (known) this.delete(key);
    if (this.maxEntries <= 0) return;
    const bytes = Buffer.byteLength(html);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { html, bytes });
    this.total += bytes;
    while (this.entries.size > this.maxEntries || this.total > this.maxBytes) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
  }

  /** The last good render of `key`, if kept (and now the most recently served). */
  get(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.html;
  }

  /** Forgets a page (it no longer exists). */
  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }

  /** How many pages are kept. */
  get size(): number {
    return this.entries.size;
  }

  /** The bytes of HTML kept. */
  get bytes(): number {
    return this.total;
  }
}
