import {
  businessAnalyticsQueryOptions,
  influencerInsightFromWire,
  logClientError,
  type AnalyticsReport,
  type ApiClient,
} from '@shoppable/api-client';
import {
  analyticsTabs,
  canSeeAnalytics,
  insightsCsvFileName,
  LIMITS,
  showsChart,
  type ClientPermissions,
  type Role,
} from '@shoppable/domain';
import {
  dateTimeFormat,
  DateRangePicker,
  Page,
  Section,
  Skeleton,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  type DateRangeValue,
} from '@shoppable/ui';
import { useQuery } from '@tanstack/react-query';
import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocale } from 'react-aria-components';
import { AnalyticsCharts } from '../AnalyticsCharts';
import { AnalyticsTiles, type AnalyticsFigures } from '../AnalyticsTiles';
import { InfluencerInsightsTable } from '../InfluencerInsightsTable';
import { LinkRowsTable } from '../LinkRowsTable';
import { useStrings } from '../intl';
import { VisitsBreakdown } from '../VisitsBreakdown';
import type { AnalyticsTab } from './analyticsSearch';
import { reportDaysOf } from './reportDays';
import * as styles from './AnalyticsPage.css';

/** Props of AnalyticsPage. */
export interface AnalyticsPageProps {
  /** The API client (`useApiClient()` in the app). */
  client: ApiClient;
  /** The signed-in user's business. */
  businessId: string;
  /** Admins see every tab, figure and the influencer insights; influencers per permissions. */
  viewerRole: Role;
  /** The influencer's permissions (admins: `ALL_PERMISSIONS`). */
  permissions: ClientPermissions;
  /** The applied range (controlled: the app keeps it in the URL). */
  range: DateRangeValue;
  /** Called when the user applies another range in the picker. */
  onRangeChange: (range: DateRangeValue) => void;
  /** The selected tab (the app keeps it in the URL); the first allowed tab when missing. */
  tab?: AnalyticsTab;
  /** Called when the user picks another tab. */
  onTabChange?: (tab: AnalyticsTab) => void;
  /** Today as yyyy-mm-dd (the presets resolve against it); the user's local date by default. */
  today?: string;
  /** Whether the business has a connected store; without one `onNoStore` is called. */
  hasStore?: boolean;
  /** Leaves the page when no store is connected (content.md §2: redirects away). */
  onNoStore?: () => void;
  /**
   * Renders the chart only once its place scrolls into view, so echarts is not fetched for the
   * page's first paint (default true; a test without IntersectionObserver renders it at once).
   */
  deferChart?: boolean;
}

const bucketKey = {
  links: 'looks_analytics',
  shorts: 'shorts_analytics',
  shopboard: 'shopboard_analytics',
} as const satisfies Record<AnalyticsTab, keyof AnalyticsReport>;

