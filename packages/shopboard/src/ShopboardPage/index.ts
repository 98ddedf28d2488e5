export { ShopboardPage } from './ShopboardPage';
export type { ShopboardPageProps } from './ShopboardPage';
