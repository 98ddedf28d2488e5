import {
  linkFormFromWire,
  linkQueryOptions,
  logClientError,
  ordersInfiniteQueryOptions,
  useDeleteLink,
  type ApiClient,
} from '@shoppable/api-client';
import { AnalyticsTiles, OrdersTable } from '@shoppable/analytics';
import {
  canEditContent,
  displayedViews,
  type ClientPermissions,
  type Role,
} from '@shoppable/domain';
import {
  Button,
  Card,
  ConfirmDialog,
  MoreMenu,
  Page,
  showToast,
  Skeleton,
  type MoreMenuItem,
} from '@shoppable/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useStrings } from '../intl';
import { linkTitle } from '../LinkCard';
import * as styles from './LinkPreviewPage.css';

/** Props of LinkPreviewPage. */
export interface LinkPreviewPageProps {
  /** The API client (`useApiClient()` in the app). */
  client: ApiClient;
  /** The signed-in user's business. */
  businessId: string;
  /** The link shown. */
  linkId: string;
  /** Admins see every figure and the recent orders; influencers per their permissions. */
  viewerRole: Role;
  /** The influencer's permissions (admins: `ALL_PERMISSIONS`). */
  permissions: ClientPermissions;
  /** The link's public address: `publicLinkUrl(base, username, linkId)`. */
  publicUrl: string;
  /** Leaves the page (back to the list). */
  onBack: () => void;
  /** Opens the editor (`ROUTES.linkEdit(id)`). */
  onEdit: () => void;
  /** Called once the link is deleted (the app goes back to the list). */
  onDeleted: () => void;
  /** A free user whose trial ended: Edit calls `onCreationBlocked` instead (content.md §6). */
  isCreationBlocked?: boolean;
  /** Called instead of `onEdit` while `isCreationBlocked`. */
  onCreationBlocked?: () => void;
}

/**
 * The Instant's preview page (content.md §2): a more-options menu (edit, copy link, delete), the
 * cover image, the description, the analytics tiles and, for admins, the link's recent orders.
 */
export function LinkPreviewPage({
  client,
  businessId,
  linkId,
  viewerRole,
  permissions,
  publicUrl,
  onBack,
  onEdit,
  onDeleted,
  isCreationBlocked = false,
  onCreationBlocked,
}: LinkPreviewPageProps) {
  const strings = useStrings();
  const isAdmin = viewerRole === 'admin';
  const canEdit = canEditContent(viewerRole, permissions);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const link = useQuery(linkQueryOptions(client, businessId, linkId));
  const orders = useInfiniteQuery({
    ...ordersInfiniteQueryOptions(client, businessId, { linkId }),
    enabled: isAdmin,
  });
  const remove = useDeleteLink(client, businessId);
  const back = (
    <Button variant="plain" onPress={onBack}>
      {strings.format('editor.back')}
    </Button>
  );

  if (link.isPending) {
    return (
      <Page title={strings.format('preview.title')} back={back}>
        <div aria-busy="true" className={styles.layout}>
          <Skeleton shape="rect" inlineSize="100%" blockSize={240} />
        </div>
      </Page>
    );
  }
  if (link.isError) {
    return (
      <Page title={strings.format('preview.title')} back={back}>
        <p role="alert">{strings.format('editor.loadError')}</p>
      </Page>
    );
  }

  const form = linkFormFromWire(link.data);
  const image = link.data.link_default_image ?? form.images[0]?.src ?? null;
  const title = linkTitle(form, strings.format('card.untitled'));
  const items: MoreMenuItem[] = [
    ...(canEdit ? [{ id: 'edit', label: strings.format('card.edit') }] : []),
    { id: 'copy', label: strings.format('card.copy') },
    ...(canEdit
      ? [{ id: 'delete', label: strings.format('card.delete'), tone: 'critical' as const }]
      : []),
  ];
  const views = displayedViews(form.analytics);

  return (
    <Page
      title={title}
      back={back}
      actions={
        <MoreMenu
          aria-label={strings.format('preview.menu')}
          items={items}
          onAction={(id) => {
            if (id === 'edit') {
              if (isCreationBlocked) onCreationBlocked?.();
              else onEdit();
            } else if (id === 'copy') {
              navigator.clipboard.writeText(publicUrl).then(
                () => showToast(strings.format('copied'), { tone: 'success' }),
                () => showToast(strings.format('copyFailed'), { tone: 'critical' }),
              );
            } else {
              setDeleteFailed(false);
              setConfirmDelete(true);
            }
          }}
        />
      }
    >
      <div className={styles.layout}>
        <div className={styles.summary}>
          {image ? <img className={styles.image} src={image} alt="" /> : null}
          <p className={styles.description}>{form.description}</p>
        </div>
        <AnalyticsTiles
          figures={{
            views,
            checkouts: form.analytics.checkouts,
            revenue: form.analytics.revenue,
            influencerAttributedCheckouts: form.analytics.checkouts,
            influencerAttributedRevenue: form.analytics.revenue,
          }}
          currency={form.currency}
          viewerRole={viewerRole}
          permissions={permissions}
        />
        {isAdmin ? (
          <Card title={strings.format('preview.orders')}>
            <OrdersTable
              orders={orders.data?.pages.flat() ?? []}
              hasMore={orders.hasNextPage}
              onLoadMore={() => void orders.fetchNextPage()}
              isLoading={orders.isFetching}
              error={orders.isError || undefined}
            />
          </Card>
        ) : null}
      </div>
      <ConfirmDialog
        isOpen={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={strings.format('delete.title')}
        message={
          deleteFailed ? strings.format('preview.deleteFailed') : strings.format('delete.message')
        }
        confirmLabel={strings.format('delete.confirm')}
        cancelLabel={strings.format('cancel')}
        tone="critical"
        onConfirm={() =>
          remove.mutateAsync({ kind: 'link', id: linkId }).then(onDeleted, (error: unknown) => {
            logClientError(`link delete ${linkId} failed: ${String(error)}`);
            setDeleteFailed(true);
            throw error;
          })
        }
      />
    </Page>
  );
}
