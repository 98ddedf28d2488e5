export { NetworkName } from './NetworkName';
export type { NetworkNameProps } from './NetworkName';
export { networkNames, socialNetworks } from './networks';
export type { SocialNetwork } from './networks';
