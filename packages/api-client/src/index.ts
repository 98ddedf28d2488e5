export { ApiError, ContractError, HttpError, TimeoutError } from './errors';
export { createApiClient, REQUEST_TIMEOUT_MS } from './transport';
export type { ApiClient, ApiClientOptions, RequestOptions } from './transport';
export { healthQueryOptions } from './queries';
