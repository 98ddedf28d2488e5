import {
  linkFunnelQueryOptions,
  linkRowsInfiniteQueryOptions,
  type ApiClient,
  type LinkAnalyticsRow,
  type LinkRowsFilter,
} from '@shoppable/api-client';
import {
  analyticsTiles,
  experienceLetter,
  PAGE_SIZES,
  ROUTES,
  type ClientPermissions,
  type Role,
} from '@shoppable/domain';
import { Button, DataTable, Section, type DataTableColumn } from '@shoppable/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-aria-components';
import { useFormats, useStrings } from '../intl';
import { ProductFunnel } from '../ProductFunnel';
import { TrendSkeleton } from '../TrendingProducts';
import * as styles from './LinkRowsTable.css';

/** Props of LinkRowsTable. */
export interface LinkRowsTableProps {
  /** The API client (`useApiClient()` in the app). */
  client: ApiClient;
  /** The signed-in user's business. */
  businessId: string;
  /** The channel: Instants (and multilink experiences) or shorts. */
  kind: LinkRowsFilter['kind'];
  /** The first day of the page's range (yyyy-mm-dd); lifetime when missing. */
  from?: string;
  /** The last day of the page's range (yyyy-mm-dd). */
  to: string;
  /** The range as the page names it ("Last 30 days"), for the empty message. */
  rangeLabel: string;
  /** Admins see every figure; influencers the ones their permissions allow (content.md §6). */
  viewerRole: Role;
  /** The influencer's permissions (admins: `ALL_PERMISSIONS`). */
  permissions: ClientPermissions;
}

type Figure = NonNullable<LinkRowsFilter['sort']>;
type Order = NonNullable<LinkRowsFilter['order']>;

/** The figure columns in their order, each the tile whose permission shows it. */
const FIGURES = [
  { id: 'visits', tile: 'views' },
  { id: 'checkouts', tile: 'checkouts' },
  { id: 'revenue', tile: 'revenue' },
  { id: 'conversion_rate', tile: 'conversionRate' },
] as const satisfies readonly { id: Figure; tile: string }[];

const previewOf = (row: LinkAnalyticsRow) =>
  row.multilink_id !== null
    ? ROUTES.multilinkPreview(row.multilink_id)
    : row.kind === 'short'
      ? ROUTES.shortPreview(row.link_id)
      : ROUTES.linkPreview(row.link_id);

/**
 * The link rows of the analytics page's Links and Shorts tabs: per link with visits
 * or sales in the page's range, its name (linking to its preview page), visits, sales, revenue
 * and conversion rate, with the columns the viewer's permissions show (content.md §6, as the
 * tiles: an influencer's sales and revenue are their attributed ones). Sorted by the server
 * (visits, most first, by default; every figure header sorts), 5 per page fetched by `next_skip`.
 * Each row's Funnel button discloses the link's product funnel for the same range below the
 * table. Skeleton rows while the first page loads, the empty message naming the range, and a
 * failure with Try again.
 */