const localToday = (): string => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** Renders `children` once the placeholder is scrolled near the viewport. */
function WhenVisible({
  children,
  placeholder,
  isDeferred,
}: {
  children: ReactNode;
  placeholder: ReactNode;
  isDeferred: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const canObserve = typeof IntersectionObserver !== 'undefined';
  const [visible, setVisible] = useState(!isDeferred || !canObserve);
  useEffect(() => {
    const element = ref.current;
    if (visible || element == null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setVisible(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);
  return visible ? children : <div ref={ref}>{placeholder}</div>;
}

/**
 * The analytics page (content.md §2, §6, §8, §9): the title, the shared date-range picker and a
 * tab per channel — Links, Shorts and (admins) Shop the Feed. Each tab shows the overview tiles
 * (visits, completed checkouts, conversion rate, revenue, average order value) masked per role
 * and permission, then the chart (not for Last 24 hours; 'No data for {range}' when empty),
 * drawn only once scrolled into view, and on the Links and Shorts tabs the link rows (each link's
 * figures and, on demand, its product funnel for the range). Admins get the influencer insights
 * table below (sortable, 5 per page, CSV download). A failed load leaves every part in a readable error state.
 */
export function AnalyticsPage({
  client,
  businessId,
  viewerRole,
  permissions,
  range,
  onRangeChange,
  tab,
  onTabChange,
  today: todayProp,
  hasStore = true,
  onNoStore,
  deferChart = true,
}: AnalyticsPageProps) {
  const strings = useStrings();
  const { locale } = useLocale();
  const today = useMemo(() => todayProp ?? localToday(), [todayProp]);
  const isAdmin = viewerRole === 'admin';
  const allowed = canSeeAnalytics(viewerRole, permissions);
  const days = reportDaysOf(range, today);
  const report = useQuery({
    ...businessAnalyticsQueryOptions(client, businessId, days),
    enabled: hasStore && allowed,
  });
  const { refetch } = report;
  const retry = useCallback(() => void refetch(), [refetch]);
  const tabs = useMemo(() => analyticsTabs(viewerRole), [viewerRole]);

  const insights = useMemoInsights(report.data);

  useEffect(() => {
    if (!hasStore) onNoStore?.();
  }, [hasStore, onNoStore]);
  useEffect(() => {
    if (report.isError) logClientError(`analytics load failed: ${String(report.error)}`);
  }, [report.isError, report.error]);

  const picker = useMemo(
    () => (
      <DateRangePicker
        value={range}
        today={today}
        onChange={(value) => onRangeChange(value)}
        isDisabled={!allowed}
      />
    ),
    [range, today, onRangeChange, allowed],
  );

  if (!hasStore) return null;

  const rangeLabel =
    range.kind === 'preset'
      ? strings.format(`range.${range.preset}`)
      : dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(
          new Date(`${range.from}T00:00:00Z`),
          new Date(`${range.to}T00:00:00Z`),
        );
  const currency = report.data?.currency ?? 'USD';
  const isLoading = report.isPending && report.fetchStatus !== 'idle';

  if (!allowed) {
    return (
      <Page title={strings.format('page.title')}>
        <p className={styles.none}>{strings.format('tiles.none')}</p>
      </Page>
    );
  }

  return (
    <Page
      title={strings.format('page.title')}
      description={strings.format('page.description', { range: rangeLabel })}
      actions={picker}
    >
      <div className={styles.stack}>
        <ChannelTabs
          tabs={tabs}
          tab={tab}
          onTabChange={onTabChange}
          panel={(t) => (
            <ChannelPanel
              tab={t}
              report={report.data}
              isLoading={isLoading}
              isError={report.isError}
              commission={isAdmin ? undefined : insights[0]?.commission}
              from={days.from}
              to={days.to}
              rangeLabel={rangeLabel}
              showsChart={range.kind === 'custom' || showsChart(range.preset)}
              client={client}
              businessId={businessId}
              viewerRole={viewerRole}
              permissions={permissions}
              deferChart={deferChart}
            />
          )}
        />
        {isAdmin ? (
          <Section
            id="influencer-insights"
            title={strings.format('insights.label')}
            description={strings.format('insights.description', { range: rangeLabel })}
          >
            <MemoInsightsTable
              rows={insights}
              currency={currency}
              fileName={insightsCsvFileName(days.from ?? null, days.to)}
              isLoading={isLoading}
              error={report.isError ? true : undefined}
              onRetry={retry}
            />
          </Section>
        ) : null}
      </div>
    </Page>
  );
}

/** Props of ChannelTabs. */
interface ChannelTabsProps {
  /** The tabs the viewer may see, in order. */
  tabs: readonly AnalyticsTab[];
  /** The tab the app asks for (its URL); the first tab when missing or not allowed. */
  tab: AnalyticsTab | undefined;
  /** Called with a picked tab once its panel has rendered. */
  onTabChange: ((tab: AnalyticsTab) => void) | undefined;
  /** The content of a tab's panel. */
  panel: (tab: AnalyticsTab) => ReactNode;
}

/**
 * The tab list and the panels. A press re-renders this, not the page: the selection paints at
 * once with an empty, busy panel while the previous tab's content stays (inert and dimmed), and
 * the deferred render then swaps them.
 */
function ChannelTabs({ tabs, tab, onTabChange, panel }: ChannelTabsProps) {
  const strings = useStrings();
  const selected = useSelectedTab(tab, tabs, onTabChange);
  const isStale = selected.shown !== selected.tab;
  // The same element on every render, so a press does not rebuild the tabs' collection.
  const tabList = useMemo(
    () => (
      <TabList aria-label={strings.format('page.tabs')}>
        {tabs.map((t) => (
          <Tab key={t} id={t}>
            {strings.format(`page.tab.${t}`)}
          </Tab>
        ))}
      </TabList>
    ),
    [tabs, strings],
  );
  return (
    <Tabs
      selectedKey={selected.tab}
      onSelectionChange={(key) => selected.pick(key as AnalyticsTab)}
    >
      {tabList}
      {tabs.map((t) => (
        // The previous tab's panel stays mounted (inert, dimmed) until the new one has rendered.
        <TabPanel key={t} id={t} shouldForceMount={t === selected.shown}>
          {t === selected.shown ? (
            <div className={isStale ? styles.pending : undefined}>{panel(t)}</div>
          ) : (
            <div aria-busy="true" />
          )}
        </TabPanel>
      ))}
    </Tabs>
  );
}

/**
 * The selected tab and the tab whose panel shows. A press paints its tab at once; the panel
 * (tiles, chart, link rows) follows in a deferred render after that paint, and only then does the
 * pick reach `onTabChange` (the app's URL), whose navigation re-renders the route (so a tab
 * switch paints before the heavy work). A new `tab` from outside (back, a shared link) is followed.
 */
function useSelectedTab(
  tab: AnalyticsTab | undefined,
  tabs: readonly AnalyticsTab[],
  onTabChange: ((tab: AnalyticsTab) => void) | undefined,
) {
  const [picked, setPicked] = useState(tab);
  const [outer, setOuter] = useState(tab);
  if (tab !== outer) {
    setOuter(tab);
    setPicked(tab);
  }
  const selected = picked !== undefined && tabs.includes(picked) ? picked : tabs[0]!;
  const shown = useDeferredValue(selected);
  const unsent = useRef<AnalyticsTab | null>(null);
  useEffect(() => {
    if (unsent.current !== shown) return;
    unsent.current = null;
    onTabChange?.(shown);
  }, [shown, onTabChange]);
  const pick = (next: AnalyticsTab) => {
    unsent.current = next;
    setPicked(next);
  };
  return { tab: selected, shown, pick };
}

interface ChannelPanelProps {
  tab: AnalyticsTab;
  report: AnalyticsReport | undefined;
  isLoading: boolean;
  isError: boolean;
  /** The influencer's own commission (Links tab); undefined for admins. */
  commission: number | undefined;
  from: string | undefined;
  to: string;
  rangeLabel: string;
  showsChart: boolean;
  client: ApiClient;
  businessId: string;
  viewerRole: Role;
  permissions: ClientPermissions;
  deferChart: boolean;
}

/**
 * One tab's content: the tiles, the visits breakdown, the chart and (Links, Shorts) the link rows.
 * Memoized: the page's other renders (the URL catching up, the range picker) leave it as it is.
 */
const ChannelPanel = memo(function ChannelPanel({
  tab,
  report,
  isLoading,
  isError,
  commission,
  from,
  to,
  rangeLabel,
  showsChart,
  client,
  businessId,
  viewerRole,
  permissions,
  deferChart,
}: ChannelPanelProps) {
  const strings = useStrings();
  const seesVisits = viewerRole === 'admin' || permissions.clicksEnabled;
  const currency = report?.currency ?? 'USD';
  const bucket = report?.[bucketKey[tab]] ?? null;
  const figures: AnalyticsFigures | undefined = report
    ? {
        views: bucket?.visits ?? 0,
        checkouts: bucket?.checkouts ?? 0,
        revenue: bucket?.revenue ?? 0,
        influencerAttributedCheckouts: bucket?.influencer_attributed_checkouts ?? 0,
        influencerAttributedRevenue: bucket?.influencer_attributed_revenue ?? 0,
        ...(commission !== undefined && tab === 'links' ? { commission } : {}),
      }
    : undefined;
  const points = bucket?.data;
  const chartFrom = from ?? points?.[0]?.date.slice(0, 10) ?? to;
  return (
    <div className={styles.panel}>
      <AnalyticsTiles
        figures={figures}
        currency={currency}
        viewerRole={viewerRole}
        permissions={permissions}
        isLoading={isLoading}
        error={isError ? strings.format('page.error') : undefined}
      />
      {bucket && bucket.filtered_bots != null && seesVisits ? (
        <VisitsBreakdown
          counted={bucket.visits}
          bots={bucket.filtered_bots}
          repeats={bucket.filtered_repeats ?? 0}
          swapped={bucket.swapped_visits ?? undefined}
          refusedUnsigned={bucket.refused_unsigned ?? undefined}
          refusedRateLimited={bucket.refused_rate_limited ?? undefined}
        />
      ) : null}
      {showsChart ? (
        <WhenVisible
          isDeferred={deferChart}
          placeholder={
            <div className={styles.chartPlaceholder} style={{ blockSize: LIMITS.chartHeight }}>
              <Skeleton shape="rect" blockSize={LIMITS.chartHeight} />
            </div>
          }
        >
          <AnalyticsCharts
            points={points ?? (report ? [] : undefined)}
            from={chartFrom}
            to={to}
            rangeLabel={rangeLabel}
            currency={currency}
            viewerRole={viewerRole}
            permissions={permissions}
            isLoading={isLoading}
            error={isError ? true : undefined}
          />
        </WhenVisible>
      ) : null}
      {tab === 'shopboard' ? null : (
        <LinkRowsTable
          client={client}
          businessId={businessId}
          kind={tab === 'links' ? 'link' : 'short'}
          from={from}
          to={to}
          rangeLabel={rangeLabel}
          viewerRole={viewerRole}
          permissions={permissions}
        />
      )}
    </div>
  );
});

/** The insights table, left as it is while only the tab changes. */
const MemoInsightsTable = memo(InfluencerInsightsTable);

const EMPTY: never[] = [];

/** The report's insights in the client shape, one array per report (a stable table input). */
function useMemoInsights(report: AnalyticsReport | undefined) {
  return useMemo(
    () => report?.influencers_insights?.map(influencerInsightFromWire) ?? EMPTY,
    [report],
  );
}
