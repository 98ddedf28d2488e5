export { AnalyticsPage } from './AnalyticsPage';
export type { AnalyticsPageProps } from './AnalyticsPage';
export {
  DEFAULT_ANALYTICS_RANGE,
  parseAnalyticsSearch,
  rangeOfSearch,
  searchOfRange,
} from './analyticsSearch';
export { reportDaysOf } from './reportDays';
export type { AnalyticsSearch, AnalyticsTab } from './analyticsSearch';
