import {
  insightsReportFromWire,
  lifetimeAnalyticsQueryOptions,
  linkListItemFromWire,
  linksInfiniteQueryOptions,
  logClientError,
  mapPages,
  useDeleteLink,
  type ApiClient,
  type LinkListItem,
} from '@shoppable/api-client';
import { LifetimeStrip } from '@shoppable/analytics';
import { canEditContent, ROUTES, type ClientPermissions, type Role } from '@shoppable/domain';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  InfiniteGrid,
  Page,
  SearchField,
  showToast,
  useQrCodeDialog,
} from '@shoppable/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { fill, useStrings } from '../intl';
import { LinkCard, linkTitle, type LinkCardAction } from '../LinkCard';
import * as styles from './LinksPage.css';

const selectItems = mapPages(linkListItemFromWire);
/** The cards of the first screen (a row on desktop, two on phones): their images load at once. */
const FIRST_SCREEN_CARDS = 4;

/** Props of LinksPage. */
export interface LinksPageProps {
  /** The API client (`useApiClient()` in the app). */
  client: ApiClient;
  /** The signed-in user's business. */
  businessId: string;
  /** Admins manage every link; influencers see theirs, per their permissions. */
  viewerRole: Role;
  /** The influencer's permissions (admins: `ALL_PERMISSIONS`). */
  permissions: ClientPermissions;
  /** Whether the business has a connected store; without one the connect-store screen shows. */
  hasStore: boolean;
  /** Opens the store connection (the connect-store screen's button). */
  onConnectStore: () => void;
  /** Opens the link editor in create mode (`ROUTES.linkCreate`). */
  onCreate: () => void;
  /** Opens the link editor in edit mode (`ROUTES.linkEdit(id)`). */
  onEdit: (linkId: string) => void;
  /**
   * A free user whose trial ended: create and edit call `onCreationBlocked` (the app opens the
   * free-trial dialog) instead (content.md §6).
   */
  isCreationBlocked?: boolean;
  /** Called instead of `onCreate` / `onEdit` while `isCreationBlocked`. */
  onCreationBlocked?: () => void;
  /** The public address of a link: `publicLinkUrl(linkBaseUrl(...), username, linkId)`. */
  publicUrl: (link: LinkListItem) => string;
  /** Where a card's title leads: the preview page by default (`ROUTES.linkPreview`). */
  previewHref?: (linkId: string) => string;
  /** Opens a URL in a new tab (`window.open` by default). */
  openUrl?: (url: string) => void;
}

const openInNewTab = (url: string) => {
  window.open(url, '_blank', 'noopener');
};

/**
 * The links page (content.md §2): a debounced search, the create button, the lifetime analytics
 * strip, and the business's Instants 28 at a time with scroll paging; each card opens, edits,
 * copies or deletes (after a confirmation) its link. Without a store it shows the connect-store
 * screen.
 */
export function LinksPage({
  client,
  businessId,
  viewerRole,
  permissions,
  hasStore,
  onConnectStore,
  onCreate,
  onEdit,
  isCreationBlocked = false,
  onCreationBlocked,
  publicUrl,
  previewHref = ROUTES.linkPreview,
  openUrl = openInNewTab,
}: LinksPageProps) {
  const strings = useStrings();
  const [q, setQ] = useState('');
  const [toDelete, setToDelete] = useState<LinkListItem | null>(null);
  const qr = useQrCodeDialog();
  const canEdit = canEditContent(viewerRole, permissions);
  const isAdmin = viewerRole === 'admin';

  const list = useInfiniteQuery({
    ...linksInfiniteQueryOptions(client, businessId, { q }),
    select: selectItems,
    enabled: hasStore,
  });
  const lifetime = useQuery({
    ...lifetimeAnalyticsQueryOptions(client, businessId),
    select: insightsReportFromWire,
    enabled: hasStore,
  });
  const remove = useDeleteLink(client, businessId);
  const items = useMemo(() => list.data?.pages.flat() ?? [], [list.data]);

  const gated = (action: () => void) => () => {
    if (isCreationBlocked) onCreationBlocked?.();
    else action();
  };

  if (!hasStore) {
    return (
      <Page title={strings.format('links.title')}>
        <EmptyState
          title={strings.format('connect.title')}
          description={strings.format('connect.description')}
          action={<Button onPress={onConnectStore}>{strings.format('connect.action')}</Button>}
        />
      </Page>
    );
  }

  const createButton = canEdit ? (
    <Button onPress={gated(onCreate)}>{strings.format('createLink')}</Button>
  ) : null;

  const onAction = (action: LinkCardAction, link: LinkListItem) => {
    switch (action) {
      case 'open':
        openUrl(publicUrl(link));
        return;
      case 'edit':
        gated(() => onEdit(link.linkId))();
        return;
      case 'copy':
        navigator.clipboard.writeText(publicUrl(link)).then(
          () => showToast(strings.format('copied'), { tone: 'success' }),
          () => showToast(strings.format('copyFailed'), { tone: 'critical' }),
        );
        return;
      case 'qr':
        qr.open({
          url: publicUrl(link),
          name: linkTitle(link, strings.format('card.untitled')),
          fileName: `instant-${link.linkId}-qr`,
        });
        return;
      case 'delete':
        setToDelete(link);
    }
  };

  const bucket = lifetime.data?.links;
  const figures = bucket && {
    views: bucket.visits,
    checkouts: isAdmin ? bucket.completedCheckouts : bucket.influencerAttributedCheckouts,
    revenue: isAdmin ? bucket.revenue : bucket.influencerAttributedRevenue,
  };
  const isEmpty = list.isSuccess && items.length === 0;

  return (
    <Page
      title={strings.format('links.title')}
      description={strings.format('links.description')}
      actions={createButton}
    >
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
          label={strings.format('links.search')}
          placeholder={strings.format('links.search')}
          onSearch={(value) => setQ(value.trim())}
        />
        {isEmpty && q === '' ? (
          <EmptyState
            title={strings.format('links.empty.title')}
            description={
              isAdmin
                ? strings.format('links.empty.description')
                : strings.format('links.empty.influencer')
            }
            action={isAdmin ? createButton : undefined}
          />
        ) : (
          <InfiniteGrid
            aria-label={strings.format('links.list')}
            items={items}
            getKey={(link) => link.linkId}
            renderItem={(link, index) => (
              <LinkCard
                link={link}
                href={previewHref(link.linkId)}
                canEdit={canEdit}
                onAction={onAction}
                isFirstScreen={index < FIRST_SCREEN_CARDS}
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
            error={list.isError ? strings.format('links.error') : undefined}
            emptyMessage={fill(strings.format('links.noResults'), { query: q })}
          />
        )}
      </div>
      <ConfirmDialog
        isOpen={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={strings.format('delete.title')}
        message={strings.format('delete.message')}
        confirmLabel={strings.format('delete.confirm')}
        cancelLabel={strings.format('cancel')}
        tone="critical"
        onConfirm={() => {
          const link = toDelete;
          if (!link) return;
          // content.md §8: a delete failure on the links page is only logged.
          return remove.mutateAsync({ kind: 'link', id: link.linkId }).catch((error: unknown) => {
            logClientError(`link delete ${link.linkId} failed: ${String(error)}`);
          });
        }}
      />
      {qr.dialog}
    </Page>
  );
}
