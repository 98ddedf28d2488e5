export { InfluencerPreviewPage } from './InfluencerPreviewPage';
export type { InfluencerPreviewPageProps } from './InfluencerPreviewPage';
