import {
  insightsReportFromWire,
  lifetimeAnalyticsQueryOptions,
  mapPages,
  shortCardFromWire,
  shortsInfiniteQueryOptions,
  useDeleteLink,
  type ApiClient,
  type ShortCard as ShortCardData,
} from '@shoppable/api-client';
import { LifetimeStrip } from '@shoppable/analytics';
import {
  analyticsTiles,
  canEditContent,
  ROUTES,
  type ClientPermissions,
  type Role,
} from '@shoppable/domain';
import { Button, EmptyState, InfiniteGrid, Page, SearchField } from '@shoppable/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useStrings } from '../intl';
import { useShortStrings } from '../intl/shorts';
import { ShortCard } from '../ShortCard';
import type { ShortViewProduct } from '../ShortView';
import { ProductShortSearch } from './ProductShortSearch';
import * as styles from './ShortsPage.css';

const selectItems = mapPages(shortCardFromWire);

/** Props of ShortsPage. */
export interface ShortsPageProps {
  /** The API client (`useApiClient()` in the app). */
  client: ApiClient;
  /** The signed-in user's business. */
  businessId: string;
  /** Admins manage every short; influencers see theirs, per their permissions. */
  viewerRole: Role;
  /** The influencer's permissions (admins: `ALL_PERMISSIONS`). */
  permissions: ClientPermissions;
  /** Opens the short editor in create mode (`ROUTES.shortCreate`). */
  onCreate: () => void;
  /** Opens the short editor in edit mode (`ROUTES.shortEdit(id)`). */
  onEdit: (shortId: string) => void;
  /**
   * A free user whose trial ended: create and edit call `onCreationBlocked` (the app opens the
   * free-trial dialog) instead (content.md §6).
   */
  isCreationBlocked?: boolean;
  /** Called instead of `onCreate` / `onEdit` while `isCreationBlocked`. */
  onCreationBlocked?: () => void;
  /** The public address of a short: `publicLinkUrl(linkBaseUrl(...), username, linkId)`. */
  publicUrl: (short: ShortCardData) => string;
  /**
   * The desktop top bar's slot (content.md §2): for admins and active influencers the page puts a
   * product search and the create-short button there. Leave it out on phones.
   */
  topBarTarget?: Element | null;
  /** A product chosen in the top bar's search: open the editor with it (`ROUTES.shortCreate`). */
  onCreateForProduct?: (product: ShortViewProduct) => void;
  /** Where a card's title leads: the short's preview by default (`ROUTES.shortPreview`). */
  previewHref?: (shortId: string) => string;
}

/**
 * The shorts page (content.md §2): lifetime analytics of the shorts, a debounced search, the
 * create-short button for admins and active influencers (on desktop also in the top bar, with a
 * product search that opens the editor with the chosen product), and the shorts 28 at a time with
 * scroll paging; each card copies, opens, edits or deletes (after a confirmation) its short.
 */
export function ShortsPage({
  client,
  businessId,
  viewerRole,
  permissions,
  onCreate,
  onEdit,
  isCreationBlocked = false,
  onCreationBlocked,
  publicUrl,
  topBarTarget,
  onCreateForProduct,
  previewHref = ROUTES.shortPreview,
}: ShortsPageProps) {
  const t = useShortStrings();
  const strings = useStrings();
  const [q, setQ] = useState('');
  const canEdit = canEditContent(viewerRole, permissions);
  const visibleFigures = analyticsTiles(viewerRole, permissions).map((tile) => tile.key);
  const isAdmin = viewerRole === 'admin';
  const list = useInfiniteQuery({
    ...shortsInfiniteQueryOptions(client, businessId, { q }),
    select: selectItems,
  });
  const lifetime = useQuery({
    ...lifetimeAnalyticsQueryOptions(client, businessId),
    select: insightsReportFromWire,
  });
  const remove = useDeleteLink(client, businessId);
  const items = useMemo(() => list.data?.pages.flat() ?? [], [list.data]);
  const gated = (action: () => void) => () => {
    if (isCreationBlocked) onCreationBlocked?.();
    else action();
  };

  const createButton = canEdit ? (
    <Button onPress={gated(onCreate)}>{strings.format('createShort')}</Button>
  ) : null;
  const topBar =
    canEdit && topBarTarget
      ? createPortal(
          <div className={styles.topBar}>
            {onCreateForProduct ? (
              <ProductShortSearch
                client={client}
                businessId={businessId}
                onChoose={(product) => gated(() => onCreateForProduct(product))()}
              />
            ) : null}
            {createButton}
          </div>,
          topBarTarget,
        )
      : null;
  const bucket = lifetime.data?.shorts;
  const figures = bucket && {
    views: bucket.visits,
    checkouts: isAdmin ? bucket.completedCheckouts : bucket.influencerAttributedCheckouts,
    revenue: isAdmin ? bucket.revenue : bucket.influencerAttributedRevenue,
  };
  const isEmpty = list.isSuccess && items.length === 0 && q === '';

  return (
    <Page
      title={t.format('shorts.title')}
      description={t.format('shorts.description')}
      actions={createButton}
    >
      {topBar}
      <div className={styles.content}>
        <LifetimeStrip
          figures={figures}
          currency={lifetime.data?.currency ?? 'USD'}
          viewerRole={viewerRole}
          permissions={permissions}
          isLoading={lifetime.isPending && lifetime.fetchStatus !== 'idle'}
          error={lifetime.isError || undefined}
        />
        <SearchField
          label={t.format('shorts.search')}
          placeholder={t.format('shorts.search')}
          onSearch={(value) => setQ(value.trim())}
        />
        {isEmpty ? (
          <EmptyState
            title={t.format('shorts.emptyTitle')}
            description={
              canEdit ? t.format('shorts.emptyDescription') : t.format('shorts.emptyInfluencer')
            }
            action={createButton ?? undefined}
          />
        ) : (
          <InfiniteGrid
            aria-label={t.format('shorts.list')}
            items={items}
            getKey={(short) => short.linkId}
            renderItem={(short) => (
              <ShortCard
                short={short}
                publicUrl={publicUrl(short)}
                previewHref={previewHref(short.linkId)}
                canEdit={canEdit}
                figures={visibleFigures}
                onEdit={gated(() => onEdit(short.linkId))}
                onDelete={() => remove.mutateAsync({ kind: 'short', id: short.linkId })}
              />
            )}
            columns={4}
            phoneColumns={2}
            rowHeight={300}
            blockSize="calc(100dvh - 320px)"
            hasMore={list.hasNextPage}
            onLoadMore={() => {
              if (!list.isFetching) void list.fetchNextPage();
            }}
            isLoading={list.isFetching}
            error={list.isError ? t.format('shorts.error') : undefined}
            emptyMessage={t.format('shorts.noResults', { query: q })}
          />
        )}
      </div>
    </Page>
  );
}
