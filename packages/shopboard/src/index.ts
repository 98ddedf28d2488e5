export { NetworkName } from './NetworkName';
export type { NetworkNameProps } from './NetworkName';
export { networkNames, socialNetworks } from './NetworkName';
export type { SocialNetwork } from './NetworkName';
export { ShopboardPage } from './ShopboardPage';
export type { ShopboardPageProps } from './ShopboardPage';
export { SocialAuthPage } from './SocialAuthPage';
export type { SocialAuthPageProps } from './SocialAuthPage';
