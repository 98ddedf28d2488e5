import {
  multilinkFromWire,
  multilinkQueryOptions,
  useDeleteMultilink,
  type ApiClient,
  type MultilinkOption,
} from '@shoppable/api-client';
import { AnalyticsTiles } from '@shoppable/analytics';
import {
  ALL_PERMISSIONS,
  cartAverage,
  conversionRate,
  experienceLetter,
  type LinkType,
} from '@shoppable/domain';
import {
  Button,
  ConfirmDialog,
  DataTable,
  formatMoney,
  numberFormat,
  MoreMenu,
  Page,
  Spinner,
  showToast,
  useQrCodeDialog,
  type DataTableColumn,
} from '@shoppable/ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type Key } from 'react';
import { useLocale } from 'react-aria';
import { useStrings } from '../intl';
import { useMultilinkStrings } from '../intl/multilinks';
import { AbVerdictPanel, type AbExperience } from './AbVerdictPanel';
import * as styles from './MultilinkPreview.css';

/** Props of MultilinkPreview. */
export interface MultilinkPreviewProps {
  /** The API client (`useApiClient()` in the app). */
  client: ApiClient;
  /** The signed-in admin's business. */
  businessId: string;
  /** The multilink shown. */
  multilinkId: string;
  /**
   * The multilink's public address, `{frontend base}{username}/{multilinkId}` (the plan's link
   * domain or the link page): what the copy-link action puts on the clipboard.
   */
  publicUrl: string;
  /** Opens the multilink editor in edit mode (`ROUTES.multilinkEdit(id)`). */
  onEdit: () => void;
  /** Called after the multilink was deleted: go back to the list. */
  onDeleted: () => void;
  /** Opens an experience's link (a row's action): an Instant's or a short's preview, by its type. */
  onOpenSubLink: (linkId: string, linkType: LinkType) => void;
}

/** A row of the experiences table. */
interface Row {
  id: string;
  name: string;
  option: MultilinkOption;
}

/** A row's figures for the A/B verdict. */
function experienceFigures({ name, option }: Row): AbExperience {
  return { name, visits: option.views, checkouts: option.checkouts, revenue: option.revenue };
}

/**
 * The multilink preview (content.md §2): title, the analytics tiles over both experiences, the
 * promocode, the A/B verdict of two experiences (AbVerdictPanel) and the table of Experience A
 * and B (name, type, device, traffic, clicks, sales, revenue, CR, cart average; a row opens its
 * link); the menu edits, copies the public address (`publicUrl`) or deletes after a confirmation.
 * A failed load says so with Try again.
 */
