export {
  colorOptionOf,
  defaultProductFilters,
  isDraftProduct,
  matchesStatus,
  productFiltersStorageKey,
  productStatusFilters,
  readProductFilters,
  saveProductFilters,
  toProductSearch,
} from './productFilters';
export type { ProductFilters, ProductStatusFilter } from './productFilters';
