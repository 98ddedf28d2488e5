import {
  API_REFERENCE_PATH,
  buildPath,
  envelope,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@shoppable/api-contract';
import { TIMINGS } from '@shoppable/domain';
import * as v from 'valibot';
import { ApiError, ContractError, HttpError, TimeoutError } from './errors';
import { uploadWithProgress, type UploadProgress } from './upload';

/** How long a request may take before it fails with `TimeoutError`, unless its endpoint says otherwise. */
export const REQUEST_TIMEOUT_MS: number = TIMINGS.requestTimeout;

/** Options of an API client. */
export interface ApiClientOptions {
  /** Base URL of the API, e.g. `http://127.0.0.1:8787`; given by the host app. */
  baseUrl: string;
  /** The bearer token; defaults to `localStorage['token']`. */
  getToken?: () => string | null;
  /** Default request timeout in ms (an endpoint's own `timeoutMs` wins); defaults to `REQUEST_TIMEOUT_MS`. */
  timeoutMs?: number;
  /**
   * Sends the requests (not the uploads); defaults to the global `fetch`, looked up on every call.
   * A host may answer a request it started itself ahead of the client (the dashboard's session
   * check from its HTML).
   */
  fetch?: typeof globalThis.fetch;
}

/** A key that is required when its type needs a value, optional when `undefined` or `{}` fits. */
type Slot<TKey extends string, TValue> = [TValue] extends [undefined]
  ? { [K in TKey]?: undefined }
  : Record<string, never> extends TValue
    ? { [K in TKey]?: TValue }
    : { [K in TKey]: TValue };

/**
 * Per-call options of `ApiClient.request`, typed from the endpoint: `params` (path placeholders),
 * `query` and `body` are required exactly when the endpoint's schemas need them.
 */
export type RequestOptions<TEndpoint extends Endpoint = Endpoint> = Slot<
  'params',
  EndpointParams<TEndpoint>
> &
  Slot<'query', EndpointQuery<TEndpoint>> &
  Slot<'body', EndpointBody<TEndpoint>> & {
    /** Cancels the request; the promise rejects with the signal's reason (an `AbortError`). */
    signal?: AbortSignal;
    /** A timeout for this call only, in ms (wins over the endpoint's and the client's). */
    timeoutMs?: number;
  };

/** The options argument of `request`: optional when nothing in it is required. */
export type RequestArgs<TEndpoint extends Endpoint> =
  Record<string, never> extends RequestOptions<TEndpoint>
    ? [options?: RequestOptions<TEndpoint>]
    : [options: RequestOptions<TEndpoint>];

/** Options of `ApiClient.upload`: those of `request` plus a progress callback. */
export type UploadRequestOptions<TEndpoint extends Endpoint = Endpoint> =
  RequestOptions<TEndpoint> & {
    /** Called on every upload progress event. */
    onProgress?: (progress: UploadProgress) => void;
  };

/** Sends requests to the API and returns each endpoint's parsed `data` (or CSV text). */
export interface ApiClient {
  /**
   * Calls `endpoint` and resolves with its parsed response. Rejects with `HttpError` (non-2xx),
   * `ApiError` (`status: false`), `ContractError` (schema mismatch), `TimeoutError`, or the
   * abort reason when `signal` aborts.
   */
  request<TEndpoint extends Endpoint>(
    endpoint: TEndpoint,
    ...args: RequestArgs<TEndpoint>
  ): Promise<EndpointResponse<TEndpoint>>;
  /**
   * Sends a multipart endpoint's body (the file under `file_resource`) on XMLHttpRequest so that
   * `onProgress` hears the upload; the answer is checked like `request`'s. The timeout is the
   * endpoint's (60 000 ms for uploads) unless the call gives one.
   */
  upload<TEndpoint extends Endpoint & { readonly requestFormat: 'multipart' }>(
    endpoint: TEndpoint,
    options: UploadRequestOptions<TEndpoint>,
  ): Promise<EndpointResponse<TEndpoint>>;
  /**
   * Says that a call changed what `POST /auth/verify` answers (settings, plan, preferences):
   * runs the `onSessionChange` listeners and resolves when they have (the session re-read).
   */
  sessionChanged(): Promise<void>;
  /** Calls `listener` on every `sessionChanged()`; returns the unsubscribe function. */
  onSessionChange(listener: () => Promise<void> | void): () => void;
  /**
   * The absolute address of `path` on the API, resolved like the requests' addresses: for what
   * the browser opens itself rather than through `request` (the API's reference page).
   */
  url(path: string): string;
}

/** A query-string value: `undefined` and `null` are left out, arrays repeat the key. */
type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** Builds `?a=1&b=x` from an object, skipping `undefined` and `null` values; `''` when nothing is left. */
export function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * A multipart form from a body object: `Blob`s (the `file_resource` of an upload) go in as files,
 * objects as JSON text, other values as text; `undefined` and `null` are left out.
 */
export function toFormData(body: unknown): FormData {
  const form = new FormData();
  if (body instanceof Blob) {
    form.append('file_resource', body);
    return form;
  }
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value);
    else if (typeof value === 'object') form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  }
  return form;
}

/** The first issue of a failed parse as a `ContractError`, its field prefixed with `prefix`. */
function contractError(
  endpoint: Endpoint,
  issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]],
  prefix: string,
) {
  const issue = issues[0];
  const path = v.getDotPath(issue);
  const field = [prefix, path].filter(Boolean).join('.');
  return new ContractError(endpoint.name, field, issue.message);
}

