import {
  logClientError,
  orderDetailsQueryOptions,
  ordersInfiniteQueryOptions,
  type ApiClient,
  type Order,
} from '@shoppable/api-client';
import { orderStatusLabel } from '@shoppable/domain';
import { Button, Card, dateTimeFormat, formatMoney, Spinner, Tag } from '@shoppable/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useLocale } from 'react-aria';
import { useHomeStrings } from '../intl/home';
import * as styles from './RecentOrders.css';

/** Props of RecentOrders. */
export interface RecentOrdersProps {
  /** The API client the orders are read with. */
  client: ApiClient;
  /** The business whose orders are listed. */
  businessId: string;
}

const statusKeys = {
  PAID: 'orders.statusPaid',
  REFUNDED: 'orders.statusRefunded',
  'PARTIALLY REFUNDED': 'orders.statusPartiallyRefunded',
} as const;

const statusTones = {
  PAID: 'success',
  REFUNDED: 'critical',
  'PARTIALLY REFUNDED': 'warning',
} as const;

/** The items of one order, loaded when its row opens; the list scrolls past 3 items. */
function OrderProducts({
  client,
  businessId,
  order,
  id,
}: RecentOrdersProps & { order: Order; id: string }) {
  const t = useHomeStrings();
  const { locale } = useLocale();
  const details = useQuery(orderDetailsQueryOptions(client, businessId, order.order_id));
  if (details.isPending) {
    return (
      <div id={id} className={styles.productsState}>
        <Spinner size="sm" aria-label={t.format('orders.loadingProducts')} />
      </div>
    );
  }
  if (details.isError) {
    return (
      <p id={id} className={styles.productsState}>
        {t.format('orders.productsFailed')}
      </p>
    );
  }
  return (
    // A list that scrolls must be reachable by keyboard: it takes focus and is named.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <ul id={id} className={styles.products} aria-label={t.format('orders.productsOf')} tabIndex={0}>
      {details.data.map((item, index) => (
        <li key={`${item.title}-${index}`} className={styles.product}>
          {item.image ? <img src={item.image.src} alt="" className={styles.productImage} /> : null}
          <span className={styles.productText}>
            <span className={styles.productTitle}>{item.title}</span>
            {item.variant_title ? (
              <span className={styles.subdued}>{item.variant_title}</span>
            ) : null}
          </span>
          <span className={styles.subdued}>
            {t.format('orders.quantity', { count: item.quantity })}
          </span>
          <span>{formatMoney(locale, item.price, order.currency)}</span>
        </li>
      ))}
    </ul>
  );
}

function OrderRow({ client, businessId, order }: RecentOrdersProps & { order: Order }) {
  const t = useHomeStrings();
  const { locale } = useLocale();
  const [open, setOpen] = useState(false);
  const productsId = useId();
  const label = orderStatusLabel(order.order_status);
  const image = order.link_details?.images[0]?.src ?? order.link_details?.link_default_image;
  const date = dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(order.created_at));
  return (
    <li className={styles.row}>
      <div className={styles.summary}>
        {image ? <img src={image} alt="" className={styles.linkImage} /> : null}
        <div className={styles.main}>
          <span className={styles.linkTitle}>
            {order.link_details?.description || t.format('orders.noLink')}
          </span>
          <span className={styles.subdued}>{t.format('orders.order', { date })}</span>
        </div>
        {label ? <Tag tone={statusTones[label]}>{t.format(statusKeys[label])}</Tag> : null}
        <span className={styles.total}>
          {formatMoney(locale, order.total_price, order.currency)}
        </span>
        <Button
          variant="tertiary"
          size="sm"
          aria-expanded={open}
          aria-controls={open ? productsId : undefined}
          onPress={() => setOpen((o) => !o)}
        >
          {order.products_count === 1
            ? t.format('orders.oneProduct')
            : t.format('orders.products', { count: order.products_count })}
          <span className={styles.visuallyHidden}>
            {` — ${t.format(open ? 'orders.hideProducts' : 'orders.showProducts')}`}
          </span>
        </Button>
      </div>
      {open ? (
        <OrderProducts client={client} businessId={businessId} order={order} id={productsId} />
      ) : null}
    </li>
  );
}

/**
 * The admin's recent orders on the home page (platform.md §2, §9): pages of 20, 5 rows visible
 * with the rest a scroll away, each with its link, date, status tag and total, and a button that
 * opens the order's products (the list scrolls past 3). A failure is only logged (§8): the list
 * then shows no orders and no spinner.
 */
export function RecentOrders({ client, businessId }: RecentOrdersProps) {
  const t = useHomeStrings();
  const orders = useInfiniteQuery(ordersInfiniteQueryOptions(client, businessId));
  useEffect(() => {
    if (orders.error) logClientError(`recent orders: ${orders.error.message}`);
  }, [orders.error]);
  const rows = orders.data?.pages.flat() ?? [];
  return (
    <Card title={t.format('orders.title')}>
      {orders.isPending ? (
        <div className={styles.state}>
          <Spinner aria-label={t.format('orders.loading')} />
        </div>
      ) : rows.length === 0 ? (
        <p className={styles.state}>{t.format('orders.empty')}</p>
      ) : (
        <>
          {/* Five rows show; the region scrolls and takes focus so keyboards can scroll it. */}
          <div
            className={styles.scroll}
            role="region"
            aria-label={t.format('orders.list')}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboards scroll it
            tabIndex={0}
          >
            <ul className={styles.rows}>
              {rows.map((order) => (
                <OrderRow
                  key={order.order_id}
                  client={client}
                  businessId={businessId}
                  order={order}
                />
              ))}
            </ul>
          </div>
          {orders.hasNextPage ? (
            <Button
              variant="secondary"
              isPending={orders.isFetchingNextPage}
              onPress={() => void orders.fetchNextPage()}
            >
              {t.format('orders.loadMore')}
            </Button>
          ) : null}
        </>
      )}
    </Card>
  );
}
