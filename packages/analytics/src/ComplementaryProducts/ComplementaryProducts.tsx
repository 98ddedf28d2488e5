import type { ComplementaryProduct, TrendItem } from '@shoppable/api-client';
import { Button, EmptyState, numberFormat, Skeleton } from '@shoppable/ui';
import { useLocale } from 'react-aria-components';
import { useStrings } from '../intl';
import { TrendFailure, TrendProduct, TrendSkeleton } from '../TrendingProducts';
import * as styles from './ComplementaryProducts.css';

/** Props of ComplementaryProducts. */
export interface ComplementaryProductsProps {
  /** The main product; `null` before one is known (no top products yet). */
  mainProduct: Pick<TrendItem, 'product_id' | 'title' | 'image'> | null;
  /** The products bought with it, highest score first. */
  items: readonly ComplementaryProduct[];
  /** Opens the product picker to choose another main product. */
  onChangeMainProduct: () => void;
  /** Shows skeletons in place of the products (the main product while it is not known yet). */
  isLoading?: boolean;
  /** Shows the failure message (and Try again with `onRetry`). */
  isError?: boolean;
  /** Loads the products again after a failure. */
  onRetry?: () => void;
}

/**
 * The complementary products of a main product (content.md §2, §3): the main product with a
 * Change product button (the app or TrendsPage opens the picker), then each product bought with
 * it and its combination score as the share of the main product's orders that also held it
 * ("In 42% of its orders", with a bar). No products shows 'No complementary products'.
 */
export function ComplementaryProducts({
  mainProduct,
  items,
  onChangeMainProduct,
  isLoading,
  isError,
  onRetry,
}: ComplementaryProductsProps) {
  const strings = useStrings();
  const { locale } = useLocale();
  const percent = numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const body = () => {
    if (isLoading) return <TrendSkeleton rows={3} height={56} />;
    if (isError) {
      return (
        <TrendFailure message={strings.format('trends.complementary.error')} onRetry={onRetry} />
      );
    }
    if (!mainProduct) return <p>{strings.format('trends.complementary.noMain')}</p>;
    if (items.length === 0) {
      return (
        <EmptyState
          headingLevel={3}
          title={strings.format('trends.complementary.empty')}
          description={strings.format('trends.complementary.emptyHint')}
        />
      );
    }
    return (
      <ul
        className={styles.list}
        aria-label={strings.format('trends.complementary.list', { product: mainProduct.title })}
      >
        {items.map(({ product, combination_score }) => {
          const share = Math.min(1, Math.max(0, combination_score));
          const shown = percent.format(share);
          return (
            <li key={product.product_id} className={styles.item} aria-label={product.title}>
              <TrendProduct product={product} />
              <div className={styles.score}>
                <span className={styles.scoreText}>
                  {strings.format('trends.complementary.score', { percent: shown })}
                </span>
                <span className={styles.track} aria-hidden="true">
                  <span className={styles.bar} style={{ inlineSize: `${share * 100}%` }} />
                </span>
              </div>
            </li>
          );
        })}
      </ul>
    );
  };
  return (
    <div>
      <div className={styles.main}>
        <div className={styles.mainLabel}>
          <span className={styles.caption}>{strings.format('trends.complementary.main')}</span>
          {mainProduct ? (
            <TrendProduct product={mainProduct} />
          ) : isLoading ? (
            <Skeleton shape="text" inlineSize={160} />
          ) : null}
        </div>
        <Button
          variant="secondary"
          size="sm"
          onPress={onChangeMainProduct}
          isDisabled={isLoading && !mainProduct}
        >
          {strings.format(
            mainProduct ? 'trends.complementary.change' : 'trends.complementary.choose',
          )}
        </Button>
      </div>
      {body()}
    </div>
  );
}
