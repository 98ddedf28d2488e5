export { ShortsPage } from './ShortsPage';
export type { ShortsPageProps } from './ShortsPage';
