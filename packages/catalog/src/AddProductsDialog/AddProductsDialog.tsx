import {
  logClientError,
  productFromWire,
  productsInfiniteQueryOptions,
  type ApiClient,
  type Product,
  type SelectedOptions,
} from '@shoppable/api-client';
import {
  availabilityTone,
  canConfirmSelection,
  canSelectAll,
  isOutOfStock,
  withUrl,
  type SelectionRule,
} from '@shoppable/domain';
import {
  Button,
  Checkbox,
  DialogTrigger,
  EmptyState,
  Popover,
  SearchField,
  Select,
  SelectItem,
  SelectableGrid,
  Tag,
} from '@shoppable/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useStrings, type StringKey } from '../intl';
import { PickerDialog, PickerResults } from '../PickerDialog/PickerDialog';
import { ProductThumbnail } from '../ProductThumbnail';
import {
  colorOptionOf,
  isDraftProduct,
  matchesStatus,
  productStatusFilters,
  readProductFilters,
  saveProductFilters,
  toProductSearch,
  type ProductFilters,
  type ProductStatusFilter,
} from '../productFilters';
import * as styles from './AddProductsDialog.css';

/** What the add-products dialog hands back on Done. */
export interface ProductSelection {
  /** The selected keys (inventory ids, or product ids with `selectBy="productId"`), in selection order. */
  keys: string[];
  /** The selected products this dialog has loaded, in selection order, each with its chosen options. */
  products: Product[];
  /** The chosen colour per selected key (option name to value), for `selected_options`. */
  selectedOptions: SelectedOptions;
}

/** Props of AddProductsDialog. */
export interface AddProductsDialogProps {
  /** Whether the dialog is open (controlled). */
  isOpen: boolean;
  /** Called with `false` when the dialog closes (Cancel, Escape, the close button, Done). */
  onOpenChange: (isOpen: boolean) => void;
  /** The API client (`useApiClient()`). */
  client: ApiClient;
  /** The signed-in business, for the search's cache key. */
  businessId: string;
  /** Called with the selection when the user presses Done; the dialog closes afterwards. */
  onConfirm: (selection: ProductSelection) => void;
  /** The dialog's title; "Add products" by default. */
  title?: string;
  /** The confirm button's text; "Done" by default ("Next" when creating a link). */
  confirmLabel?: string;
  /**
   * The fewest and most picks (`SELECTION_RULES` of @shoppable/domain); no limit by default,
   * which offers "Select all". A max of 1 replaces the pick; any other max shows the limit alert,
   * naming the items in the UI's language (the rule's English `noun` is not used).
   */
  rule?: SelectionRule;
  /** What identifies a product: the inventory id (default, links) or the product id (AI preferences). */
  selectBy?: 'id' | 'productId';
  /** The keys selected when the dialog opens. */
  defaultSelectedKeys?: readonly string[];
  /** The colours chosen before, per key. */
  defaultSelectedOptions?: SelectedOptions;
  /** Offers a colour choice for each selected product with more than one colour. */
  allowColorOptions?: boolean;
  /** Leaves out products without a url (short links, content.md §5). */
  requireUrl?: boolean;
  /** Keys that cannot be picked (already used elsewhere). */
  disabledKeys?: readonly string[];
}

const statusKeys = {
  active: 'filters.statusActive',
  draft: 'filters.statusDraft',
  all: 'filters.statusAll',
} as const satisfies Record<ProductStatusFilter, StringKey>;

const toneOf = { green: 'success', amber: 'warning', red: 'critical' } as const;

/**
 * The add-products dialog (content.md §2 "Pickers and dialogs"): a debounced product search with
 * a filter menu (status, out of stock, tags; remembered in `searchProductFilters`), a grid of 3
 * columns on phones and 7 on desktop with draft, out-of-stock and availability flags, "Select
 * all" when there is no limit, a colour choice per selected product, 50 products per page, and
 * the syncing, no-results and search-failed states. Limits follow `applySelection`.
 */
