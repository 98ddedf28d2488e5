export { ApiError, ContractError, HttpError, TimeoutError } from './errors';
export { createApiClient, parseEnvelope, REQUEST_TIMEOUT_MS, toFormData, toQueryString } from './transport';
export type { ApiClient, ApiClientOptions, RequestArgs, RequestOptions } from './transport';
export { healthQueryOptions } from './queries';
