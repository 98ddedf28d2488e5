import { useApiClient, useSession } from '@shoppable/account';
import {
  AnalyticsPage,
  parseAnalyticsSearch,
  rangeOfSearch,
  searchOfRange,
} from '@shoppable/analytics';
import { ALL_PERMISSIONS, ROUTES } from '@shoppable/domain';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { PageFrame } from '../../../shell/PageFrame';
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
  const { user } = session;
  if (!user) return null;
  return (
    <PageFrame width={PAGE_WIDTHS.analytics}>
      <AnalyticsPage
        client={client}
        businessId={session.business?.id ?? ''}
        viewerRole={session.role ?? 'admin'}
        permissions={user.isAdmin ? ALL_PERMISSIONS : user.permissions}
        range={rangeOfSearch(search)}
        onRangeChange={(range) =>
          void navigate({ search: (prev) => ({ ...prev, ...searchOfRange(range) }) })
        }
        tab={search.tab}
        onTabChange={(tab) =>
          void navigate({ search: (prev) => ({ ...prev, tab }), replace: true })
        }
        hasStore={session.business !== null}
        onNoStore={toHome}
      />
    </PageFrame>
  );
}

export const Route = createFileRoute('/_shell/_auth/admin/analytics')({
  validateSearch: (search: Record<string, unknown>) => parseAnalyticsSearch(search, localToday()),
  component: AnalyticsRoute,
});
