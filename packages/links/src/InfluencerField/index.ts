export { InfluencerField } from './InfluencerField';
export type { InfluencerFieldProps } from './InfluencerField';
