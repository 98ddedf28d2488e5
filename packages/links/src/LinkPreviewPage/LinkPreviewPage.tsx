import {
  linkAnalyticsQueryOptions,
  linkFormFromWire,
  linkFunnelQueryOptions,
  linkProductsInfiniteQueryOptions,
  linkQueryOptions,
  logClientError,
  ordersInfiniteQueryOptions,
  publicPageQueryOptions,
  useDeleteLink,
  type ApiClient,
} from '@shoppable/api-client';
import {
  AnalyticsCharts,
  AnalyticsTiles,
  OrdersTable,
  ProductFunnel,
  TopProductsTable,
} from '@shoppable/analytics';
import { LinkPreview, pageDataFromPublic } from '@shoppable/link-preview';
import {
  canEditContent,
  canSeeAnalytics,
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
  PhoneFrame,
  showToast,
  Skeleton,
  useIsPhone,
  useQrCodeDialog,
  type MoreMenuItem,
} from '@shoppable/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { useLocale } from 'react-aria-components';
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
  /** The username of the link's public path (the merchant's): the phone preview shows that page. */
  username: string;
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

/** Today as yyyy-mm-dd (UTC, as the server's days). */
const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * The Instant's preview page (content.md §2): a more-options menu (edit, copy link, delete), the
 * cover image, the description, the analytics tiles, the top-performing products, the admin's
 * recent orders, the charts over the link's lifetime and, on desktop, the phone preview of the
 * public page. Influencers see the figures their permissions allow (content.md §6); without any
 * analytics permission no figure is fetched.
 */
export function LinkPreviewPage({
  client,
  businessId,
  linkId,
  viewerRole,
  permissions,
  publicUrl,
  username,
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
  const qr = useQrCodeDialog();
  const link = useQuery(linkQueryOptions(client, businessId, linkId));
  const { locale } = useLocale();
  const isDesktop = !useIsPhone();
  const seesAnalytics = canSeeAnalytics(viewerRole, permissions);
  const [today] = useState(todayIso);
  const orders = useInfiniteQuery({
    ...ordersInfiniteQueryOptions(client, businessId, { linkId }),
    enabled: isAdmin,
  });
  const report = useQuery({
    ...linkAnalyticsQueryOptions(client, businessId, linkId, { to: today }),
    enabled: seesAnalytics,
  });
  const products = useInfiniteQuery({
    ...linkProductsInfiniteQueryOptions(client, businessId, linkId),
    enabled: seesAnalytics,
  });
  const funnel = useQuery({
    ...linkFunnelQueryOptions(client, businessId, linkId, { to: today }),
    enabled: seesAnalytics,
  });
  const page = useQuery({
    ...publicPageQueryOptions(client, username, linkId),
    enabled: isDesktop,
  });
  const remove = useDeleteLink(client, businessId);
  // content.md §8: a link load failure is logged and goes back to the list.
  const leaveAfterFailure = useEffectEvent((error: unknown) => {
    logClientError(`link load ${linkId} failed: ${String(error)}`);
    onBack();
  });
  const loadError = link.isError ? link.error : null;
  useEffect(() => {
    if (loadError !== null) leaveAfterFailure(loadError);
  }, [loadError]);
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
    { id: 'qr', label: strings.format('card.qrCode') },
    ...(canEdit
      ? [{ id: 'delete', label: strings.format('card.delete'), tone: 'critical' as const }]
      : []),
  ];
  const bucket = report.data?.looks_analytics;
  const currency = report.data?.currency ?? form.currency;
  const created = link.data.created_at.slice(0, 10);

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
            } else if (id === 'qr') {
              qr.open({ url: publicUrl, name: title, fileName: `instant-${linkId}-qr` });
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
      <div className={styles.columns}>
        <div className={styles.layout}>
          <div className={styles.summary}>
            {image ? <img className={styles.image} src={image} alt="" /> : null}
            <p className={styles.description}>{form.description}</p>
          </div>
          <AnalyticsTiles
            figures={
              bucket && {
                views: displayedViews({
                  views: bucket.visits,
                  checkoutRequests: bucket.requested_checkouts,
                  checkouts: bucket.checkouts,
                }),
                checkouts: bucket.checkouts,
                revenue: bucket.revenue,
                influencerAttributedCheckouts: bucket.influencer_attributed_checkouts ?? 0,
                influencerAttributedRevenue: bucket.influencer_attributed_revenue ?? 0,
                qrScans: bucket.qr_scans ?? undefined,
              }
            }
            currency={currency}
            viewerRole={viewerRole}
            permissions={permissions}
            isLoading={report.isPending}
            error={report.isError || undefined}
          />
          {seesAnalytics ? (
            <Card title={strings.format('preview.topProducts')}>
              <TopProductsTable
                products={products.data?.pages.flatMap((p) => p.products) ?? []}
                viewerRole={viewerRole}
                permissions={permissions}
                hasMore={products.hasNextPage}
                onLoadMore={() => void products.fetchNextPage()}
                isLoading={products.isFetching}
                error={products.isError || undefined}
              />
            </Card>
          ) : null}
          {seesAnalytics ? (
            <Card title={strings.format('preview.funnel')}>
              <ProductFunnel
                steps={funnel.data?.products ?? []}
                isLoading={funnel.isPending}
                error={funnel.isError}
                onRetry={() => void funnel.refetch()}
              />
            </Card>
          ) : null}
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
          {seesAnalytics ? (
            <AnalyticsCharts
              points={bucket?.data}
              from={created < today ? created : today}
              to={today}
              rangeLabel={strings.format('preview.lifetime')}
              currency={currency}
              viewerRole={viewerRole}
              permissions={permissions}
              isLoading={report.isPending}
              error={report.isError || undefined}
            />
          ) : null}
        </div>
        {isDesktop ? (
          // Not a landmark: the link page inside has its own main landmark.
          <div className={styles.preview}>
            {page.isSuccess ? (
              <PhoneFrame>
                <LinkPreview
                  locale={locale === 'he-IL' ? 'he-IL' : 'en-US'}
                  page={pageDataFromPublic(page.data, {
                    businessName: strings.format('editor.yourStore'),
                    locale,
                  })}
                />
              </PhoneFrame>
            ) : page.isError ? (
              <p className={styles.previewError}>{strings.format('preview.pageError')}</p>
            ) : (
              <Skeleton shape="rect" inlineSize={320} blockSize={640} />
            )}
          </div>
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
      {qr.dialog}
    </Page>
  );
}
