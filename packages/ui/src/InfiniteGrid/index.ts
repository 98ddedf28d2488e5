export { InfiniteGrid } from './InfiniteGrid';
export type { InfiniteGridProps } from './InfiniteGrid';
