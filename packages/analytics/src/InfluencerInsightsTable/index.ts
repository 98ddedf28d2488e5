export { downloadCsv, InfluencerInsightsTable } from './InfluencerInsightsTable';
export type { InfluencerInsightsTableProps } from './InfluencerInsightsTable';
