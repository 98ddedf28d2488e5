export { TrendsPage } from './TrendsPage';
export type { TrendsPageProps } from './TrendsPage';
