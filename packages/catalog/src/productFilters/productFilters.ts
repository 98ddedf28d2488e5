import type { Product, ProductSearchFilter } from '@shoppable/api-client';
import { LIMITS, PRODUCT_FILTER_DEFAULTS } from '@shoppable/domain';

/** Which products the search shows by status: active only, drafts (draft or unpublished) only, or all. */
export type ProductStatusFilter = 'active' | 'draft' | 'all';

/** The statuses of the filter menu, in order. */
export const productStatusFilters = [
  'active',
  'draft',
  'all',
] as const satisfies readonly ProductStatusFilter[];

/** The product search filters a merchant picks (content.md §3 "Saved product filters"). */
export interface ProductFilters {
  /** Active, draft or all products. */
  status: ProductStatusFilter;
  /** Shows products with nothing in stock too. */
  includeOutOfStock: boolean;
  /** Matches the search text against the products' tags too. */
  searchInTags: boolean;
}

/** The filters before any choice (content.md §9): only active on, out of stock on, search in tags off. */
export const defaultProductFilters: Readonly<ProductFilters> = {
  status: PRODUCT_FILTER_DEFAULTS.onlyActive ? 'active' : 'all',
  includeOutOfStock: PRODUCT_FILTER_DEFAULTS.outOfStock,
  searchInTags: PRODUCT_FILTER_DEFAULTS.searchInTags,
};

/** The browser-storage key of the saved filters: `searchProductFilters`. */
export const productFiltersStorageKey = LIMITS.productFiltersStorageKey;

const isStatus = (value: unknown): value is ProductStatusFilter =>
  productStatusFilters.includes(value as ProductStatusFilter);

/**
 * The filters saved in `localStorage['searchProductFilters']` (fields `only_active`, `outOfStock`,
 * `searchInTags`, plus `status` for the draft choice), falling back field by field to the
 * defaults when missing, malformed or unreadable.
 */
export function readProductFilters(
  storage: Storage | undefined = globalThis.localStorage,
): ProductFilters {
  let saved: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(productFiltersStorageKey) ?? 'null');
    if (parsed != null && typeof parsed === 'object') saved = parsed as Record<string, unknown>;
  } catch {
    saved = {};
  }
  const flag = (value: unknown, fallback: boolean) =>
    typeof value === 'boolean' ? value : fallback;
  const status = isStatus(saved.status)
    ? saved.status
    : typeof saved.only_active === 'boolean'
      ? saved.only_active
        ? 'active'
        : 'all'
      : defaultProductFilters.status;
  return {
    status,
    includeOutOfStock: flag(saved.outOfStock, defaultProductFilters.includeOutOfStock),
    searchInTags: flag(saved.searchInTags, defaultProductFilters.searchInTags),
  };
}

/** Saves the filters for the next visit; a full or blocked storage only loses the memory. */
export function saveProductFilters(
  filters: ProductFilters,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(
      productFiltersStorageKey,
      JSON.stringify({
        only_active: filters.status === 'active',
        outOfStock: filters.includeOutOfStock,
        searchInTags: filters.searchInTags,
        status: filters.status,
      }),
    );
  } catch {
    // Storage is full or blocked (private mode): the filters still apply to this visit.
  }
}

/** The query of the product search for a text and filters (`product_status=active` only for active). */
export function toProductSearch(q: string, filters: ProductFilters): ProductSearchFilter {
  return {
    q,
    activeOnly: filters.status === 'active',
    includeOutOfStock: filters.includeOutOfStock,
    includeSearchTags: filters.searchInTags,
  };
}

/** A draft or unpublished product is flagged in the pickers (content.md §3). */
export function isDraftProduct(product: Pick<Product, 'status'>): boolean {
  return /^(draft|unpublished)$/i.test(product.status.trim());
}

/**
 * Whether a product shows under a status filter. The server filters active products itself; the
 * draft choice searches all products and keeps the draft and unpublished ones here.
 */
export function matchesStatus(
  product: Pick<Product, 'status'>,
  status: ProductStatusFilter,
): boolean {
  if (status === 'draft') return isDraftProduct(product);
  if (status === 'active') return !isDraftProduct(product);
  return true;
}

/**
 * The product's colour option ("Color" or "Colour", any case) when it has more than one value to
 * choose from; `null` otherwise.
 */
export function colorOptionOf(
  product: Pick<Product, 'options'>,
): Product['options'][number] | null {
  const option = product.options.find((o) => /^colou?r$/i.test(o.name.trim()));
  return option != null && option.values.length > 1 ? option : null;
}
