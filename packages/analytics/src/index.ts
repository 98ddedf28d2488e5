export { AnalyticsTiles } from './AnalyticsTiles';
export type { AnalyticsFigures, AnalyticsTilesProps } from './AnalyticsTiles';
export { LifetimeStrip } from './LifetimeStrip';
export type { LifetimeFigures, LifetimeStripProps } from './LifetimeStrip';
export { OrdersTable } from './OrdersTable';
export type { OrdersTableProps } from './OrdersTable';
export { MetricValue } from './MetricValue';
export type { MetricValueProps } from './MetricValue';
