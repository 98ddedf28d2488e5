import { downloadCsv } from '@shoppable/analytics';
import {
  fetchInfluencerReport,
  influencerFromWire,
  influencerLinksInfiniteQueryOptions,
  influencerQueryOptions,
  influencersTotalsQueryOptions,
  linkListItemFromWire,
  logClientError,
  useResetInfluencerPassword,
  useSetInfluencerActivation,
  type ApiClient,
} from '@shoppable/api-client';
import { influencerReportFilename, resolveDateRange, ROUTES } from '@shoppable/domain';
import {
  Avatar,
  Button,
  ConfirmDialog,
  DateRangePicker,
  LinkButton,
  MoreMenu,
  numberFormat,
  Page,
  showToast,
  Skeleton,
  StatTile,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Tag,
} from '@shoppable/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocale, type Key } from 'react-aria-components';
import { formatMoney, localToday } from '../format';
import { PasswordDialog } from '../InfluencerEditor/PasswordDialog';
import { useStrings } from '../intl';
import * as styles from './InfluencerPreviewPage.css';

/** Props of InfluencerPreviewPage. */
export interface InfluencerPreviewPageProps {
  /** The API client (`useApiClient()` in the app). */
  client: ApiClient;
  /** The signed-in admin's business. */
  businessId: string;
  /** The influencer shown. */
  username: string;
  /** The business currency, for revenue when the totals do not name one. */
  currency: string;
  /** Back to where the user came from. */
  onBack: () => void;
  /** Opens the editor (`ROUTES.influencerEdit`). */
  onEdit: () => void;
  /**
   * Makes the influencer's login link (the app asks the API for a single-use code); without it
   * the menu has no copy-login-link item.
   */
  makeLoginLink?: (username: string) => Promise<string>;
  /** After the influencer was deleted (deactivated): the app goes back two steps. */
  onDeleted: () => void;
  /** After a failed delete's message was closed: the app goes back one step. */
  onDeleteFailed?: () => void;
  /** Shows the create buttons (users allowed to create and edit links, content.md §2). */
  canCreateLinks?: boolean;
  /** Opens the link editor for this influencer. */
  onCreateLink?: () => void;
  /** Opens the short editor for this influencer. */
  onCreateShort?: () => void;
  /** Today as yyyy-mm-dd (the user's local day by default). */
  today?: string;
  /** The IANA time zone the report is cut in (the browser's by default). */
  timeZone?: string;
}

/**
 * An influencer's preview (content.md §2): tabs Insights, Links and Shorts (the influencer's own,
 * paged); the date range with the clicks / sales / revenue summary; email, UTM, promocode and
 * commission rate; create link and short buttons; and the menu: edit, copy the login link,
 * download the report CSV (`{username}_report_{from}_to_{to}.csv`), reset the password (the new
 * one shown once), delete (confirm; a deactivation) and cancel.
 */
