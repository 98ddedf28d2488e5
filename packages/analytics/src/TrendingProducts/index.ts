export {
  TrendFailure,
  TrendingProducts,
  TrendProduct,
  TrendRank,
  TrendSkeleton,
} from './TrendingProducts';
export type { TrendingProductsProps } from './TrendingProducts';
