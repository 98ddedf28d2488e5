import type { TrendCombination, TrendItem } from '@shoppable/api-client';
import { Button, EmptyState, listFormat, numberFormat } from '@shoppable/ui';
import { Fragment } from 'react';
import { useLocale } from 'react-aria-components';
import { useStrings } from '../intl';
import { TrendFailure, TrendProduct, TrendSkeleton } from '../TrendingProducts';
import * as styles from './BestCombinations.css';

/** Props of BestCombinations. */
export interface BestCombinationsProps {
  /** The best combinations, most bought together first. */
  combinations: readonly TrendCombination[];
  /**
   * The quick link: called with a combination's products. The app opens the Instant editor
   * prefilled with them (each carries `inventory_id`).
   */
  onCreateInstant: (products: TrendItem[]) => void;
  /** Shows skeletons in place of the combinations. */
  isLoading?: boolean;
  /** Shows the failure message (and Try again with `onRetry`). */
  isError?: boolean;
  /** Loads the combinations again after a failure. */
  onRetry?: () => void;
}

/**
 * The best combinations of the Trends page (content.md §2): each combination's products side by
 * side, how many orders held them together, and a Create Instant quick link that hands the
 * products to `onCreateInstant`.
 */
export function BestCombinations({
  combinations,
  onCreateInstant,
  isLoading,
  isError,
  onRetry,
}: BestCombinationsProps) {
  const strings = useStrings();
  const { locale } = useLocale();
  const names = listFormat(locale, { type: 'conjunction' });
  const number = numberFormat(locale);
  if (isLoading) return <TrendSkeleton rows={3} height={72} />;
  if (isError) {
    return <TrendFailure message={strings.format('trends.combinations.error')} onRetry={onRetry} />;
  }
  if (combinations.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        title={strings.format('trends.combinations.empty')}
        description={strings.format('trends.combinations.emptyHint')}
      />
    );
  }
  return (
    <ul className={styles.list} aria-label={strings.format('trends.combinations.title')}>
      {combinations.map((combination) => {
        const label = names.format(combination.products.map((p) => p.title));
        return (
          <li key={combination.id} className={styles.combination} aria-label={label}>
            <ul className={styles.products}>
              {combination.products.map((p, i) => (
                <Fragment key={p.product_id}>
                  {i > 0 ? (
                    <li className={styles.plus} aria-hidden="true">
                      +
                    </li>
                  ) : null}
                  <li className={styles.product}>
                    <TrendProduct product={p} />
                  </li>
                </Fragment>
              ))}
            </ul>
            {combination.ordersTogether !== null ? (
              <p className={styles.together}>
                {strings.format('trends.combinations.together', {
                  count: number.format(combination.ordersTogether),
                })}
              </p>
            ) : null}
            <Button
              size="sm"
              aria-label={strings.format('trends.combinations.createLabel', { products: label })}
              onPress={() => onCreateInstant(combination.products)}
            >
              {strings.format('trends.combinations.create')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
