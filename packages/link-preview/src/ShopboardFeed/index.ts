export { ShopboardFeedPage } from './ShopboardFeedPage';
export type { ShopboardFeedPageProps } from './ShopboardFeedPage';
export { renderShopboardFeedPage } from './renderShopboardFeedPage';