export function AddProductsDialog(props: AddProductsDialogProps) {
  return props.isOpen ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  onOpenChange,
  client,
  businessId,
  onConfirm,
  title,
  confirmLabel,
  rule = { min: 0, max: Number.POSITIVE_INFINITY },
  selectBy = 'id',
  defaultSelectedKeys = [],
  defaultSelectedOptions = {},
  allowColorOptions = false,
  requireUrl = false,
  disabledKeys,
}: AddProductsDialogProps) {
  const t = useStrings();
  const [q, setQ] = useState('');
  const [filters, setFilters] = useState<ProductFilters>(() => readProductFilters());
  const [keys, setKeys] = useState<readonly string[]>(defaultSelectedKeys);
  const [known, setKnown] = useState<Readonly<Record<string, Product>>>({});
  const [colors, setColors] = useState<SelectedOptions>(defaultSelectedOptions);
  const search = useInfiniteQuery(
    productsInfiniteQueryOptions(client, businessId, toProductSearch(q, filters)),
  );
  const keyOf = (p: Product) => (selectBy === 'productId' ? p.productId : p.id);

  useEffect(() => {
    if (search.error) logClientError(`Product search failed: ${String(search.error)}`);
  }, [search.error]);

  const items = useMemo(() => {
    const all = (search.data?.pages ?? []).flatMap((page) =>
      page.products.map((w) => productFromWire(w)),
    );
    const shown = all.filter((p) => matchesStatus(p, filters.status));
    return requireUrl ? withUrl(shown) : shown;
  }, [search.data, filters.status, requireUrl]);

  const changeFilters = (next: ProductFilters) => {
    setFilters(next);
    saveProductFilters(next);
  };

  const changeSelection = (next: string[]) => {
    setKeys(next);
    setKnown((before) => {
      const after: Record<string, Product> = {};
      for (const key of next) {
        const product = before[key] ?? items.find((p) => keyOf(p) === key);
        if (product) after[key] = product;
      }
      return after;
    });
  };

  /** A selected product: kept from when it was picked, or in the loaded pages (a default pick). */
  const productOf = (key: string) => known[key] ?? items.find((p) => keyOf(p) === key);

  const visibleKeys = items.map(keyOf).filter((k) => !disabledKeys?.includes(k));
  const allVisibleSelected = visibleKeys.length > 0 && visibleKeys.every((k) => keys.includes(k));
  const someVisibleSelected = visibleKeys.some((k) => keys.includes(k));
  const toggleAll = (on: boolean) =>
    changeSelection(
      on
        ? [...keys, ...visibleKeys.filter((k) => !keys.includes(k))]
        : keys.filter((k) => !visibleKeys.includes(k)),
    );

  const colorChoices = allowColorOptions
    ? keys.flatMap((key) => {
        const product = productOf(key);
        const option = product ? colorOptionOf(product) : null;
        return product && option ? [{ key, product, option }] : [];
      })
    : [];

  const confirm = () => {
    const selectedOptions: SelectedOptions = {};
    for (const key of keys) if (colors[key]) selectedOptions[key] = { ...colors[key] };
    onConfirm({
      keys: [...keys],
      products: keys.flatMap((key) => {
        const product = productOf(key);
        return product ? [{ ...product, selectedOptions: { ...(colors[key] ?? {}) } }] : [];
      }),
      selectedOptions,
    });
  };

  const isEmptyCatalogue = q.trim() === '' && filters.status !== 'draft';

  return (
    <PickerDialog
      title={title ?? t.format('products.title')}
      confirmLabel={confirmLabel}
      canConfirm={canConfirmSelection(keys.length, rule)}
      onConfirm={confirm}
      onOpenChange={onOpenChange}
    >
      <div className={styles.toolbar}>
        <div className={styles.search}>
          <SearchField
            aria-label={t.format('products.search')}
            placeholder={t.format('products.search')}
            onSearch={setQ}
          />
        </div>
        <DialogTrigger>
          <Button variant="secondary">{t.format('filters.button')}</Button>
          <Popover title={t.format('filters.title')} placement="bottom end">
            <div className={styles.filters}>
              <Select
                label={t.format('filters.status')}
                value={filters.status}
                onChange={(value) => {
                  if (productStatusFilters.includes(value as ProductStatusFilter))
                    changeFilters({ ...filters, status: value as ProductStatusFilter });
                }}
              >
                {productStatusFilters.map((status) => (
                  <SelectItem key={status} id={status}>
                    {t.format(statusKeys[status])}
                  </SelectItem>
                ))}
              </Select>
              <Checkbox
                isSelected={filters.includeOutOfStock}
                onChange={(includeOutOfStock) => changeFilters({ ...filters, includeOutOfStock })}
              >
                {t.format('filters.outOfStock')}
              </Checkbox>
              <Checkbox
                isSelected={filters.searchInTags}
                onChange={(searchInTags) => changeFilters({ ...filters, searchInTags })}
              >
                {t.format('filters.searchInTags')}
              </Checkbox>
            </div>
          </Popover>
        </DialogTrigger>
      </div>
      <PickerResults
        search={search}
        itemCount={items.length}
        loadingLabel={t.format('products.loading')}
        errorMessage={t.format('products.searchFailed')}
        empty={
          isEmptyCatalogue ? (
            <EmptyState
              headingLevel={3}
              title={t.format('products.syncing')}
              description={t.format('products.syncingHint')}
            />
          ) : (
            <EmptyState
              headingLevel={3}
              title={t.format('products.noResults')}
              description={t.format('products.noResultsHint')}
            />
          )
        }
      >
        {canSelectAll(rule) ? (
          <Checkbox
            isSelected={allVisibleSelected}
            isIndeterminate={someVisibleSelected && !allVisibleSelected}
            onChange={toggleAll}
          >
            {t.format('products.selectAll')}
          </Checkbox>
        ) : null}
        <SelectableGrid
          aria-label={t.format('products.grid')}
          items={items}
          getKey={keyOf}
          getTextValue={(p) => p.title}
          renderItem={(p) => <ProductTile product={p} />}
          selectedKeys={keys}
          onSelectionChange={changeSelection}
          minSelection={rule.min}
          maxSelection={rule.max}
          itemLabel={t.format('products.noun')}
          columns={7}
          disabledKeys={disabledKeys}
        />
      </PickerResults>
      {colorChoices.length > 0 ? (
        <fieldset className={styles.colours}>
          <legend className={styles.legend}>{t.format('products.colours')}</legend>
          {colorChoices.map(({ key, product, option }) => (
            <Select
              key={key}
              label={t.format('products.colour', { title: product.title })}
              value={colors[key]?.[option.name] ?? null}
              onChange={(value) =>
                setColors((before) => ({
                  ...before,
                  [key]: { ...(before[key] ?? {}), [option.name]: String(value) },
                }))
              }
            >
              {option.values.map((value) => (
                <SelectItem key={value} id={value}>
                  {value}
                </SelectItem>
              ))}
            </Select>
          ))}
        </fieldset>
      ) : null}
    </PickerDialog>
  );
}

function ProductTile({ product }: { product: Product }) {
  const t = useStrings();
  const ratio = product.variantAvailabilityRatio;
  return (
    <ProductThumbnail
      title={product.title}
      imageUrl={product.imageUrl ?? undefined}
      isOutOfStock={isOutOfStock(product.totalQuantity)}
      outOfStockLabel={t.format('outOfStock')}
    >
      <span className={styles.tags}>
        {isDraftProduct(product) ? (
          <Tag size="sm" tone="warning">
            {t.format('draft')}
          </Tag>
        ) : null}
        {ratio != null ? (
          <Tag size="sm" tone={toneOf[availabilityTone(ratio)]}>
            {t.format('availability', { percent: Math.round(ratio * 100) })}
          </Tag>
        ) : null}
      </span>
    </ProductThumbnail>
  );
}
