export { envelope } from './envelope';
export { buildPath, defineEndpoint } from './endpoint';
export type { Endpoint, HttpMethod } from './endpoint';
export { health } from './endpoints/health';
