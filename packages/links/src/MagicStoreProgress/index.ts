export { MagicStoreProgress } from './MagicStoreProgress';
export type { MagicStoreProgressProps } from './MagicStoreProgress';
