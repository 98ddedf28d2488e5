export { MagicStorePage } from './MagicStorePage';
export type { MagicStorePageProps } from './MagicStorePage';
export type { MagicStoreResult } from './useMagicStore';
