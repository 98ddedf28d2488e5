import type { Endpoint } from '@shoppable/api-contract';
import type { Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import {
  isDatabaseUnavailable,
  logUnavailable,
  UNAVAILABLE_MESSAGE,
  UNAVAILABLE_RETRY_AFTER_S,
} from './db/unavailable';

/** The envelope every answer of the API uses. */
export const ok = <T>(data: T) => ({ status: true as const, data, error: null });
export const fail = (error: string) => ({ status: false as const, data: null, error });

/** An error answered as `{status:false,data:null,error}` with its HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The largest JSON body accepted (1 MB). */
export const MAX_JSON_BYTES = 1024 * 1024;

/** The 413 of a body past `MAX_JSON_BYTES`. */
export const bodyTooLarge = () => new ApiError(413, 'Request body is larger than 1 MB');

function describeIssues(where: string, issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return `Invalid ${where}`;
  const path = v.getDotPath(issue);
  return `Invalid ${where}: ${path ? `"${path}" ` : ''}${issue.message}`.replace(/\s+$/, '');
}

/** Rejects keys that an object schema does not declare (valibot's `object` strips them). */
function unknownKeys(schema: v.GenericSchema, value: unknown): string[] {
  const entries = (schema as { entries?: Record<string, unknown> }).entries;
  if (!entries || typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.keys(value).filter((key) => !(key in entries));
}

/** Parses `value` with `schema`, or throws a 400 naming the field. */
export function parseWith<T extends v.GenericSchema>(
  schema: T,
  value: unknown,
  where: string,
): v.InferOutput<T> {
  const extra = unknownKeys(schema, value);
  if (extra.length > 0) throw new ApiError(400, `Invalid ${where}: unknown field "${extra[0]}"`);
  const result = v.safeParse(schema, value);
  if (!result.success) throw new ApiError(400, describeIssues(where, result.issues));
  return result.output;
}

/** Bodies already read, per request: a middleware and the route then share one read. */
const bodies = new WeakMap<Request, Promise<string | null>>();

/**
 * The request's body as text (null when it has none), read once however often it is asked for;
 * 413 past 1 MB. A body of a declared length (already held to 1 MB by the app's first middleware)
 * is read straight from the server's request, without building a web stream for it.
 */
export function readBodyText(c: Context): Promise<string | null> {
  const raw = c.req.raw;
  let text = bodies.get(raw);
  if (!text) {
    text = readText(raw);
    bodies.set(raw, text);
  }
  return text;
}

async function readText(raw: Request): Promise<string | null> {
  const declared = raw.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared)) {
    if (Number(declared) > MAX_JSON_BYTES) throw bodyTooLarge();
    const bytes = new Uint8Array(await raw.arrayBuffer());
    if (bytes.byteLength > MAX_JSON_BYTES) throw bodyTooLarge();
    return new TextDecoder().decode(bytes);
  }
  if (!raw.body) return null;
  const bytes = await readAtMost(raw.body, MAX_JSON_BYTES);
  if (bytes === null) throw bodyTooLarge();
  return new TextDecoder().decode(bytes);
}

/** Reads a JSON body: 415 for another content type, 413 over 1 MB, 400 when malformed. */
export async function readJson(c: Context): Promise<unknown> {
  const raw = c.req.raw;
  const type = (raw.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const length = Number(raw.headers.get('content-length') ?? Number.NaN);
  if (length > MAX_JSON_BYTES) throw bodyTooLarge();
  const declared = raw.headers.get('content-length') !== null;
  if (!declared && !bodies.has(raw) && !raw.body) {
    // No body at all: an empty object (e.g. POST /auth/verify without `auth`).
    return {};
  }
  if (type !== 'application/json' && type !== '') {
    throw new ApiError(415, `Unsupported content type "${type}": send application/json`);
  }
  const text = await readBodyText(c);
  if (text === null || text.trim() === '') return {};
  if (type === '') throw new ApiError(415, 'Missing content type: send application/json');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'Malformed JSON body');
  }
}

/** Reads a body of at most `limit` bytes, or answers null (and stops reading) past it. */
export async function readAtMost(
  body: ReadableStream<Uint8Array>,
  limit: number,
): Promise<Uint8Array | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

type Out<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

/** What a handler receives: the validated params, query and body of its contract entry. */
export interface Input<E extends Endpoint> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
}

/** Refuses (401/403) a caller who may not use an endpoint; runs before its input is read. */
export type AccessCheck = (c: Context, endpoint: Endpoint) => Promise<void>;

const accessChecks = new WeakMap<Hono, AccessCheck>();

/** Sets the check `route` runs before reading the input of the app's non-public endpoints. */
export function setAccessCheck(app: Hono, check: AccessCheck): void {
  accessChecks.set(app, check);
}

/** The Hono path of a contract path: `{id}` → `:id`. */
export const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Registers a route from its contract entry (method + path never drift): checks the caller's
 * access first (the endpoint's `access` and `permission`, through the app's access check), then
 * validates params, query and JSON body with the contract's schemas and wraps the handler's result
 * in the envelope, under the endpoint's success status (a 204 answers no body). So an
 * unauthenticated or forbidden call gets 401/403, never a 400 about input.
 */
export function route<E extends Endpoint>(
  app: Hono,
  endpoint: E,
  handler: (c: Context, input: Input<E>) => Promise<unknown> | unknown,
): void {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  const check = endpoint.access === 'public' ? undefined : accessChecks.get(app);
  if (endpoint.access !== 'public' && !check) {
    throw new Error(`${endpoint.name} needs an access check: call setAccessCheck first`);
  }
  app[method](honoPath(endpoint.path), async (c) => {
    await check?.(c, endpoint);
    const params = endpoint.params
      ? parseWith(endpoint.params, c.req.param(), 'path parameter')
      : undefined;
    const query = endpoint.query ? parseWith(endpoint.query, c.req.query(), 'query') : undefined;
    let body: unknown;
    if (endpoint.body && endpoint.requestFormat !== 'multipart') {
      body = parseWith(endpoint.body, await readJson(c), 'body');
    }
    const data = await handler(c, { params, query, body } as Input<E>);
    const status = endpoint.successStatus ?? 200;
    if (status === 204) return c.body(null, 204);
    if (data instanceof SerializedData) {
      // A single header: Hono then passes it on as a plain object instead of building Headers.
      return c.body(data.bytes, status, { 'content-type': 'application/json' });
    }
    return c.json(ok(data ?? null), status);
  });
}

/**
 * A handler's answer already serialized (e.g. a cached list): `route` sends it as the envelope's
 * `data` without serializing or encoding it again (the server takes its length from the bytes).
 */
export class SerializedData {
  /** The whole envelope `{"status":true,"data":…,"error":null}`, UTF-8. */
  readonly bytes: Uint8Array<ArrayBuffer>;

  constructor(data: unknown) {
    this.bytes = new TextEncoder().encode(JSON.stringify(ok(data ?? null)));
  }
}

/**
 * Maps thrown errors to the envelope; never leaks a stack trace. The database being away (a
 * restart, a failover) is a 503 the caller may retry soon, not a 500.
 */
export function toErrorResponse(error: unknown, c: Context): Response {
  if (error instanceof ApiError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json(fail(error.message), error.status);
  }
  if (error instanceof HTTPException) return c.json(fail(error.message), error.status);
  if (isDatabaseUnavailable(error)) {
    logUnavailable(error);
    c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
    c.header('Cache-Control', 'no-store');
    return c.json(fail(UNAVAILABLE_MESSAGE), 503);
  }
  console.error(error);
  return c.json(fail('Internal server error'), 500);
}
