import type * as v from 'valibot';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One endpoint: method, path (with `{param}` placeholders) and its valibot schemas. */
export interface Endpoint<TResponse extends v.GenericSchema = v.GenericSchema> {
  /** A stable name, used in errors (`ContractError`) and in the OpenAPI operation id. */
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
  /** Schema of the envelope's `data`. */
  readonly response: TResponse;
}

/** Declares an endpoint. */
export function defineEndpoint<TResponse extends v.GenericSchema>(
  endpoint: Endpoint<TResponse>,
): Endpoint<TResponse> {
  return endpoint;
}

/** Fills the `{param}` placeholders of a path, URL-encoding each value. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