export function InfluencerPreviewPage({
  client,
  businessId,
  username,
  currency,
  onBack,
  onEdit,
  makeLoginLink,
  onDeleted,
  onDeleteFailed,
  canCreateLinks = false,
  onCreateLink,
  onCreateShort,
  today: todayProp,
  timeZone,
}: InfluencerPreviewPageProps) {
  const t = useStrings();
  const { locale } = useLocale();
  const today = useMemo(() => todayProp ?? localToday(), [todayProp]);
  const [range, setRange] = useState(() => resolveDateRange('thisMonth', today));
  const query = useQuery({
    ...influencerQueryOptions(client, businessId, username),
    select: influencerFromWire,
  });
  const totals = useQuery({
    ...influencersTotalsQueryOptions(client, businessId, {
      from: range.from ?? undefined,
      to: range.to,
    }),
    select: (all) => all.find((entry) => entry.username === username),
  });
  const reset = useResetInfluencerPassword(client);
  const activation = useSetInfluencerActivation(client, businessId);
  const [downloading, setDownloading] = useState(false);
  const [dialog, setDialog] = useState<
    | null
    | 'reset'
    | 'resetFailed'
    | 'delete'
    | 'deleteFailed'
    | 'reportFailed'
    | 'loginFailed'
    | { password: string }
  >(null);

  const back = (
    <Button variant="plain" onPress={onBack}>
      {t.format('preview.back')}
    </Button>
  );
  if (query.isPending || query.isError) {
    return (
      <Page title={username} back={back}>
        {query.isPending ? (
          <div
            role="group"
            aria-busy="true"
            aria-label={t.format('preview.loading')}
            className={styles.content}
          >
            <Skeleton shape="rect" inlineSize="100%" blockSize={96} />
            <Skeleton shape="rect" inlineSize="100%" blockSize={200} />
          </div>
        ) : (
          <p role="alert" className={styles.error}>
            {t.format('preview.loadFailed')}
          </p>
        )}
      </Page>
    );
  }
  const influencer = query.data;
  const number = (value: number) => numberFormat(locale).format(value);
  const money = (value: number) => formatMoney(value, totals.data?.currency ?? currency, locale);
  const none = t.format('preview.none');

  const downloadReport = async () => {
    setDownloading(true);
    const from = range.from ?? '2023-01-01';
    try {
      const csv = await fetchInfluencerReport(client, {
        username,
        from,
        to: range.to,
        timezone: timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
      });
      downloadCsv(influencerReportFilename(username, from, range.to), csv);
    } catch (error) {
      logClientError(`influencer report failed: ${String(error)}`);
      setDialog('reportFailed');
    } finally {
      setDownloading(false);
    }
  };

  const copyLoginLink = async () => {
    if (!makeLoginLink) return;
    try {
      const link = await makeLoginLink(username);
      await navigator.clipboard.writeText(link);
      showToast(t.format('preview.loginCopied'), { tone: 'success' });
    } catch (error) {
      logClientError(`influencer login link failed: ${String(error)}`);
      setDialog('loginFailed');
    }
  };

  const onAction = (id: Key) => {
    if (id === 'edit') onEdit();
    else if (id === 'login') void copyLoginLink();
    else if (id === 'report') void downloadReport();
    else if (id === 'reset') setDialog('reset');
    else if (id === 'delete') setDialog('delete');
  };

  return (
    <Page
      title={influencer.username}
      back={back}
      actions={
        <MoreMenu
          aria-label={t.format('preview.more')}
          onAction={onAction}
          items={[
            { id: 'edit', label: t.format('preview.edit') },
            ...(makeLoginLink ? [{ id: 'login', label: t.format('preview.copyLogin') }] : []),
            {
              id: 'report',
              label: t.format('preview.downloadReport'),
              isDisabled: downloading,
            },
            { id: 'reset', label: t.format('preview.resetPassword') },
            { id: 'delete', label: t.format('preview.delete'), tone: 'critical' },
            { id: 'cancel', label: t.format('preview.cancel') },
          ]}
        />
      }
    >
      <div className={styles.content}>
        <div className={styles.header}>
          <Avatar name={influencer.username} src={influencer.profileImageUrl} size="lg" />
          <Tag tone={influencer.isActive ? 'success' : 'neutral'}>
            {influencer.isActive ? t.format('preview.active') : t.format('preview.inactive')}
          </Tag>
          {downloading ? (
            <p role="status" className={styles.subdued}>
              {t.format('preview.downloading')}
            </p>
          ) : null}
        </div>
        <Tabs>
          <TabList aria-label={t.format('preview.tabs')}>
            <Tab id="insights">{t.format('preview.insights')}</Tab>
            <Tab id="links">{t.format('preview.links')}</Tab>
            <Tab id="shorts">{t.format('preview.shorts')}</Tab>
          </TabList>
          <TabPanel id="insights">
            <div className={styles.panel}>
              <div className={styles.toolbar}>
                <DateRangePicker
                  aria-label={t.format('preview.range')}
                  defaultValue={{ kind: 'preset', preset: 'thisMonth' }}
                  today={today}
                  onChange={(_, next) => setRange(next)}
                />
              </div>
              <section aria-label={t.format('preview.summary')} className={styles.summary}>
                <StatTile
                  label={t.format('preview.clicks')}
                  value={number(totals.data?.total_clicks ?? 0)}
                  isLoading={totals.isPending}
                />
                <StatTile
                  label={t.format('preview.sales')}
                  value={number(totals.data?.total_sales ?? 0)}
                  isLoading={totals.isPending}
                />
                <StatTile
                  label={t.format('preview.revenue')}
                  value={money(totals.data?.total_revenue ?? 0)}
                  isLoading={totals.isPending}
                />
              </section>
              <section aria-label={t.format('preview.details')}>
                <dl className={styles.details}>
                  <dt className={styles.term}>{t.format('preview.email')}</dt>
                  <dd className={styles.definition}>{influencer.email || none}</dd>
                  <dt className={styles.term}>{t.format('preview.utm')}</dt>
                  <dd className={styles.definition}>{none}</dd>
                  <dt className={styles.term}>{t.format('preview.promocode')}</dt>
                  <dd className={styles.definition}>{influencer.promocode || none}</dd>
                  <dt className={styles.term}>{t.format('preview.commission')}</dt>
                  <dd className={styles.definition}>{`${number(influencer.commission)}%`}</dd>
                </dl>
              </section>
            </div>
          </TabPanel>
          <TabPanel id="links">
            <ContentTab
              client={client}
              businessId={businessId}
              username={username}
              kind="link"
              onCreate={canCreateLinks ? onCreateLink : undefined}
            />
          </TabPanel>
          <TabPanel id="shorts">
            <ContentTab
              client={client}
              businessId={businessId}
              username={username}
              kind="short"
              onCreate={canCreateLinks ? onCreateShort : undefined}
            />
          </TabPanel>
        </Tabs>
      </div>
      <ConfirmDialog
        isOpen={dialog === 'reset'}
        onOpenChange={(open) => {
          if (!open) setDialog((d) => (d === 'reset' ? null : d));
        }}
        title={t.format('preview.resetTitle')}
        message={t.format('preview.resetMessage', { username })}
        confirmLabel={t.format('preview.resetConfirm')}
        cancelLabel={t.format('preview.cancel')}
        isPending={reset.isPending}
        onConfirm={async () => {
          try {
            const password = await reset.mutateAsync(username);
            setDialog({ password });
          } catch (error) {
            logClientError(`influencer password reset failed: ${String(error)}`);
            setDialog('resetFailed');
          }
        }}
      />
      {dialog !== null && typeof dialog === 'object' ? (
        <PasswordDialog
          title={t.format('preview.resetDoneTitle', { username })}
          message={t.format('preview.resetDoneMessage', { username })}
          password={dialog.password}
          onDone={() => setDialog(null)}
        />
      ) : null}
      <ConfirmDialog
        isOpen={dialog === 'resetFailed'}
        onOpenChange={(open) => {
          if (!open) setDialog((d) => (d === 'resetFailed' ? null : d));
        }}
        title={t.format('preview.resetFailedTitle')}
        message={t.format('preview.resetFailedMessage', { username })}
        confirmLabel={t.format('preview.close')}
      />
      <ConfirmDialog
        isOpen={dialog === 'delete'}
        onOpenChange={(open) => {
          if (!open) setDialog((d) => (d === 'delete' ? null : d));
        }}
        title={t.format('preview.deleteTitle', { username })}
        message={t.format('preview.deleteMessage', { username })}
        confirmLabel={t.format('preview.deleteConfirm')}
        cancelLabel={t.format('preview.cancel')}
        tone="critical"
        isPending={activation.isPending}
        onConfirm={async () => {
          try {
            await activation.mutateAsync({ username, activate: false });
            onDeleted();
          } catch (error) {
            logClientError(`influencer delete failed: ${String(error)}`);
            setDialog('deleteFailed');
          }
        }}
      />
      <ConfirmDialog
        isOpen={dialog === 'deleteFailed'}
        onOpenChange={(open) => {
          if (open || dialog !== 'deleteFailed') return;
          setDialog(null);
          onDeleteFailed?.();
        }}
        title={t.format('preview.deleteFailedTitle')}
        message={t.format('preview.deleteFailedMessage', { username })}
        confirmLabel={t.format('preview.close')}
      />
      <ConfirmDialog
        isOpen={dialog === 'reportFailed' || dialog === 'loginFailed'}
        onOpenChange={(open) => {
          if (!open) setDialog((d) => (d === 'reportFailed' || d === 'loginFailed' ? null : d));
        }}
        title={t.format('preview.deleteFailedTitle')}
        message={
          dialog === 'loginFailed'
            ? t.format('preview.loginFailed')
            : t.format('preview.reportFailed')
        }
        confirmLabel={t.format('preview.close')}
      />
    </Page>
  );
}

