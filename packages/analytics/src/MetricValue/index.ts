export { MetricValue } from './MetricValue';
export type { MetricValueProps } from './MetricValue';
