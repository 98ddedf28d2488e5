import type { FunnelStep } from '@shoppable/api-client';
import { LIMITS } from '@shoppable/domain';
import { DataTable, numberFormat, type DataTableColumn } from '@shoppable/ui';
import { useLocale } from 'react-aria-components';
import { useStrings } from '../intl';
import { dropOff } from './dropOff';
import * as styles from './ProductFunnel.css';

/** Props of ProductFunnel. */
export interface ProductFunnelProps {
  /** The link's funnel, one step row per product in the link's order (wire shape). */
  steps: readonly FunnelStep[];
  /** Shows the loading state. */
  isLoading?: boolean;
  /** Shows the failure with Try again. */
  error?: boolean;
  /** Asks for the funnel again (Try again). */
  onRetry?: () => void;
}

type Count = 'views' | 'adds_to_cart' | 'checkouts';

/**
 * The product funnel of a link: per product, views → added to cart → checkouts, each
 * step's count and how many of the step before it dropped off. A step the viewer's permissions
 * hide comes as null from the server and its column is left out (content.md §6).
 */
export function ProductFunnel({ steps, isLoading, error, onRetry }: ProductFunnelProps) {
  const strings = useStrings();
  const { locale } = useLocale();
  const number = numberFormat(locale);
  const percent = numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const shown = (key: Count) => steps.some((s) => s[key] !== null);
  const stepColumn = (key: Count, header: string, before?: Count): DataTableColumn<FunnelStep> => ({
    id: key,
    header,
    value: (s) => s[key] ?? 0,
    cell: (s) => {
      const lost = before ? dropOff(s[before], s[key]) : null;
      return (
        <span className={styles.step}>
          <span>{number.format(s[key] ?? 0)}</span>
          {lost === null ? null : (
            <span className={styles.drop}>
              {strings.format('funnel.dropOff', { percent: percent.format(lost) })}
            </span>
          )}
        </span>
      );
    },
    align: 'end',
    allowsSorting: false,
  });
  const columns: DataTableColumn<FunnelStep>[] = [
    {
      id: 'product',
      header: strings.format('funnel.product'),
      value: (s) => s.title,
      isRowHeader: true,
      allowsSorting: false,
    },
    ...(shown('views') ? [stepColumn('views', strings.format('funnel.views'))] : []),
    ...(shown('adds_to_cart')
      ? [
          stepColumn(
            'adds_to_cart',
            strings.format('funnel.addsToCart'),
            shown('views') ? 'views' : undefined,
          ),
        ]
      : []),
    ...(shown('checkouts')
      ? [
          stepColumn(
            'checkouts',
            strings.format('funnel.checkouts'),
            shown('adds_to_cart') ? 'adds_to_cart' : undefined,
          ),
        ]
      : []),
  ];
  return (
    <DataTable
      aria-label={strings.format('funnel.label')}
      columns={columns}
      rows={steps}
      getRowId={(s) => s.inventory_id}
      // An Instant's products fit one page.
      pageSize={LIMITS.linkProducts.max}
      rowHeight={64}
      isLoading={isLoading}
      error={error ? strings.format('funnel.error') : undefined}
      onLoadMore={onRetry ? () => onRetry() : undefined}
      emptyMessage={strings.format('funnel.empty')}
    />
  );
}
