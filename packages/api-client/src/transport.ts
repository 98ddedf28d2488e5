import { buildPath, envelope, type Endpoint } from '@shoppable/api-contract';
import * as v from 'valibot';
import { ApiError, ContractError, HttpError, TimeoutError } from './errors';

/** How long a JSON request may take before it fails with `TimeoutError`. */
export const REQUEST_TIMEOUT_MS = 20_000;

/** Options of an API client. */
export interface ApiClientOptions {
  /** Base URL of the API, e.g. `http://127.0.0.1:8787`; given by the host app. */
  baseUrl: string;
  /** The bearer token; defaults to `localStorage['token']`. */
  getToken?: () => string | null;
  /** Request timeout in ms; defaults to `REQUEST_TIMEOUT_MS`. */
  timeoutMs?: number;
}

/** Per-call options of `ApiClient.request`. */
export interface RequestOptions {
  /** Values of the path's `{param}` placeholders. */
  params?: Record<string, string | number>;
  /** The JSON body. */
  body?: unknown;
  /** Cancels the request. */
  signal?: AbortSignal;
}

/** Sends requests to the API and returns each endpoint's parsed `data`. */
export interface ApiClient {
  request<TResponse extends v.GenericSchema>(
    endpoint: Endpoint<TResponse>,
    options?: RequestOptions,
  ): Promise<v.InferOutput<TResponse>>;
}

const storedToken = () => (typeof localStorage === 'undefined' ? null : localStorage.getItem('token'));

/** Creates the transport: bearer token, JSON, the `{status, data, error}` envelope, timeouts, schema checks. */
export function createApiClient({
  baseUrl,
  getToken = storedToken,
  timeoutMs = REQUEST_TIMEOUT_MS,
}: ApiClientOptions): ApiClient {
  return {
    async request(endpoint, { params, body, signal } = {}) {
      const headers: Record<string, string> = { Accept: 'application/json' };
      const token = getToken();
      if (token) headers.Authorization = `Bearer ${token}`;
      if (body !== undefined) headers['Content-Type'] = 'application/json';

      const timeout = AbortSignal.timeout(timeoutMs);
      let response: Response;
      try {
        response = await fetch(new URL(buildPath(endpoint.path, params), baseUrl), {
          method: endpoint.method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
      } catch (error) {
        if (timeout.aborted) throw new TimeoutError();
        throw error;
      }
      if (!response.ok) throw new HttpError(response.status);

      const parsed = v.safeParse(envelope(endpoint.response), await response.json());
      if (!parsed.success) {
        const issue = parsed.issues[0];
        throw new ContractError(endpoint.name, v.getDotPath(issue) ?? '', issue.message);
      }
      if (!parsed.output.status) throw new ApiError(parsed.output.error ?? 'Unknown error');
      return parsed.output.data as v.InferOutput<typeof endpoint.response>;
    },
  };
}
