import type { InfluencerInsight } from '@shoppable/api-client';
import { PAGE_SIZES, toCsv } from '@shoppable/domain';
import { Button, DataTable, type DataTableColumn } from '@shoppable/ui';
import type { ReactNode } from 'react';
import { useFormats, useStrings } from '../intl';
import * as styles from './InfluencerInsightsTable.css';

/** Props of InfluencerInsightsTable. */
export interface InfluencerInsightsTableProps {
  /** One row per influencer, the period's totals (client shape, `influencerInsightFromWire`). */
  rows: readonly InfluencerInsight[];
  /** The report's currency (ISO 4217). */
  currency: string;
  /** The downloaded file's name (`insightsCsvFileName` of @shoppable/domain). */
  fileName: string;
  /** Shows the loading rows. */
  isLoading?: boolean;
  /** A failure message in place of the rows; `true` for the default one. */
  error?: ReactNode;
  /** Try again after a failure. */
  onRetry?: () => void;
  /** Saves the CSV; a browser download by default (tests pass a spy). */
  download?: (fileName: string, csv: string) => void;
}

/** Saves `csv` as `fileName` through a temporary object URL. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

type Column = {
  id: string;
  key: Parameters<ReturnType<typeof useStrings>['format']>[0];
  value: (row: InfluencerInsight) => number;
  money?: boolean;
};

const figures: Column[] = [
  { id: 'linksClicks', key: 'insights.linksClicks', value: (r) => r.linksClicks },
  { id: 'shortsClicks', key: 'insights.shortsClicks', value: (r) => r.shortsClicks },
  {
    id: 'sales',
    key: 'insights.sales',
    value: (r) => r.influencerAttributedSalesLinks + r.influencerAttributedSalesShorts,
  },
  {
    id: 'revenue',
    key: 'insights.revenue',
    value: (r) => r.influencerAttributedRevenue,
    money: true,
  },
  { id: 'commission', key: 'insights.commission', value: (r) => r.commission, money: true },
  { id: 'refunds', key: 'insights.refunds', value: (r) => r.totalRefunded, money: true },
];

/**
 * The influencer insights of the analytics page (admins; content.md §2, §3): per influencer the
 * period's clicks of links and of shorts, attributed sales and revenue, commission and refunds.
 * Sortable by every column, 5 rows per page, and downloadable as a CSV of every row (the
 * figures unformatted, money in the report's currency).
 */
export function InfluencerInsightsTable({
  rows,
  currency,
  fileName,
  isLoading = false,
  error,
  onRetry,
  download = downloadCsv,
}: InfluencerInsightsTableProps) {
  const strings = useStrings();
  const formats = useFormats(currency);
  const columns: DataTableColumn<InfluencerInsight>[] = [
    {
      id: 'influencer',
      header: strings.format('insights.influencer'),
      value: (r) => r.influencerUsername,
      isRowHeader: true,
      width: '2fr',
    },
    ...figures.map((c): DataTableColumn<InfluencerInsight> => ({
      id: c.id,
      header: strings.format(c.key),
      value: c.value,
      cell: (r) => (c.money ? formats.money(c.value(r)) : formats.count(c.value(r))),
      align: 'end',
    })),
  ];
  const save = () =>
    download(
      fileName,
      toCsv(
        [
          strings.format('insights.influencer'),
          ...figures.map((c) => strings.format(c.key)),
          strings.format('insights.currency'),
        ],
        rows.map((r) => [r.influencerUsername, ...figures.map((c) => c.value(r)), currency]),
      ),
    );
  return (
    <div className={styles.root}>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          onPress={save}
          isDisabled={isLoading || (error != null && error !== false) || rows.length === 0}
        >
          {strings.format('insights.download')}
        </Button>
      </div>
      <DataTable
        aria-label={strings.format('insights.label')}
        columns={columns}
        rows={rows}
        getRowId={(r) => r.influencerUsername}
        pageSize={PAGE_SIZES.table}
        isLoading={isLoading}
        error={error === true ? strings.format('insights.error') : error}
        onLoadMore={onRetry ? () => onRetry() : undefined}
        emptyMessage={strings.format('insights.empty')}
        defaultSortDescriptor={{ column: 'revenue', direction: 'descending' }}
      />
    </div>
  );
}
