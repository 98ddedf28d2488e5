export { AnalyticsCharts } from './AnalyticsCharts';
export type { AnalyticsChartPoint, AnalyticsChartsProps } from './AnalyticsCharts';
