export { RecentInstants } from './RecentInstants';
export type { RecentInstantsProps } from './RecentInstants';
