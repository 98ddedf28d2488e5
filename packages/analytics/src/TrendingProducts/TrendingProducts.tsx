import type { TrendItem } from '@shoppable/api-client';
import { LIMITS, PAGE_SIZES, rankBand } from '@shoppable/domain';
import {
  Button,
  DataTable,
  EmptyState,
  numberFormat,
  Skeleton,
  useIsPhone,
  type DataTableColumn,
} from '@shoppable/ui';
import { useLocale } from 'react-aria-components';
import { useStrings } from '../intl';
import * as styles from './TrendingProducts.css';

/** Props of TrendingProducts. */
export interface TrendingProductsProps {
  /** The top performing products (wire shape), best first. */
  products: readonly TrendItem[];
  /** Shows skeletons in place of the products. */
  isLoading?: boolean;
  /** Shows the failure message (and Try again with `onRetry`) in place of the products. */
  isError?: boolean;
  /** Loads the products again after a failure. */
  onRetry?: () => void;
}

/** A product's image and title, the first cell of every trends list. */
export function TrendProduct({ product }: { product: Pick<TrendItem, 'title' | 'image'> }) {
  return (
    <span className={styles.product}>
      {product.image ? <img className={styles.thumb} src={product.image.src} alt="" /> : null}
      <span className={styles.title}>{product.title}</span>
    </span>
  );
}

/** A rank 0–100 with its colour band (content.md §9); the band is named for screen readers by the number. */
export function TrendRank({ rank }: { rank: number }) {
  const strings = useStrings();
  const { locale } = useLocale();
  return (
    <span className={styles.rank} title={strings.format('trends.rankValue', { rank })}>
      <span className={styles.band[rankBand(rank)]} aria-hidden="true" />
      {numberFormat(locale).format(rank)}
    </span>
  );
}

/** A failure in place of a trends list: the message and Try again. */
export function TrendFailure({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const strings = useStrings();
  return (
    <div className={styles.state}>
      <p role="alert">{message}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onPress={onRetry}>
          {strings.format('trends.retry')}
        </Button>
      ) : null}
    </div>
  );
}

/** Skeleton rows of a loading trends list, announced as busy. */
export function TrendSkeleton({ rows = 3, height = 64 }: { rows?: number; height?: number }) {
  const strings = useStrings();
  return (
    <div
      role="status"
      className={styles.cards}
      aria-busy="true"
      aria-label={strings.format('trends.loading')}
    >
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} shape="rect" inlineSize="100%" blockSize={height} />
      ))}
    </div>
  );
}

/**
 * The top performing products of the Trends page (content.md §2, §3): image and title, views,
 * adds to cart and the rank 0–100 with its colour band, sortable and paged in a table; on phones
 * one card per product. Loading shows skeletons, a failure says so with Try again, and no products
 * shows 'No top performing products'.
 */
export function TrendingProducts({ products, isLoading, isError, onRetry }: TrendingProductsProps) {
  const strings = useStrings();
  const { locale } = useLocale();
  const isPhone = useIsPhone();
  const number = numberFormat(locale);
  if (isLoading) return <TrendSkeleton rows={4} />;
  if (isError)
    return <TrendFailure message={strings.format('trends.top.error')} onRetry={onRetry} />;
  if (products.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        title={strings.format('trends.top.empty')}
        description={strings.format('trends.top.emptyHint')}
      />
    );
  }
  if (isPhone) {
    return (
      <ul className={styles.cards} aria-label={strings.format('trends.top.title')}>
        {products.map((p) => (
          <li key={p.product_id} className={styles.card}>
            <TrendProduct product={p} />
            <dl className={styles.figures}>
              <div className={styles.figure}>
                <dt>{strings.format('trends.views')}</dt>
                <dd className={styles.figureValue}>{number.format(p.view)}</dd>
              </div>
              <div className={styles.figure}>
                <dt>{strings.format('trends.adds')}</dt>
                <dd className={styles.figureValue}>{number.format(p.add)}</dd>
              </div>
              <div className={styles.figure}>
                <dt>{strings.format('trends.rank')}</dt>
                <dd className={styles.figureValue}>
                  <TrendRank rank={p.rank} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  const columns: DataTableColumn<TrendItem>[] = [
    {
      id: 'product',
      header: strings.format('trends.product'),
      value: (p) => p.title,
      cell: (p) => <TrendProduct product={p} />,
      isRowHeader: true,
    },
    {
      id: 'views',
      header: strings.format('trends.views'),
      value: (p) => p.view,
      cell: (p) => number.format(p.view),
      align: 'end',
    },
    {
      id: 'adds',
      header: strings.format('trends.adds'),
      value: (p) => p.add,
      cell: (p) => number.format(p.add),
      align: 'end',
    },
    {
      id: 'rank',
      header: strings.format('trends.rank'),
      value: (p) => p.rank,
      cell: (p) => <TrendRank rank={p.rank} />,
      align: 'end',
    },
  ];
  return (
    <DataTable
      aria-label={strings.format('trends.top.title')}
      columns={columns}
      rows={products}
      getRowId={(p) => p.product_id}
      pageSize={PAGE_SIZES.table}
      visibleRows={PAGE_SIZES.topProductsVisibleRows}
      rowHeight={LIMITS.topProductsRowHeight.desktop}
      phoneRowHeight={LIMITS.topProductsRowHeight.mobile}
      emptyMessage={strings.format('trends.top.empty')}
    />
  );
}
