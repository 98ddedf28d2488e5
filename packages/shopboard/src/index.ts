export { NetworkName } from './NetworkName';
export type { NetworkNameProps } from './NetworkName';
export { networkNames, socialNetworks } from './NetworkName';
export type { SocialNetwork } from './NetworkName';
