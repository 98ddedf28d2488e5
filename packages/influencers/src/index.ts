export { InfluencerBadge } from './InfluencerBadge';
export type { InfluencerBadgeProps } from './InfluencerBadge';
export { InfluencersPage } from './InfluencersPage';
export type { InfluencersPageProps } from './InfluencersPage';
