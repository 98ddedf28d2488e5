export { CreateInfluencerButton } from './CreateInfluencerButton';
export type { CreateInfluencerButtonProps } from './CreateInfluencerButton';
