import { useApiClient, useSession } from '@shoppable/account';
import {
  AnalyticsPage,
  parseAnalyticsSearch,
  type AnalyticsTab,
  rangeOfSearch,
  searchOfRange,
} from '@shoppable/analytics';
import { permissionsOf, ROUTES } from '@shoppable/domain';
import type { DateRangeValue } from '@shoppable/ui';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { PageFrame } from '../../../shell/PageFrame';
import { firstQueriesOf } from '../../../prefetch/analytics';
import { prefetchFirstQueries } from '../../../shell/prefetch';
import { PAGE_WIDTHS } from '../../../shell/pageWidths';

/** Today in the user's time zone, yyyy-mm-dd: the latest day a range may end. */
const localToday = () => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/**
 * The analytics page (content.md §2): the range and the tab live in the URL's search params
 * (`?range=last30Days&tab=shorts`, or `?from=…&to=…`), so a view can be shared and reloaded;
 * without a connected store the page goes home.
 */
function AnalyticsRoute() {
  const session = useSession();
  const client = useApiClient();
  const navigate = useNavigate({ from: Route.fullPath });
  const search = Route.useSearch();
  const toHome = useCallback(() => void navigate({ to: ROUTES.home, replace: true }), [navigate]);
  // Stable props: a navigation that changes only the tab leaves the page's parts as they are.
  const range = useMemo(
    () => rangeOfSearch({ range: search.range, from: search.from, to: search.to }),
    [search.range, search.from, search.to],
  );
  const toRange = useCallback(
    (next: DateRangeValue) =>
      void navigate({ search: (prev) => ({ ...prev, ...searchOfRange(next) }) }),
    [navigate],
  );
  const toTab = useCallback(
    (tab: AnalyticsTab) => void navigate({ search: (prev) => ({ ...prev, tab }), replace: true }),
    [navigate],
  );
  const { user } = session;
  if (!user) return null;
  return (
    <PageFrame width={PAGE_WIDTHS.analytics}>
      <AnalyticsPage
        client={client}
        businessId={session.business?.id ?? ''}
        viewerRole={session.role ?? 'admin'}
        permissions={permissionsOf(user)}
        range={range}
        onRangeChange={toRange}
        tab={search.tab}
        onTabChange={toTab}
        hasStore={session.business !== null}
        onNoStore={toHome}
      />
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/analytics')({
  validateSearch: (search: Record<string, unknown>) => parseAnalyticsSearch(search, localToday()),
  // The report's range only: a tab change reuses the report and starts nothing.
  loaderDeps: ({ search: { range, from, to } }) => ({ range, from, to }),
  loader: ({ context, deps }) => prefetchFirstQueries(context, firstQueriesOf(deps, localToday())),
  component: AnalyticsRoute,
});
