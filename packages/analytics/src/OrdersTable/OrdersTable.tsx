import type { Order } from '@shoppable/api-client';
import {
  formatCreatedDate,
  orderStatusLabel,
  orderStatusTone,
  PAGE_SIZES,
} from '@shoppable/domain';
import { DataTable, numberFormat, Tag, type DataTableColumn } from '@shoppable/ui';
import type { ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import { useStrings } from '../intl';

/** Props of OrdersTable. */
export interface OrdersTableProps {
  /** The orders loaded so far (wire shape), newest first. */
  orders: readonly Order[];
  /** Whether the server has more orders. */
  hasMore?: boolean;
  /** Asks for the next page. */
  onLoadMore?: () => void;
  /** Shows the loading rows. */
  isLoading?: boolean;
  /** A failure message in place of the rows; `true` for the default one. */
  error?: ReactNode;
}

const tones = { green: 'success', orange: 'warning', yellow: 'info' } as const;

/**
 * The recent orders of a link or of the business (content.md §2, §9; admins only): date, status
 * tag (green paid, orange refunded, yellow otherwise), products and total, 5 visible rows of
 * pages of 20.
 */
export function OrdersTable({ orders, hasMore, onLoadMore, isLoading, error }: OrdersTableProps) {
  const strings = useStrings();
  const { locale } = useLocale();
  const money = (order: Order) =>
    numberFormat(locale, { style: 'currency', currency: order.currency }).format(order.total_price);
  const columns: DataTableColumn<Order>[] = [
    {
      id: 'date',
      header: strings.format('orders.date'),
      value: (o) => o.created_at,
      cell: (o) => formatCreatedDate(o.created_at),
      isRowHeader: true,
      allowsSorting: true,
    },
    {
      id: 'status',
      header: strings.format('orders.status'),
      value: (o) => orderStatusLabel(o.order_status),
      cell: (o) => (
        <Tag size="sm" tone={tones[orderStatusTone(o.order_status)]}>
          {orderStatusLabel(o.order_status)}
        </Tag>
      ),
    },
    {
      id: 'products',
      header: strings.format('orders.products'),
      value: (o) => o.products_count,
      align: 'end',
    },
    {
      id: 'total',
      header: strings.format('orders.total'),
      value: (o) => o.total_price,
      cell: money,
      align: 'end',
      allowsSorting: true,
    },
  ];
  return (
    <DataTable
      aria-label={strings.format('orders.label')}
      columns={columns}
      rows={orders}
      getRowId={(o) => o.order_id}
      pageSize={PAGE_SIZES.ordersVisibleRows}
      visibleRows={PAGE_SIZES.ordersVisibleRows}
      rowHeight={62}
      phoneRowHeight={76}
      hasMore={hasMore}
      onLoadMore={onLoadMore ? () => onLoadMore() : undefined}
      isLoading={isLoading}
      error={error === true ? strings.format('orders.error') : error}
      emptyMessage={strings.format('orders.empty')}
    />
  );
}
