export { InfluencersPage } from './InfluencersPage';
export type { InfluencersPageProps } from './InfluencersPage';
