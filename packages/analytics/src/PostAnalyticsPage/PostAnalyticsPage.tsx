import {
  logClientError,
  postAnalyticsQueryOptions,
  postProductsInfiniteQueryOptions,
  type ApiClient,
  type PostSocial,
  type ProductRow,
} from '@shoppable/api-client';
import {
  compactNumber,
  fillMissingDays,
  postAnalyticsSeries,
  type ClientPermissions,
  type Role,
} from '@shoppable/domain';
import { Chart, dateTimeFormat, IconButton, Page, Section, StatTile } from '@shoppable/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useLocale } from 'react-aria-components';
import { useStrings } from '../intl';
import { TopProductsTable } from '../TopProductsTable';
import * as styles from './PostAnalyticsPage.css';

/** Props of PostAnalyticsPage. */
export interface PostAnalyticsPageProps {
  /** The API client (`useApiClient()` in the app). */
  client: ApiClient;
  /** The signed-in user's business, for the cache keys. */
  businessId: string;
  /** The post's social network. */
  social: PostSocial;
  /** The post's id on that network. */
  postId: string;
  /** Admins see every figure; influencers per their permissions (content.md §6). */
  viewerRole: Role;
  /** The influencer's permissions (admins: `ALL_PERMISSIONS`). */
  permissions: ClientPermissions;
  /** The back button: to the shopboard. */
  onBack: () => void;
}

const EMPTY: ProductRow[] = [];

/**
 * The post analytics page (content.md §2, §6, §8): a back button, the post's clicks (total and
 * over its days; the chart shows clicks only, and only with clicks or sales enabled) and its top
 * performing products (4 visible rows, fetched 9 at a time by `next_skip`). A failed load shows
 * 'Failed to fetch post analytics data' and leaves the figures empty.
 */
export function PostAnalyticsPage({
  client,
  businessId,
  social,
  postId,
  viewerRole,
  permissions,
  onBack,
}: PostAnalyticsPageProps) {
  const strings = useStrings();
  const { locale } = useLocale();
  const post = useQuery(postAnalyticsQueryOptions(client, businessId, social, postId));
  const products = useInfiniteQuery(
    postProductsInfiniteQueryOptions(client, businessId, social, postId),
  );
  const series = postAnalyticsSeries(viewerRole, permissions);
  const rows = useMemo(
    () => products.data?.pages.flatMap((p) => Object.values(p.products)) ?? EMPTY,
    [products.data],
  );

  useEffect(() => {
    if (post.isError) logClientError(`post analytics failed: ${String(post.error)}`);
  }, [post.isError, post.error]);

  const points = post.data?.clicks_data ?? [];
  const dates = points.map((p) => p.date.slice(0, 10)).sort();
  const from = dates[0];
  const to = dates[dates.length - 1];
  const days =
    from && to
      ? fillMissingDays(
          points.map((p) => ({
            date: p.date.slice(0, 10),
            values: { clicks: p.clicks ?? p.visits ?? 0 },
          })),
          from,
          to,
          ['clicks'],
        )
      : [];
  const dayFormat = dateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const networkName = strings.format(`post.network.${social}`);

  return (
    <Page
      title={strings.format('post.title')}
      description={strings.format('post.description', { network: networkName, id: postId })}
      back={
        <IconButton aria-label={strings.format('post.back')} onPress={onBack}>
          <svg
            viewBox="0 0 16 16"
            width="16"
            height="16"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            aria-hidden="true"
            className={styles.backIcon}
          >
            <path d="M10 3.5L5.5 8l4.5 4.5" />
          </svg>
        </IconButton>
      }
    >
      <div className={styles.stack}>
        {post.isError ? (
          <p role="alert" className={styles.error}>
            {strings.format('post.error')}
          </p>
        ) : null}
        {series.length > 0 ? (
          <>
            <section aria-label={strings.format('tiles.label')} className={styles.tiles}>
              <StatTile
                label={strings.format('post.totalClicks')}
                value={post.data ? compactNumber(post.data.total_clicks) : ''}
                isLoading={post.isPending}
              />
              <StatTile
                label={strings.format('post.products')}
                value={post.data ? compactNumber(post.data.products_count) : ''}
                isLoading={post.isPending}
              />
            </section>
            <Chart
              aria-label={strings.format('post.chart')}
              categories={days.map((d) => dayFormat.format(new Date(`${d.date}T00:00:00Z`)))}
              series={[
                {
                  id: 'clicks',
                  name: strings.format('charts.clicks'),
                  data: days.map((d) => d.values.clicks ?? 0),
                  tone: 'clicks',
                },
              ]}
              isLoading={post.isPending}
              error={post.isError ? strings.format('post.error') : undefined}
            />
          </>
        ) : null}
        <Section id="post-top-products" title={strings.format('topProducts.label')}>
          <TopProductsTable
            products={rows}
            viewerRole={viewerRole}
            permissions={permissions}
            hasMore={products.hasNextPage}
            onLoadMore={() => void products.fetchNextPage()}
            isLoading={products.isPending || products.isFetchingNextPage}
            error={products.isError ? true : undefined}
          />
        </Section>
      </div>
    </Page>
  );
}
