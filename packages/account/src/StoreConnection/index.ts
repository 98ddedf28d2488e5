export { STORE_CONNECTED_MESSAGE, StoreConnection } from './StoreConnection';
export type { StoreConnectionProps } from './StoreConnection';
