/**
 * When the database cannot be reached (a restart, a failover, a full pool): the request gets a
 * 503 in the envelope, quickly (`toErrorResponse` in `../http.ts`), instead of a 500 with a stack
 * trace in the log or no answer at all, and the pool and the change listener reconnect by
 * themselves (`client.ts`, `changeFeed.ts`).
 */
/** What a caller is told while the database is away. */
export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable, please try again';

/** Seconds a client is asked to wait before trying again (`Retry-After`). */
export const UNAVAILABLE_RETRY_AFTER_S = 2;

/** Socket errors of a connection that is gone or was never made. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going, coming back or full: class 08 (connection exception),
 * admin, crash and "cannot connect now" shutdowns, too many connections, and a statement
 * cancelled by the statement timeout.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/** What node-postgres and its pool say when a connection ends, times out or is unusable. */
const MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * Whether `error` (or what it wraps: drizzle puts the driver's error in `cause`) says that the
 * database is unreachable rather than that the query was wrong.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08')) return true;
    }
    if (MESSAGES.some((message) => current instanceof Error && current.message.includes(message))) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The shortest message of the driver's error, for the log (no query text, no parameters). */
function reason(error: unknown): string {
  let current: unknown = error;
  let last = 'unknown error';
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    last = typeof code === 'string' ? `${code} ${current.message}` : current.message;
    current = (current as { cause?: unknown }).cause;
  }
  return last;
}

/** How often an outage is said in the log: once per this many ms, not once per request. */
const LOG_EVERY_MS = 5_000;
let loggedAt = Number.NEGATIVE_INFINITY;
let unlogged = 0;

/** Says that requests are answered 503, at most every few seconds however many there are. */
export function logUnavailable(error: unknown, log: (message: string) => void = console.warn) {
  const now = Date.now();
  if (now - loggedAt < LOG_EVERY_MS) {
    unlogged += 1;
    return;
  }
  const more = unlogged > 0 ? ` (${unlogged} more since the last line)` : '';
  loggedAt = now;
  unlogged = 0;
  log(`Database unavailable, answering 503: ${reason(error)}${more}`);
}
