import type { ProductRow } from '@shoppable/api-client';
import {
  LIMITS,
  PAGE_SIZES,
  productRowCounts,
  rankBand,
  type ClientPermissions,
  type Role,
} from '@shoppable/domain';
import { DataTable, numberFormat, type DataTableColumn } from '@shoppable/ui';
import type { ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import { useStrings } from '../intl';
import * as styles from './TopProductsTable.css';

/** Props of TopProductsTable. */
export interface TopProductsTableProps {
  /** The product rows loaded so far (wire shape), best rank first. */
  products: readonly ProductRow[];
  /** Admins see every column; influencers per their permissions (content.md §6). */
  viewerRole: Role;
  /** The influencer's permissions (admins: `ALL_PERMISSIONS`). */
  permissions: ClientPermissions;
  /** Whether the server has more rows. */
  hasMore?: boolean;
  /** Asks for the next rows. */
  onLoadMore?: () => void;
  /** Shows the loading state. */
  isLoading?: boolean;
  /** A failure message in place of the rows; `true` for the default one. */
  error?: ReactNode;
}

/**
 * The top-performing products of a link or post (content.md §2, §9): product image and title,
 * views, adds to cart, sales and the 0–100 rank with its colour band (a dot), 4 visible rows of 105 px
 * (95 on phones). Views need the clicks permission and adds and sales the sales permission for
 * influencers (content.md §6); the rank always shows. The rows carry no revenue, so the spec's
 * revenue column (revenue permission) has nothing to show and is left out.
 */
export function TopProductsTable({
  products,
  viewerRole,
  permissions,
  hasMore,
  onLoadMore,
  isLoading,
  error,
}: TopProductsTableProps) {
  const strings = useStrings();
  const { locale } = useLocale();
  const number = numberFormat(locale);
  const isAdmin = viewerRole === 'admin';
  const showViews = isAdmin || permissions.clicksEnabled;
  const showSales = isAdmin || permissions.salesEnabled;
  const columns: DataTableColumn<ProductRow>[] = [
    {
      id: 'product',
      header: strings.format('topProducts.product'),
      value: (p) => p.title,
      cell: (p) => (
        <span className={styles.product}>
          {p.image ? <img className={styles.thumb} src={p.image.src} alt="" /> : null}
          <span className={styles.title}>{p.title}</span>
        </span>
      ),
      isRowHeader: true,
      allowsSorting: false,
    },
    ...(showViews
      ? [
          {
            id: 'views',
            header: strings.format('topProducts.views'),
            value: (p: ProductRow) => productRowCounts(p).views,
            cell: (p: ProductRow) => number.format(productRowCounts(p).views),
            align: 'end' as const,
          },
        ]
      : []),
    ...(showSales
      ? [
          {
            id: 'adds',
            header: strings.format('topProducts.adds'),
            value: (p: ProductRow) => productRowCounts(p).adds,
            cell: (p: ProductRow) => number.format(productRowCounts(p).adds),
            align: 'end' as const,
            allowsSorting: false,
          },
          {
            id: 'sales',
            header: strings.format('topProducts.sales'),
            value: (p: ProductRow) => productRowCounts(p).buys,
            cell: (p: ProductRow) => number.format(productRowCounts(p).buys),
            align: 'end' as const,
          },
        ]
      : []),
    {
      id: 'rank',
      header: strings.format('topProducts.rank'),
      value: (p) => p.rank,
      cell: (p) => (
        <span className={styles.rank}>
          <span className={styles.band[rankBand(p.rank)]} aria-hidden="true" />
          {number.format(p.rank)}
        </span>
      ),
      align: 'end',
    },
  ];
  return (
    <DataTable
      aria-label={strings.format('topProducts.label')}
      columns={columns}
      rows={products}
      getRowId={(p) => p.product_id}
      pageSize={PAGE_SIZES.table}
      visibleRows={PAGE_SIZES.topProductsVisibleRows}
      rowHeight={LIMITS.topProductsRowHeight.desktop}
      phoneRowHeight={LIMITS.topProductsRowHeight.mobile}
      hasMore={hasMore}
      onLoadMore={onLoadMore ? () => onLoadMore() : undefined}
      isLoading={isLoading}
      error={error === true ? strings.format('topProducts.error') : error}
      emptyMessage={strings.format('topProducts.empty')}
    />
  );
}