export function LinkRowsTable({
  client,
  businessId,
  kind,
  from,
  to,
  rangeLabel,
  viewerRole,
  permissions,
}: LinkRowsTableProps) {
  const strings = useStrings();
  const shown = analyticsTiles(viewerRole, permissions);
  const figures = FIGURES.filter((f) => shown.some((tile) => tile.key === f.tile));
  const attributed = shown.some((tile) => tile.attributed);
  const [sort, setSort] = useState<{ sort: Figure; order: Order } | null>(null);
  const sortBy = sort ?? { sort: figures[0]?.id ?? 'visits', order: 'desc' };
  const rows = useInfiniteQuery({
    ...linkRowsInfiniteQueryOptions(client, businessId, { from, to, kind, ...sortBy }),
    enabled: figures.length > 0,
    // A new sort keeps the loaded rows (the table sorts them at once) until the server answers;
    // another range or channel starts afresh (its rows are other figures).
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[3];
      const sameRows =
        before !== undefined && before.from === from && before.to === to && before.kind === kind;
      return sameRows ? previous : undefined;
    },
  });
  const loaded = useMemo(() => rows.data?.pages.flatMap((p) => p.links) ?? [], [rows.data]);
  const formats = useFormats(rows.data?.pages[0]?.currency ?? 'USD');
  const [open, setOpen] = useState<LinkAnalyticsRow | null>(null);
  const funnel = useQuery({
    ...linkFunnelQueryOptions(client, businessId, open?.link_id ?? '', { from, to }),
    enabled: open !== null,
  });

  if (figures.length === 0) return null;

  const nameOf = (row: LinkAnalyticsRow) => {
    const name = row.name ?? strings.format('linkRows.untitled');
    return row.experience === null
      ? name
      : strings.format('linkRows.experience', { name, letter: experienceLetter(row.experience) });
  };
  const funnelId = `link-funnel-${kind}`;
  const toggle = (row: LinkAnalyticsRow) => setOpen(open?.link_id === row.link_id ? null : row);

  const columns: DataTableColumn<LinkAnalyticsRow>[] = [
    {
      id: 'name',
      header: strings.format(`linkRows.name.${kind}`),
      value: nameOf,
      cell: (row) => (
        <Link href={previewOf(row)} className={styles.name}>
          {nameOf(row)}
        </Link>
      ),
      isRowHeader: true,
      allowsSorting: false,
      width: '2fr',
    },
    ...figures.map((f): DataTableColumn<LinkAnalyticsRow> => ({
      id: f.id,
      header:
        f.id === 'revenue' && attributed
          ? strings.format('tiles.influencerRevenue')
          : strings.format(`tiles.${f.tile}`),
      value: (row) => row[f.id] ?? 0,
      cell: (row) => {
        const value = row[f.id] ?? 0;
        if (f.id === 'revenue') return formats.money(value);
        if (f.id === 'conversion_rate') return formats.percent(value);
        return formats.count(value);
      },
      align: 'end',
    })),
    {
      id: 'funnel',
      header: strings.format('linkRows.funnelColumn'),
      value: () => '',
      cell: (row) => {
        const isOpen = open?.link_id === row.link_id;
        return (
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={isOpen}
            aria-controls={isOpen ? funnelId : undefined}
            aria-label={strings.format(isOpen ? 'linkRows.hideFunnel' : 'linkRows.showFunnel', {
              name: nameOf(row),
            })}
            onPress={() => toggle(row)}
          >
            {strings.format('linkRows.funnel')}
            <svg
              className={styles.chevron}
              viewBox="0 0 12 12"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              aria-hidden="true"
            >
              <path d="M2.5 4.5L6 8l3.5-3.5" />
            </svg>
          </Button>
        );
      },
      allowsSorting: false,
      align: 'end',
    },
  ];

  return (
    <Section
      id={`link-rows-${kind}`}
      title={strings.format(`linkRows.title.${kind}`)}
      description={strings.format('linkRows.description', { range: rangeLabel })}
    >
      <div className={styles.root}>
        {rows.isPending && rows.fetchStatus !== 'idle' ? (
          <TrendSkeleton rows={PAGE_SIZES.table} height={48} />
        ) : (
          <DataTable
            aria-label={strings.format(`linkRows.title.${kind}`)}
            columns={columns}
            rows={loaded}
            getRowId={(row) => row.link_id}
            pageSize={PAGE_SIZES.table}
            hasMore={rows.hasNextPage}
            onLoadMore={() => void (rows.data ? rows.fetchNextPage() : rows.refetch())}
            isLoading={rows.isFetching}
            error={rows.isError ? strings.format('linkRows.error') : undefined}
            emptyMessage={strings.format(`linkRows.empty.${kind}`, { range: rangeLabel })}
            defaultSortDescriptor={{ column: sortBy.sort, direction: 'descending' }}
            onSortChange={(descriptor) =>
              setSort({
                sort: descriptor.column as Figure,
                order: descriptor.direction === 'ascending' ? 'asc' : 'desc',
              })
            }
          />
        )}
        {open !== null ? (
          <Section
            id={funnelId}
            headingLevel={3}
            title={strings.format('linkRows.funnelTitle', { name: nameOf(open) })}
            description={strings.format('linkRows.funnelDescription', { range: rangeLabel })}
          >
            <ProductFunnel
              steps={funnel.data?.products ?? []}
              isLoading={funnel.isPending}
              error={funnel.isError}
              onRetry={() => void funnel.refetch()}
            />
          </Section>
        ) : null}
      </div>
    </Section>
  );
}
