export { AnalyticsTiles } from './AnalyticsTiles';
export type { AnalyticsFigures, AnalyticsTilesProps } from './AnalyticsTiles';
