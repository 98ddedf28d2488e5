export { AnalyticsTiles } from './AnalyticsTiles';
export type { AnalyticsFigures, AnalyticsTilesProps } from './AnalyticsTiles';
export { LifetimeStrip } from './LifetimeStrip';
export type { LifetimeFigures, LifetimeStripProps } from './LifetimeStrip';
export { OrdersTable } from './OrdersTable';
export type { OrdersTableProps } from './OrdersTable';
export { MetricValue } from './MetricValue';
export type { MetricValueProps } from './MetricValue';
export { TopProductsTable } from './TopProductsTable';
export type { TopProductsTableProps } from './TopProductsTable';
export { AnalyticsCharts } from './AnalyticsCharts';
export type { AnalyticsChartPoint, AnalyticsChartsProps } from './AnalyticsCharts';
export { TrendsPage } from './TrendsPage';
export type { TrendsPageProps } from './TrendsPage';
export { TrendingProducts } from './TrendingProducts';
export type { TrendingProductsProps } from './TrendingProducts';
export { BestCombinations } from './BestCombinations';
export type { BestCombinationsProps } from './BestCombinations';
export { ComplementaryProducts } from './ComplementaryProducts';
export type { ComplementaryProductsProps } from './ComplementaryProducts';
export {
  AnalyticsPage,
  DEFAULT_ANALYTICS_RANGE,
  parseAnalyticsSearch,
  rangeOfSearch,
  reportDaysOf,
  searchOfRange,
} from './AnalyticsPage';
export type { AnalyticsPageProps, AnalyticsSearch, AnalyticsTab } from './AnalyticsPage';
export { downloadCsv, InfluencerInsightsTable } from './InfluencerInsightsTable';
export type { InfluencerInsightsTableProps } from './InfluencerInsightsTable';
export { VisitsBreakdown } from './VisitsBreakdown';
export type { VisitsBreakdownProps } from './VisitsBreakdown';
export { PostAnalyticsPage } from './PostAnalyticsPage';
export type { PostAnalyticsPageProps } from './PostAnalyticsPage';
export { LinkRowsTable } from './LinkRowsTable';
export type { LinkRowsTableProps } from './LinkRowsTable';
export { ProductFunnel } from './ProductFunnel';
export type { ProductFunnelProps } from './ProductFunnel';
