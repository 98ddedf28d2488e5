export { InfluencerBadge } from './InfluencerBadge';
export type { InfluencerBadgeProps } from './InfluencerBadge';
export { InfluencersPage } from './InfluencersPage';
export type { InfluencersPageProps } from './InfluencersPage';
export { InfluencerEditor, influencerFormValues } from './InfluencerEditor';
export type { InfluencerEditorProps, InfluencerFormValues } from './InfluencerEditor';
export { InfluencerPreviewPage } from './InfluencerPreviewPage';
export type { InfluencerPreviewPageProps } from './InfluencerPreviewPage';
