export { RecentShorts } from './RecentShorts';
export type { RecentShortsProps } from './RecentShorts';
