import {
  analyticsSections,
  cartAverage,
  chartSeries,
  conversionRate,
  fillMissingDays,
  type ChartSeriesKey,
  type ClientPermissions,
  type Role,
} from '@shoppable/domain';
import {
  Chart,
  dateTimeFormat,
  fillMessage,
  Segment,
  SegmentedControl,
  type ChartSeries,
} from '@shoppable/ui';
import { useState, type ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import { useFormats, useStrings } from '../intl';
import * as styles from './AnalyticsCharts.css';

/** One day of a link's or channel's figures (wire `data` entries). */
export interface AnalyticsChartPoint {
  /** The day, yyyy-mm-dd (a longer ISO date is cut to its day). */
  date: string;
  /** Visits (clicks) that day; missing counts as 0. */
  visits?: number | null;
  /** Completed checkouts (sales) that day. */
  checkouts: number;
  /** Revenue that day, in the report's currency. */
  revenue: number;
}

/** Props of AnalyticsCharts. */
export interface AnalyticsChartsProps {
  /** The days with figures; `undefined` while they load or after a failure. */
  points: readonly AnalyticsChartPoint[] | undefined;
  /** The first day shown (yyyy-mm-dd); missing days are drawn as zeros. */
  from: string;
  /** The last day shown (yyyy-mm-dd), inclusive. */
  to: string;
  /** The period's name ("Lifetime", "Last 30 days"), said by the no-data message. */
  rangeLabel: string;
  /** The report's currency (ISO 4217), for revenue and AOV. */
  currency: string;
  /** Admins see every chart; influencers per their permissions (content.md §6). */
  viewerRole: Role;
  /** The influencer's permissions (admins: `ALL_PERMISSIONS`). */
  permissions: ClientPermissions;
  /** Shows the chart's skeleton. */
  isLoading?: boolean;
  /** A failure message in place of the chart; `true` for the default one. */
  error?: ReactNode;
}

type View = 'activity' | 'conversion' | 'commerce';

const viewSeries: Record<View, ChartSeriesKey[]> = {
  activity: ['clicks', 'sales'],
  conversion: ['conversionRate'],
  commerce: ['revenue', 'averageOrderValue'],
};

const tones = {
  clicks: 'clicks',
  sales: 'sales',
  conversionRate: 'conversion',
  revenue: 'sales',
  averageOrderValue: 'conversion',
} as const;

/**
 * The charts of a link or channel (content.md §2, §6, §9): a metric switch over one 280 px chart
 * with the missing days filled with zeros — clicks and sales (the activity chart, needing clicks
 * or sales), the conversion rate (admin, or sales and CR), and revenue with the average order
 * value (the commerce chart, admins only). Each series follows content.md §6 "Chart series";
 * without any, nothing renders.
 */
export function AnalyticsCharts({
  points,
  from,
  to,
  rangeLabel,
  currency,
  viewerRole,
  permissions,
  isLoading = false,
  error,
}: AnalyticsChartsProps) {
  const strings = useStrings();
  const formats = useFormats(currency);
  const { locale } = useLocale();
  const allowed = chartSeries(viewerRole, permissions);
  const sections = analyticsSections(viewerRole, permissions);
  const available: Record<View, ChartSeriesKey[]> = {
    activity: sections.activityChart ? viewSeries.activity.filter((k) => allowed.includes(k)) : [],
    conversion: viewSeries.conversion.filter((k) => allowed.includes(k)),
    commerce: sections.commerceChart ? viewSeries.commerce.filter((k) => allowed.includes(k)) : [],
  };
  const views = (Object.keys(available) as View[]).filter((v) => available[v].length > 0);
  const [picked, setPicked] = useState<View>('activity');
  const view = views.includes(picked) ? picked : views[0];
  if (view === undefined) return null;

  const days = fillMissingDays(
    (points ?? []).map((p) => ({
      date: p.date.slice(0, 10),
      values: { clicks: p.visits ?? 0, sales: p.checkouts, revenue: p.revenue },
    })),
    from,
    to,
    ['clicks', 'sales', 'revenue'],
  );
  const dayFormat = dateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    ...(from.slice(0, 4) !== to.slice(0, 4) ? { year: '2-digit' as const } : {}),
    timeZone: 'UTC',
  });
  const categories = days.map((d) => dayFormat.format(new Date(`${d.date}T00:00:00Z`)));
  const valueOf = (key: ChartSeriesKey, v: Readonly<Record<string, number>>): number => {
    const clicks = v.clicks ?? 0;
    const sales = v.sales ?? 0;
    const revenue = v.revenue ?? 0;
    switch (key) {
      case 'clicks':
        return clicks;
      case 'sales':
        return sales;
      case 'conversionRate':
        return Math.round(conversionRate(sales, clicks) * 100) / 100;
      case 'revenue':
        return revenue;
      case 'averageOrderValue':
        return Math.round(cartAverage(revenue, sales) * 100) / 100;
    }
  };
  const series: ChartSeries[] = available[view].map((key) => ({
    id: key,
    name: strings.format(`charts.${key}`),
    data: days.map((d) => valueOf(key, d.values)),
    tone: tones[key],
  }));
  const formatValue =
    view === 'conversion' ? formats.percent : view === 'commerce' ? formats.money : undefined;
  const title = strings.format(`charts.${view}`);

  return (
    <section aria-label={strings.format('charts.label')} className={styles.charts}>
      {views.length > 1 ? (
        <div className={styles.metric}>
          <SegmentedControl
            aria-label={strings.format('charts.metric')}
            selectedKey={view}
            onSelectionChange={(key) => setPicked(key as View)}
          >
            {views.map((v) => (
              <Segment key={v} id={v}>
                {strings.format(`charts.${v}`)}
              </Segment>
            ))}
          </SegmentedControl>
        </div>
      ) : null}
      <Chart
        aria-label={fillMessage(strings.format('charts.figure'), {
          chart: title,
          range: rangeLabel,
        })}
        categories={categories}
        series={series}
        rangeLabel={rangeLabel}
        isLoading={isLoading}
        error={error === true ? strings.format('charts.error') : error}
        formatValue={formatValue}
      />
    </section>
  );
}
