import {
  logClientError,
  shopboardAnalyticsQueryOptions,
  type ApiClient,
} from '@shoppable/api-client';
import {
  cartAverage,
  compactNumber,
  conversionRate,
  shopboardTiles,
  type AnalyticsTileKey,
  type ClientPermissions,
} from '@shoppable/domain';
import { numberFormat, StatTile } from '@shoppable/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocale } from 'react-aria-components';
import { useStrings } from '../intl';
import * as styles from './ShopboardPage.css';

/** Props of the shopboard's analytics row. */
export interface AnalyticsRowProps {
  client: ApiClient;
  businessId: string;
  /** Visits need clicks, checkouts sales, CR both, revenue and AOV revenue (content.md §6). */
  permissions: ClientPermissions;
}

/**
 * The shopboard's analytics row (content.md §2, §6): visits, completed checkouts, conversion rate,
 * revenue and average order value over the last 30 days, each shown only with its permission.
 */
export function AnalyticsRow({ client, businessId, permissions }: AnalyticsRowProps) {
  const t = useStrings();
  const { locale } = useLocale();
  const tiles = shopboardTiles(permissions);
  const report = useQuery({
    ...shopboardAnalyticsQueryOptions(client, businessId),
    enabled: tiles.length > 0,
  });
  useEffect(() => {
    if (report.error) logClientError(`shopboard analytics: ${String(report.error)}`);
  }, [report.error]);

  if (tiles.length === 0) return null;
  if (report.isError) {
    return (
      <p role="alert" className={styles.subdued}>
        {t.format('analytics.error')}
      </p>
    );
  }
  const bucket = report.data?.shopboard_analytics;
  const money = numberFormat(locale, {
    style: 'currency',
    currency: report.data?.currency ?? 'USD',
  });
  const percent = numberFormat(locale, { maximumFractionDigits: 2 });
  const valueOf = (key: AnalyticsTileKey): string => {
    if (!bucket) return '';
    switch (key) {
      case 'views':
        return compactNumber(bucket.visits);
      case 'checkouts':
        return compactNumber(bucket.checkouts);
      case 'conversionRate':
        return `${percent.format(conversionRate(bucket.checkouts, bucket.visits))}%`;
      case 'revenue':
        return money.format(bucket.revenue);
      case 'averageOrderValue':
        return money.format(cartAverage(bucket.revenue, bucket.checkouts));
    }
  };
  return (
    <section aria-label={t.format('analytics.label')} className={styles.tiles}>
      {tiles.map((key) => (
        <StatTile
          key={key}
          label={t.format(`analytics.${key}`)}
          value={valueOf(key)}
          isLoading={!bucket}
        />
      ))}
    </section>
  );
}
