export { Chart, isChartEmpty } from './Chart';
export type { ChartProps, ChartSeries } from './Chart';
export { chartTones, chartTypes } from './chartVariants';
