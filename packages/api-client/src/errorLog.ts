import { commitLogs } from '@shoppable/api-contract';
import { LIMITS } from '@shoppable/domain';
import type { ApiClient } from './transport';

/** How many lines the client error log keeps (the oldest go first). */
export const CLIENT_ERROR_LOG_LINES: number = LIMITS.errorLogLines;

let lines: string[] = [];
/** Lines logged since the module loaded, to tell which lines came after a commit started. */
let logged = 0;

/** Adds a line to the in-memory client error log, keeping only the last `CLIENT_ERROR_LOG_LINES`. */
export function logClientError(line: string): void {
  lines.push(line);
  logged += 1;
  if (lines.length > CLIENT_ERROR_LOG_LINES) lines = lines.slice(-CLIENT_ERROR_LOG_LINES);
}

/** The lines of the client error log, oldest first (a copy). */
export function clientErrorLog(): string[] {
  return [...lines];
}

/** Empties the client error log (after a commit, or between tests). */
export function clearClientErrorLog(): void {
  lines = [];
}

/** Ids sent with the log so the server can place it. */
export interface CommitClientErrorLogOptions {
  /** The store (business) the user is in, when known. */
  storeId?: string | null;
  /** The cart, when known (link page). */
  cartId?: string | null;
  /** Cancels the request. */
  signal?: AbortSignal;
}

/**
 * Sends the client error log with `POST /api/logs/commit` and empties it once the server took it.
 * Does nothing when the log is empty.
 */
export async function commitClientErrorLog(
  client: ApiClient,
  { storeId = null, cartId = null, signal }: CommitClientErrorLogOptions = {},
): Promise<void> {
  const sent = clientErrorLog();
  if (sent.length === 0) return;
  const loggedBefore = logged;
  await client.request(commitLogs, {
    body: { logs: sent, store_id: storeId, cart_id: cartId },
    signal,
  });
  // Keep the lines logged while the request was in flight.
  const newer = logged - loggedBefore;
  lines = newer === 0 ? [] : lines.slice(-newer);
}
