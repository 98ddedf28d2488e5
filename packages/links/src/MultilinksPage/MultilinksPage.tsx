import {
  mapPages,
  multilinkFromWire,
  multilinksInfiniteQueryOptions,
  type ApiClient,
  type Multilink,
} from '@shoppable/api-client';
import { experienceLetter, formatCreatedDate, ROUTES, type Role } from '@shoppable/domain';
import {
  Button,
  EmptyState,
  InfiniteGrid,
  LinkButton,
  Page,
  SearchField,
  Tag,
  useQrCodeDialog,
} from '@shoppable/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useStrings } from '../intl';
import { useMultilinkStrings } from '../intl/multilinks';
import * as styles from './MultilinksPage.css';

const selectItems = mapPages(multilinkFromWire);

/** Props of MultilinksPage. */
export interface MultilinksPageProps {
  /** The API client (`useApiClient()` in the app). */
  client: ApiClient;
  /** The signed-in user's business. */
  businessId: string;
  /** Only admins see the create button (content.md §6). */
  viewerRole: Role;
  /** Opens the multilink editor in create mode (`ROUTES.multilinkCreate`). */
  onCreate: () => void;
  /**
   * A free user whose trial ended: create calls `onCreationBlocked` (the app opens the
   * free-trial dialog) instead (content.md §6).
   */
  isCreationBlocked?: boolean;
  /** Called instead of `onCreate` while `isCreationBlocked`. */
  onCreationBlocked?: () => void;
  /** Where a multilink leads: its preview by default (`ROUTES.multilinkPreview`). */
  previewHref?: (multilinkId: string) => string;
  /** A multilink's public address; with it each card offers the multilink's QR code. */
  publicUrl?: (multilinkId: string) => string;
}

/**
 * The multilinks page (content.md §2): a debounced search, the admin's create button, the empty
 * and no-results states, and the multilinks 28 at a time with scroll paging (the list ends when
 * fewer than 28 return); each card opens the multilink's preview.
 */
export function MultilinksPage({
  client,
  businessId,
  viewerRole,
  onCreate,
  isCreationBlocked = false,
  onCreationBlocked,
  previewHref = ROUTES.multilinkPreview,
  publicUrl,
}: MultilinksPageProps) {
  const t = useMultilinkStrings();
  const qr = useQrCodeDialog();
  const [q, setQ] = useState('');
  const list = useInfiniteQuery({
    ...multilinksInfiniteQueryOptions(client, businessId, { q }),
    select: selectItems,
  });
  const items = useMemo(() => list.data?.pages.flat() ?? [], [list.data]);
  const isAdmin = viewerRole === 'admin';
  const createButton = isAdmin ? (
    <Button onPress={() => (isCreationBlocked ? onCreationBlocked?.() : onCreate())}>
      {t.format('multilinks.create')}
    </Button>
  ) : null;
  const isEmpty = list.isSuccess && items.length === 0 && q === '';

  return (
    <Page
      title={t.format('multilinks.title')}
      description={t.format('multilinks.description')}
      actions={createButton}
    >
      <div className={styles.content}>
        <SearchField
          label={t.format('multilinks.search')}
          placeholder={t.format('multilinks.search')}
          onSearch={(value) => setQ(value.trim())}
        />
        {isEmpty ? (
          <EmptyState
            title={t.format('multilinks.emptyTitle')}
            description={
              isAdmin
                ? t.format('multilinks.emptyDescription')
                : t.format('multilinks.emptyInfluencer')
            }
            action={createButton ?? undefined}
          />
        ) : (
          <InfiniteGrid
            aria-label={t.format('multilinks.list')}
            items={items}
            getKey={(m) => m.multilinkId}
            renderItem={(m) => (
              <MultilinkCard
                multilink={m}
                href={previewHref(m.multilinkId)}
                onQrCode={
                  publicUrl &&
                  ((title) =>
                    qr.open({
                      url: publicUrl(m.multilinkId),
                      name: title,
                      fileName: `multilink-${m.multilinkId}-qr`,
                    }))
                }
              />
            )}
            columns={4}
            phoneColumns={1}
            rowHeight={170}
            blockSize="calc(100dvh - 260px)"
            hasMore={list.hasNextPage}
            onLoadMore={() => {
              if (!list.isFetching) void list.fetchNextPage();
            }}
            isLoading={list.isFetching}
            error={list.isError ? t.format('multilinks.error') : undefined}
            emptyMessage={t.format('multilinks.noResults', { query: q })}
          />
        )}
      </div>
      {qr.dialog}
    </Page>
  );
}

/**
 * One multilink in the list: title, created date, shares per experience, the link to its preview
 * and, given `onQrCode`, its QR code.
 */
function MultilinkCard({
  multilink,
  href,
  onQrCode,
}: {
  multilink: Multilink;
  href: string;
  onQrCode?: (title: string) => void;
}) {
  const t = useMultilinkStrings();
  const cardStrings = useStrings();
  const title = multilink.title.trim() !== '' ? multilink.title : t.format('multilinks.untitled');
  return (
    <div className={styles.card}>
      <h2 className={styles.cardTitle}>{title}</h2>
      <p className={styles.subdued}>{formatCreatedDate(multilink.createdAt)}</p>
      <ul className={styles.shares} aria-label={t.format('multilinks.traffic')}>
        {multilink.linksOptions.map((option, index) => (
          <li key={option.linkId ?? index}>
            <Tag size="sm">{`${t.format('multilinks.experienceName', { letter: experienceLetter(index) })} · ${option.value}%`}</Tag>
          </li>
        ))}
      </ul>
      {multilink.isExpired ? (
        <Tag size="sm" tone="critical">
          {t.format('multilinks.expired')}
        </Tag>
      ) : null}
      <div className={styles.cardActions}>
        <LinkButton
          href={href}
          variant="secondary"
          size="sm"
          aria-label={`${t.format('multilinks.open')} ${title}`}
        >
          {t.format('multilinks.open')}
        </LinkButton>
        {onQrCode ? (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`${cardStrings.format('card.qrCode')} ${title}`}
            onPress={() => onQrCode(title)}
          >
            {cardStrings.format('card.qrCode')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
