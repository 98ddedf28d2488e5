/** A response with a non-2xx status. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    /** The HTTP status code. */
    readonly status: number,
    message = `Request failed with status ${status}`,
  ) {
    super(message);
  }
}

/** A 2xx response whose envelope says `status: false`; `message` is the server's `error`. */
export class ApiError extends Error {
  override name = 'ApiError';
}

/** A response that does not match the endpoint's schema in `@shoppable/api-contract`. */
export class ContractError extends Error {
  override name = 'ContractError';
  constructor(
    /** The endpoint's name. */
    readonly endpoint: string,
    /** The dotted path of the first field that did not match, `''` for the root. */
    readonly field: string,
    detail: string,
  ) {
    super(`${endpoint}: unexpected response at "${field || '(root)'}": ${detail}`);
  }
}

/** A request that got no answer in time. */
export class TimeoutError extends Error {
  override name = 'TimeoutError';
  constructor() {
    super('Request timed-out, please try again later');
  }
}

/**
 * Whether `error` is the 409 of an edit based on a stale version (DESIGN.md §4 "Edits and
 * conflicts"): the object was saved elsewhere since the editor loaded it, and nothing changed.
 */
export function isConflictError(error: unknown): error is HttpError {
  return error instanceof HttpError && error.status === 409;
}

/** Why a request failed, as a user is told: no answer in time, no connection, or the server. */
export type RequestFailure = 'timeout' | 'offline' | 'server';

/**
 * Why `error` (what a call rejected with) happened: a `TimeoutError` is `timeout`; an answer that
 * came back (`HttpError`, `ApiError`, `ContractError`) is the `server`'s; anything else is a
 * request that never reached it (fetch's network error: `offline`).
 */
export function requestFailureOf(error: unknown): RequestFailure {
  if (error instanceof TimeoutError) return 'timeout';
  if (error instanceof HttpError || error instanceof ApiError || error instanceof ContractError)
    return 'server';
  return 'offline';
}
