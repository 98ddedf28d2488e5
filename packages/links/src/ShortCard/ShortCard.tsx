import type { ShortCard as ShortCardData } from '@shoppable/api-client';
import { formatCreatedDate, type AnalyticsTileKey } from '@shoppable/domain';
import {
  ConfirmDialog,
  CopyButton,
  LinkButton,
  MoreMenu,
  formatMoney,
  numberFormat,
  useQrCodeDialog,
} from '@shoppable/ui';
import { useState, type Key } from 'react';
import { useLocale } from 'react-aria';
import { Link } from 'react-aria-components';
import { useStrings } from '../intl';
import { useShortStrings } from '../intl/shorts';
import * as styles from './ShortCard.css';
import { ShortTags, shortTitle } from './ShortTags';

/** Props of ShortCard. */
export interface ShortCardProps {
  /** The short shown. */
  short: ShortCardData;
  /** The short's public address (`{frontend base}/{username}/{id}`): copied and opened. */
  publicUrl: string;
  /** Whether the user may edit and delete it (admin or active influencer, content.md §6). */
  canEdit: boolean;
  /**
   * The figures the viewer may see (domain's `analyticsTiles` keys, content.md §6): clicks with
   * `views`, sales with `checkouts`, revenue with `revenue`.
   */
  figures: readonly AnalyticsTileKey[];
  /** Opens the short editor in edit mode. */
  onEdit: () => void;
  /**
   * Deletes the short after the user confirmed. While the promise runs the dialog is busy; when
   * it rejects the dialog stays open with the delete-failed message.
   */
  onDelete: () => Promise<unknown>;
  /** Called after the address was copied (e.g. to show the "short copied" toast). */
  onCopy?: () => void;
  /** The short's preview page (`ROUTES.shortPreview(id)`): the title links to it when given. */
  previewHref?: string;
}

/** A short in the shorts list (content.md §2): copy, open, edit, delete with a confirmation, and the expired state. */
export function ShortCard({
  short,
  publicUrl,
  canEdit,
  figures,
  onEdit,
  onDelete,
  onCopy,
  previewHref,
}: ShortCardProps) {
  const t = useShortStrings();
  const strings = useStrings();
  const { locale } = useLocale();
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  const qr = useQrCodeDialog();
  const title = shortTitle(short, t.format('shorts.untitled'));
  const allFigures: { key: AnalyticsTileKey; label: string; value: string }[] = [
    {
      key: 'views',
      label: t.format('shorts.clicks'),
      value: numberFormat(locale).format(short.views),
    },
    {
      key: 'checkouts',
      label: t.format('shorts.sales'),
      value: numberFormat(locale).format(short.checkouts),
    },
    {
      key: 'revenue',
      label: t.format('shorts.revenue'),
      value: formatMoney(locale, short.revenue, short.currency),
    },
  ];
  const shownFigures = allFigures.filter((figure) => figures.includes(figure.key));
  const onAction = (id: Key) => {
    if (id === 'qr') qr.open({ url: publicUrl, name: title, fileName: `short-${short.linkId}-qr` });
    if (id === 'edit') onEdit();
    if (id === 'delete') {
      setFailed(false);
      setConfirming(true);
    }
  };
  return (
    <article className={styles.card} aria-label={title}>
      <div className={styles.media}>
        {short.defaultImage ? (
          <img src={short.defaultImage} alt="" className={styles.image} />
        ) : null}
      </div>
      <div className={styles.body}>
        <div className={styles.head}>
          <h2 className={styles.title}>
            {previewHref ? (
              <Link href={previewHref} className={styles.titleLink}>
                {title}
              </Link>
            ) : (
              title
            )}
          </h2>
          <MoreMenu
            aria-label={t.format('shorts.moreOptions', { title })}
            items={[
              { id: 'qr', label: strings.format('card.qrCode') },
              ...(canEdit
                ? [
                    { id: 'edit', label: t.format('shorts.edit') },
                    { id: 'delete', label: t.format('shorts.delete'), tone: 'critical' as const },
                  ]
                : []),
            ]}
            onAction={onAction}
          />
        </div>
        <ShortTags short={short} />
        <p className={styles.subdued}>{formatCreatedDate(short.createdAt)}</p>
        <dl className={styles.figures}>
          {shownFigures.map((figure) => (
            <div key={figure.key}>
              <dt className={styles.figureLabel}>{figure.label}</dt>
              <dd className={styles.figureValue}>{figure.value}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.actions}>
          <CopyButton
            text={publicUrl}
            size="sm"
            copiedLabel={t.format('shorts.copied')}
            errorMessage={t.format('shorts.copyFailed')}
            onCopy={() => onCopy?.()}
          >
            {t.format('shorts.copy')}
          </CopyButton>
          <LinkButton
            href={publicUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="secondary"
            size="sm"
            isDisabled={short.isLinkExpired}
          >
            {t.format('shorts.open')}
          </LinkButton>
        </div>
      </div>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        tone="critical"
        title={t.format('shorts.deleteTitle')}
        message={failed ? t.format('shorts.deleteFailed') : t.format('shorts.deleteMessage')}
        confirmLabel={t.format('shorts.delete')}
        cancelLabel={t.format('shorts.cancel')}
        onConfirm={async () => {
          setFailed(false);
          try {
            await onDelete();
          } catch (error) {
            setFailed(true);
            throw error;
          }
        }}
      />
      {qr.dialog}
    </article>
  );
}
