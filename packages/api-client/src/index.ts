export { ApiError, ContractError, HttpError, TimeoutError } from './errors';
export {
  createApiClient,
  parseEnvelope,
  REQUEST_TIMEOUT_MS,
  toFormData,
  toQueryString,
} from './transport';
export type {
  ApiClient,
  ApiClientOptions,
  RequestArgs,
  RequestOptions,
  UploadRequestOptions,
} from './transport';
export { UPLOAD_TIMEOUT_MS, uploadWithProgress } from './upload';
export type { UploadOptions, UploadProgress } from './upload';
export {
  CLIENT_ERROR_LOG_LINES,
  clearClientErrorLog,
  clientErrorLog,
  commitClientErrorLog,
  logClientError,
} from './errorLog';
export type { CommitClientErrorLogOptions } from './errorLog';
export {
  healthQueryOptions,
  insertCreatedLink,
  linksInfiniteQueryOptions,
  nextPageSkip,
  prependToPagedList,
  queryKeys,
  sessionQueryOptions,
  useCreateLink,
} from './queries';
export type { Link, LinkListFilter, LinkPayload, PagedList, Session } from './queries';
export * from './mappers';
