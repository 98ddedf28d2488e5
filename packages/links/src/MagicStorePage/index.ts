export { MagicStorePage } from './MagicStorePage';
export type { MagicStoreAccess, MagicStorePageProps } from './MagicStorePage';
export type { MagicStoreResult } from './useMagicStore';
