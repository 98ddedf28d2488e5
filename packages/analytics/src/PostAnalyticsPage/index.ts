export { PostAnalyticsPage } from './PostAnalyticsPage';
export type { PostAnalyticsPageProps } from './PostAnalyticsPage';