interface ContentProps {
  client: ApiClient;
  businessId: string;
  username: string;
  kind: 'link' | 'short';
}

/** A Links or Shorts tab: the create button (for users allowed to), then the list. */
function ContentTab({ onCreate, ...list }: ContentProps & { onCreate: (() => void) | undefined }) {
  const t = useStrings();
  return (
    <div className={styles.panel}>
      {onCreate ? (
        <div>
          <Button onPress={onCreate}>
            {list.kind === 'link'
              ? t.format('preview.createLink')
              : t.format('preview.createShort')}
          </Button>
        </div>
      ) : null}
      <ContentList {...list} />
    </div>
  );
}

/** The influencer's links or shorts, 28 at a time with a Load more button. */
function ContentList({ client, businessId, username, kind }: ContentProps) {
  const t = useStrings();
  const { locale } = useLocale();
  const list = useInfiniteQuery({
    ...influencerLinksInfiniteQueryOptions(client, businessId, username, kind),
    select: (data) => data.pages.flat().map(linkListItemFromWire),
  });
  if (list.isPending) return <Skeleton shape="rect" inlineSize="100%" blockSize={120} />;
  if (list.isError)
    return (
      <p role="alert" className={styles.error}>
        {t.format('preview.listFailed')}
      </p>
    );
  if (list.data.length === 0)
    return (
      <p className={styles.subdued}>
        {kind === 'link' ? t.format('preview.noLinks') : t.format('preview.noShorts')}
      </p>
    );
  const href = kind === 'link' ? ROUTES.linkPreview : ROUTES.shortPreview;
  return (
    <>
      <ul
        className={styles.list}
        aria-label={kind === 'link' ? t.format('preview.links') : t.format('preview.shorts')}
      >
        {list.data.map((item) => {
          const title = item.description.trim() !== '' ? item.description : item.linkId;
          return (
            <li key={item.linkId} className={styles.row}>
              <LinkButton href={href(item.linkId)} variant="plain" size="sm">
                {title}
              </LinkButton>
              <span className={styles.subdued}>
                {t.format('preview.views', {
                  count: numberFormat(locale).format(item.views),
                })}
              </span>
            </li>
          );
        })}
      </ul>
      {list.hasNextPage ? (
        <div>
          <Button
            variant="secondary"
            isPending={list.isFetchingNextPage}
            onPress={() => void list.fetchNextPage()}
          >
            {t.format('preview.loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