export function MultilinkPreview({
  client,
  businessId,
  multilinkId,
  publicUrl,
  onEdit,
  onDeleted,
  onOpenSubLink,
}: MultilinkPreviewProps) {
  const t = useMultilinkStrings();
  const cardStrings = useStrings();
  const { locale } = useLocale();
  const [confirming, setConfirming] = useState(false);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const qr = useQrCodeDialog();
  const query = useQuery({
    ...multilinkQueryOptions(client, businessId, multilinkId),
    select: multilinkFromWire,
  });
  const remove = useDeleteMultilink(client, businessId);

  if (query.isPending) {
    return (
      <Page title={t.format('multilinks.preview')}>
        <div className={styles.state}>
          <Spinner aria-label={t.format('multilinks.loading')} />
        </div>
      </Page>
    );
  }
  if (query.isError) {
    return (
      <Page title={t.format('multilinks.preview')}>
        <div className={styles.state}>
          <p role="alert" className={styles.failure}>
            {t.format('multilinks.loadFailed')}
          </p>
          <Button variant="secondary" onPress={() => void query.refetch()}>
            {t.format('multilinks.retry')}
          </Button>
        </div>
      </Page>
    );
  }

  const multilink = query.data;
  const sum = (pick: (o: MultilinkOption) => number) =>
    multilink.linksOptions.reduce((total, o) => total + pick(o), 0);
  const views = sum((o) => o.views);
  const checkouts = sum((o) => o.checkouts);
  const revenue = sum((o) => o.revenue);
  const rows: Row[] = multilink.linksOptions.map((option, index) => ({
    id: option.linkId ?? String(index),
    name: t.format('multilinks.experienceName', { letter: experienceLetter(index) }),
    option,
  }));
  const typeLabel = (o: MultilinkOption) =>
    o.link.linkType === 'LOOK'
      ? t.format('multilinks.typeLook')
      : o.link.urlType === 'product'
        ? t.format('multilinks.typeProduct')
        : o.link.urlType === 'collection'
          ? t.format('multilinks.typeCollection')
          : t.format('multilinks.typeCustom');
  const deviceLabel = (o: MultilinkOption) =>
    o.deviceOption === 'MOBILE'
      ? t.format('multilinks.deviceMobile')
      : o.deviceOption === 'PC'
        ? t.format('multilinks.devicePc')
        : t.format('multilinks.deviceAll');
  const number = (n: number) => numberFormat(locale).format(n);
  const columns: DataTableColumn<Row>[] = [
    { id: 'name', header: t.format('multilinks.colName'), value: (r) => r.name, isRowHeader: true },
    { id: 'type', header: t.format('multilinks.colType'), value: (r) => typeLabel(r.option) },
    { id: 'device', header: t.format('multilinks.colDevice'), value: (r) => deviceLabel(r.option) },
    {
      id: 'traffic',
      header: t.format('multilinks.colTraffic'),
      value: (r) => r.option.value,
      cell: (r) => `${r.option.value}%`,
      align: 'end',
    },
    {
      id: 'clicks',
      header: t.format('multilinks.colClicks'),
      value: (r) => r.option.views,
      cell: (r) => number(r.option.views),
      align: 'end',
    },
    {
      id: 'sales',
      header: t.format('multilinks.colSales'),
      value: (r) => r.option.checkouts,
      cell: (r) => number(r.option.checkouts),
      align: 'end',
    },
    {
      id: 'revenue',
      header: t.format('multilinks.colRevenue'),
      value: (r) => r.option.revenue,
      cell: (r) => formatMoney(locale, r.option.revenue, multilink.currency),
      align: 'end',
    },
    {
      id: 'cr',
      header: t.format('multilinks.colCr'),
      value: (r) => conversionRate(r.option.checkouts, r.option.views),
      cell: (r) => `${conversionRate(r.option.checkouts, r.option.views).toFixed(1)}%`,
      align: 'end',
    },
    {
      id: 'cartAverage',
      header: t.format('multilinks.colCartAverage'),
      value: (r) => cartAverage(r.option.revenue, r.option.checkouts),
      cell: (r) =>
        formatMoney(locale, cartAverage(r.option.revenue, r.option.checkouts), multilink.currency),
      align: 'end',
    },
  ];

  const onAction = (id: Key) => {
    if (id === 'edit') onEdit();
    if (id === 'copy') {
      navigator.clipboard.writeText(publicUrl).then(
        () => showToast(t.format('multilinks.copied'), { tone: 'success' }),
        () => showToast(t.format('multilinks.copyFailed'), { tone: 'critical' }),
      );
    }
    if (id === 'qr') {
      qr.open({ url: publicUrl, name: multilink.title, fileName: `multilink-${multilinkId}-qr` });
    }
    if (id === 'delete') {
      setDeleteFailed(false);
      setConfirming(true);
    }
  };

  return (
    <Page
      title={multilink.title}
      actions={
        <MoreMenu
          aria-label={t.format('multilinks.moreOptions')}
          items={[
            { id: 'edit', label: t.format('multilinks.edit') },
            { id: 'copy', label: t.format('multilinks.copyLink') },
            { id: 'qr', label: cardStrings.format('card.qrCode') },
            { id: 'delete', label: t.format('multilinks.delete'), tone: 'critical' },
          ]}
          onAction={onAction}
        />
      }
    >
      <div className={styles.content}>
        <AnalyticsTiles
          figures={{
            views,
            checkouts,
            revenue,
            influencerAttributedCheckouts: checkouts,
            influencerAttributedRevenue: revenue,
          }}
          currency={multilink.currency}
          viewerRole="admin"
          permissions={ALL_PERMISSIONS}
        />
        <p className={styles.promocode}>
          {multilink.promocode !== ''
            ? t.format('multilinks.promocode', { code: multilink.promocode })
            : t.format('multilinks.noPromocode')}
        </p>
        {rows.length === 2 ? (
          <AbVerdictPanel
            a={experienceFigures(rows[0]!)}
            b={experienceFigures(rows[1]!)}
            currency={multilink.currency}
          />
        ) : null}
        <DataTable
          aria-label={t.format('multilinks.experiences')}
          columns={columns}
          rows={rows}
          getRowId={(r) => r.id}
          visibleRows={rows.length}
          onRowAction={(r) => {
            if (r.option.linkId !== null) onOpenSubLink(r.option.linkId, r.option.link.linkType);
          }}
        />
      </div>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        tone="critical"
        title={t.format('multilinks.deleteTitle')}
        message={
          deleteFailed ? t.format('multilinks.deleteFailed') : t.format('multilinks.deleteMessage')
        }
        confirmLabel={t.format('multilinks.delete')}
        cancelLabel={t.format('multilinks.cancel')}
        onConfirm={async () => {
          setDeleteFailed(false);
          try {
            await remove.mutateAsync(multilink.multilinkId);
          } catch (error) {
            setDeleteFailed(true);
            throw error;
          }
          onDeleted();
        }}
      />
      {qr.dialog}
    </Page>
  );
}
