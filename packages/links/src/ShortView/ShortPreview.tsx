import {
  insightsReportFromWire,
  logClientError,
  shortAnalyticsQueryOptions,
  shortCardFromWire,
  useDeleteLink,
  type Link,
} from '@shoppable/api-client';
import { AnalyticsTiles } from '@shoppable/analytics';
import {
  ALL_PERMISSIONS,
  canEditContent,
  formatCreatedDate,
  utmFromServer,
  utmPreview,
} from '@shoppable/domain';
import {
  Button,
  ConfirmDialog,
  MoreMenu,
  Page,
  showToast,
  useQrCodeDialog,
  type MoreMenuItem,
} from '@shoppable/ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type Key } from 'react';
import { useStrings } from '../intl';
import { useShortStrings } from '../intl/shorts';
import { ShortTags, shortTitle } from '../ShortCard/ShortTags';
import type { ShortViewProps } from './ShortView';
import * as styles from './ShortView.css';

/**
 * The short's preview page (content.md §2): its title and tag, a menu to edit, copy the public
 * link or delete (after a confirmation), the destination, promocode, influencer and UTM values,
 * and the analytics tiles of its lifetime, masked per role and permission.
 */
export function ShortPreview({
  client,
  businessId,
  short,
  viewerRole = 'admin',
  permissions = ALL_PERMISSIONS,
  publicUrl = '',
  onEdit,
  onDeleted,
  onBack,
  isCreationBlocked = false,
  onCreationBlocked,
}: ShortViewProps & { short: Link }) {
  const t = useShortStrings();
  const strings = useStrings();
  const [confirming, setConfirming] = useState(false);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const qr = useQrCodeDialog();
  const analytics = useQuery({
    ...shortAnalyticsQueryOptions(client, businessId, short.link_id),
    select: insightsReportFromWire,
  });
  const remove = useDeleteLink(client, businessId);
  const card = shortCardFromWire(short);
  const canEdit = canEditContent(viewerRole, permissions);
  const title = shortTitle(card, t.format('shorts.untitled'));
  const utm = utmPreview(utmFromServer(short.utm_params));
  const bucket = analytics.data?.shorts;
  const items: MoreMenuItem[] = [
    ...(canEdit ? [{ id: 'edit', label: t.format('shorts.edit') }] : []),
    { id: 'copy', label: t.format('shorts.copy') },
    { id: 'qr', label: strings.format('card.qrCode') },
    ...(canEdit
      ? [{ id: 'delete', label: t.format('shorts.delete'), tone: 'critical' as const }]
      : []),
  ];
  const onAction = (id: Key) => {
    if (id === 'edit') {
      if (isCreationBlocked) onCreationBlocked?.();
      else onEdit?.();
    } else if (id === 'qr') {
      qr.open({ url: publicUrl, name: title, fileName: `short-${short.link_id}-qr` });
    } else if (id === 'copy') {
      navigator.clipboard.writeText(publicUrl).then(
        () => showToast(t.format('shorts.copied'), { tone: 'success' }),
        () => showToast(t.format('shorts.copyFailed'), { tone: 'critical' }),
      );
    } else if (id === 'delete') {
      setDeleteFailed(false);
      setConfirming(true);
    }
  };

  return (
    <Page
      title={title}
      back={
        onBack ? (
          <Button variant="plain" onPress={onBack}>
            {t.format('shorts.back')}
          </Button>
        ) : undefined
      }
      actions={
        <MoreMenu
          aria-label={t.format('shorts.moreOptions', { title })}
          items={items}
          onAction={onAction}
        />
      }
    >
      <div className={styles.preview}>
        <ShortTags short={card} />
        <AnalyticsTiles
          figures={
            bucket && {
              views: bucket.visits,
              checkouts: bucket.completedCheckouts,
              revenue: bucket.revenue,
              influencerAttributedCheckouts: bucket.influencerAttributedCheckouts,
              influencerAttributedRevenue: bucket.influencerAttributedRevenue,
              qrScans: bucket.qrScans,
            }
          }
          currency={analytics.data?.currency ?? card.currency}
          viewerRole={viewerRole}
          permissions={permissions}
          isLoading={analytics.isPending}
          error={analytics.isError || undefined}
        />
        <section aria-label={t.format('shorts.details')}>
          <dl className={styles.details}>
            <div className={styles.detail}>
              <dt className={styles.term}>{t.format('shorts.destination')}</dt>
              <dd className={styles.value}>
                {card.shoppingRedirectUrl ? (
                  <a href={card.shoppingRedirectUrl} target="_blank" rel="noopener noreferrer">
                    {card.shoppingRedirectUrl}
                  </a>
                ) : (
                  t.format('shorts.storeWithCode')
                )}
              </dd>
            </div>
            <div className={styles.detail}>
              <dt className={styles.term}>{t.format('shorts.promocode')}</dt>
              <dd className={styles.value}>
                {short.promocode?.code ?? t.format('shorts.noPromocode')}
              </dd>
            </div>
            <div className={styles.detail}>
              <dt className={styles.term}>{strings.format('influencerField.label')}</dt>
              <dd className={styles.value}>
                {short.influencer_username ?? strings.format('influencerField.none')}
              </dd>
            </div>
            <div className={styles.detail}>
              <dt className={styles.term}>{strings.format('utm.title')}</dt>
              <dd className={styles.value}>{utm}</dd>
            </div>
            <div className={styles.detail}>
              <dt className={styles.term}>{t.format('shorts.createdOn')}</dt>
              <dd className={styles.value}>{formatCreatedDate(short.created_at)}</dd>
            </div>
          </dl>
        </section>
      </div>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        tone="critical"
        title={t.format('shorts.deleteTitle')}
        message={deleteFailed ? t.format('shorts.deleteFailed') : t.format('shorts.deleteMessage')}
        confirmLabel={t.format('shorts.delete')}
        cancelLabel={t.format('shorts.cancel')}
        onConfirm={() =>
          remove.mutateAsync({ kind: 'short', id: short.link_id }).then(
            () => onDeleted?.(),
            (error: unknown) => {
              logClientError(`short delete ${short.link_id} failed: ${String(error)}`);
              setDeleteFailed(true);
              throw error;
            },
          )
        }
      />
      {qr.dialog}
    </Page>
  );
}