const anyEnvelope = envelope(v.unknown());

/**
 * Checks a JSON answer: the `{status, data, error}` envelope, then `status`, then `data` against
 * the endpoint's response schema. Returns the parsed `data`.
 */
export function parseEnvelope<TEndpoint extends Endpoint>(
  endpoint: TEndpoint,
  json: unknown,
): EndpointResponse<TEndpoint> {
  const wrapped = v.safeParse(anyEnvelope, json);
  if (!wrapped.success) throw contractError(endpoint, wrapped.issues, '');
  if (!wrapped.output.status) throw new ApiError(wrapped.output.error ?? 'Unknown error');
  const data = v.safeParse(endpoint.response, wrapped.output.data);
  if (!data.success) throw contractError(endpoint, data.issues, 'data');
  return data.output as EndpointResponse<TEndpoint>;
}

const storedToken = () =>
  typeof localStorage === 'undefined' ? null : localStorage.getItem('token');

/**
 * Creates the transport: bearer token, query strings, JSON or multipart bodies, the
 * `{status, data, error}` envelope or CSV text, timeouts, cancellation and schema checks.
 */
export function createApiClient({
  baseUrl,
  getToken = storedToken,
  timeoutMs: clientTimeoutMs = REQUEST_TIMEOUT_MS,
  fetch: send = (input, init) => globalThis.fetch(input, init),
}: ApiClientOptions): ApiClient {
  const endpointUrl = (
    endpoint: Endpoint,
    params?: Record<string, string | number>,
    query?: Record<string, unknown>,
  ) => new URL(buildPath(endpoint.path, params) + toQueryString(query), baseUrl);

  async function call(endpoint: Endpoint, options: RequestOptions = {}): Promise<unknown> {
    const { params, query, body, signal } = options as {
      params?: Record<string, string | number>;
      query?: Record<string, unknown>;
      body?: unknown;
      signal?: AbortSignal;
    };
    signal?.throwIfAborted();
    const csv = endpoint.responseFormat === 'csv';
    const headers: Record<string, string> = { Accept: csv ? 'text/csv' : 'application/json' };
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;

    let payload: BodyInit | undefined;
    if (endpoint.requestFormat === 'multipart') {
      // No Content-Type: fetch writes `multipart/form-data; boundary=…` itself.
      payload = toFormData(body);
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }

    const url = endpointUrl(endpoint, params, query);
    // One controller for both ends: the timer aborts it with a TimeoutError, the caller's signal
    // with its own reason, and whichever came first is what the request rejects with.
    const timeout = new AbortController();
    const timer = setTimeout(
      () => timeout.abort(new TimeoutError()),
      options.timeoutMs ?? endpoint.timeoutMs ?? clientTimeoutMs,
    );
    const onAbort = () => timeout.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });

    try {
      const response = await send(url, {
        method: endpoint.method,
        headers,
        body: payload,
        signal: timeout.signal,
      });
      if (!response.ok) throw new HttpError(response.status);
      if (response.status === 204) {
        // No content has no envelope: the endpoint's answer is null, checked like any other.
        const parsed = v.safeParse(endpoint.response, null);
        if (!parsed.success) throw contractError(endpoint, parsed.issues, 'data');
        return parsed.output;
      }
      if (csv) {
        const parsed = v.safeParse(endpoint.response, await response.text());
        if (!parsed.success) throw contractError(endpoint, parsed.issues, '');
        return parsed.output;
      }
      let json: unknown;
      try {
        json = await response.json();
      } catch (error) {
        if (timeout.signal.aborted) throw error;
        throw new ContractError(endpoint.name, '', 'the answer is not JSON');
      }
      return parseEnvelope(endpoint, json);
    } catch (error) {
      if (timeout.signal.aborted) throw timeout.signal.reason;
      throw error;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  async function upload(endpoint: Endpoint, options: UploadRequestOptions): Promise<unknown> {
    const { params, query, body, signal, onProgress } = options as {
      params?: Record<string, string | number>;
      query?: Record<string, unknown>;
      body?: unknown;
      signal?: AbortSignal;
      onProgress?: (progress: UploadProgress) => void;
    };
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const text = await uploadWithProgress(
      String(endpointUrl(endpoint, params, query)),
      toFormData(body),
      {
        method: endpoint.method === 'PUT' ? 'PUT' : 'POST',
        headers,
        onProgress,
        signal,
        timeoutMs: options.timeoutMs ?? endpoint.timeoutMs ?? clientTimeoutMs,
      },
    );
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ContractError(endpoint.name, '', 'the answer is not JSON');
    }
    return parseEnvelope(endpoint, json);
  }

  // Whoever holds the session (account's SessionProvider) re-reads it when a call changed it.
  const sessionListeners = new Set<() => Promise<void> | void>();

  return {
    request(endpoint, ...[options]) {
      return call(endpoint, options as RequestOptions) as never;
    },
    upload(endpoint, options) {
      return upload(endpoint, options as UploadRequestOptions) as never;
    },
    async sessionChanged() {
      await Promise.all([...sessionListeners].map((listener) => listener()));
    },
    onSessionChange(listener) {
      sessionListeners.add(listener);
      return () => sessionListeners.delete(listener);
    },
    url(path) {
      return new URL(path, baseUrl).href;
    },
  };
}

/** The API's reference page (its OpenAPI document rendered for reading) on `client`'s API. */
export function apiReferenceUrl(client: Pick<ApiClient, 'url'>): string {
  return client.url(API_REFERENCE_PATH);
}
