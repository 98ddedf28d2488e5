export { InfluencerBadge } from './InfluencerBadge';
export type { InfluencerBadgeProps } from './InfluencerBadge';
