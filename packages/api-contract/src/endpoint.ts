import type * as v from 'valibot';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint: anyone (`public`), any signed-in user (`signedIn`: the merchant admin
 * and their influencers, within `permission`) or the merchant admin only (`admin`).
 */
export type EndpointAccess = 'public' | 'signedIn' | 'admin';

/** An influencer permission flag an endpoint may require (admins hold every one). */
export type EndpointPermission =
  | 'allow_creating_and_editing_links'
  | 'analytics_clicks_enabled'
  | 'analytics_sales_enabled'
  | 'analytics_revenue_enabled'
  | 'analytics_cr_enabled'
  | 'analytics_aov_enabled'
  | 'analytics_commission_enabled';

/**
 * The HTTP status of a successful answer: 200 unless an endpoint says otherwise (201 created,
 * 202 accepted for later work, 204 no content: the one answer without the envelope).
 */
export type SuccessStatus = 200 | 201 | 202 | 204;

/**
 * An error status an endpoint may answer beyond those its access, path parameters and body imply
 * (409 when a limit of the business is reached, for instance).
 */
export type ExtraErrorStatus = 409;

/** A schema slot an endpoint may leave empty (no path parameters, no query, no body). */
export type OptionalSchema = v.GenericSchema | undefined;

/**
 * One endpoint: method, path (with `{param}` placeholders) and its valibot schemas.
 *
 * `params` describes the path placeholders (its keys are the placeholder names), `query` the
 * query string, `body` the request body and `response` the envelope's `data`. Wire names stay
 * snake_case, as the spec writes them.
 */
export interface Endpoint<
  TResponse extends v.GenericSchema = v.GenericSchema,
  TParams extends OptionalSchema = OptionalSchema,
  TQuery extends OptionalSchema = OptionalSchema,
  TBody extends OptionalSchema = OptionalSchema,
> {
  /** A stable name, used in errors (`ContractError`) and in the OpenAPI operation id. */
  readonly name: string;
  /** A short sentence of what it does, shown as the OpenAPI operation's summary. */
  readonly summary: string;
  /** Who may call it; the server checks this before it reads the request's body. */
  readonly access: EndpointAccess;
  /** The influencer permission a signed-in call needs, if any. */
  readonly permission?: EndpointPermission;
  readonly method: HttpMethod;
  readonly path: string;
  /** Schema of the path parameters, keyed by placeholder name. */
  readonly params?: TParams;
  /** Schema of the query string. */
  readonly query?: TQuery;
  /** Schema of the request body (JSON, or the fields of a multipart form). */
  readonly body?: TBody;
  /** Schema of the envelope's `data` (of the whole answer when `responseFormat` is `csv`). */
  readonly response: TResponse;
  /** How the body is sent: JSON by default, `multipart` for file uploads. */
  readonly requestFormat?: 'json' | 'multipart';
  /** How the answer comes back: the JSON envelope by default, or a bare CSV file. */
  readonly responseFormat?: 'json' | 'csv';
  /** A timeout other than the transport's default (uploads and media search: 60 000 ms). */
  readonly timeoutMs?: number;
  /** The status of a successful answer (default 200); a 204 has no body, its `response` is null. */
  readonly successStatus?: SuccessStatus;
  /** Error statuses it may answer besides those its access, params and body imply. */
  readonly extraErrors?: readonly ExtraErrorStatus[];
}

/** Declares an endpoint, keeping the exact types of its name, method, path and schemas. */
export function defineEndpoint<const TEndpoint extends Endpoint>(endpoint: TEndpoint): TEndpoint {
  return endpoint;
}

type SchemaAt<TEndpoint, TKey extends string> = TEndpoint extends { readonly [K in TKey]: infer S }
  ? S extends v.GenericSchema
    ? S
    : never
  : never;

type InputOf<TEndpoint, TKey extends string> = [SchemaAt<TEndpoint, TKey>] extends [never]
  ? undefined
  : v.InferInput<SchemaAt<TEndpoint, TKey>>;

/** What a caller passes as path parameters (`undefined` when the path has none). */
export type EndpointParams<TEndpoint extends Endpoint> = InputOf<TEndpoint, 'params'>;
/** What a caller passes as the query (`undefined` when the endpoint takes none). */
export type EndpointQuery<TEndpoint extends Endpoint> = InputOf<TEndpoint, 'query'>;
/** What a caller sends as the body (`undefined` when the endpoint takes none). */
export type EndpointBody<TEndpoint extends Endpoint> = InputOf<TEndpoint, 'body'>;
/** The parsed `data` of the answer. */
export type EndpointResponse<TEndpoint extends Endpoint> = v.InferOutput<TEndpoint['response']>;

/** The `{param}` placeholder names of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
}

/** Fills the `{param}` placeholders of a path, URL-encoding each value. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
