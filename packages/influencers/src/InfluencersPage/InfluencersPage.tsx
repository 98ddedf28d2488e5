import {
  influencerFromWire,
  influencersQueryOptions,
  influencersTotalsQueryOptions,
  type ApiClient,
  type Influencer,
  type InfluencerTotals,
} from '@shoppable/api-client';
import { resolveDateRange, ROUTES } from '@shoppable/domain';
import {
  Avatar,
  Button,
  DateRangePicker,
  EmptyState,
  Checkbox,
  DialogTrigger,
  LinkButton,
  numberFormat,
  Page,
  Popover,
  Skeleton,
  StatTile,
  Tag,
  type DateRangeValue,
} from '@shoppable/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { CheckboxGroup, useLocale } from 'react-aria-components';
import { useStrings } from '../intl';
import { formatMoney, localToday } from '../format';
import * as styles from './InfluencersPage.css';

// The filter's popover (react-aria's popover and dialog, the checkboxes) loads on its first press.

/** Props of InfluencersPage. */
export interface InfluencersPageProps {
  /** The API client (`useApiClient()` in the app). */
  client: ApiClient;
  /** The signed-in admin's business. */
  businessId: string;
  /** The business currency, for revenue when the totals do not name one. */
  currency: string;
  /** Opens the influencer editor in create mode (`ROUTES.influencerCreate`). */
  onCreate: () => void;
  /**
   * Creation is blocked (an ended trial or the plan's influencer cap): the create buttons call
   * `onCreationBlocked` instead, and the app opens the matching dialog (platform.md §4).
   */
  isCreationBlocked?: boolean;
  /** Called instead of `onCreate` while `isCreationBlocked`. */
  onCreationBlocked?: () => void;
  /** Where an influencer's card leads: the preview by default (`ROUTES.influencerPreview`). */
  previewHref?: (username: string) => string;
  /** Today as yyyy-mm-dd (the user's local day by default): the ranges resolve against it. */
  today?: string;
}

interface Row {
  influencer: Influencer;
  totals: { clicks: number; sales: number; revenue: number };
}

const NO_TOTALS = { clicks: 0, sales: 0, revenue: 0 };

/**
 * The influencers page (content.md §2): a date range (This month by default, the shared picker
 * with its presets and custom calendar), a multi-select filter of influencers, the totals of the
 * shown influencers (clicks, sales, revenue in the business currency) and one card per
 * influencer (image, username, active state, promocode, clicks / sales / revenue in the range)
 * opening its preview; loading skeletons, the error state and an empty state with a create button.
 */
export function InfluencersPage({
  client,
  businessId,
  currency,
  onCreate,
  isCreationBlocked = false,
  onCreationBlocked,
  previewHref = ROUTES.influencerPreview,
  today: todayProp,
}: InfluencersPageProps) {
  const t = useStrings();
  const { locale } = useLocale();
  const today = useMemo(() => todayProp ?? localToday(), [todayProp]);
  const [range, setRange] = useState<{ from: string | null; to: string }>(() =>
    resolveDateRange('thisMonth', today),
  );
  const [selected, setSelected] = useState<string[]>([]);
  const list = useQuery({
    ...influencersQueryOptions(client, businessId),
    select: (wire) => wire.map(influencerFromWire),
  });
  const totals = useQuery(
    influencersTotalsQueryOptions(client, businessId, {
      from: range.from ?? undefined,
      to: range.to,
    }),
  );
  const byName = useMemo(() => {
    const map = new Map<string, InfluencerTotals>();
    for (const entry of totals.data ?? []) map.set(entry.username, entry);
    return map;
  }, [totals.data]);
  const money = (value: number) =>
    formatMoney(value, totals.data?.[0]?.currency ?? currency, locale);
  const number = (value: number) => numberFormat(locale).format(value);

  const all: Row[] = (list.data ?? []).map((influencer) => {
    const entry = byName.get(influencer.username);
    return {
      influencer,
      totals: entry
        ? { clicks: entry.total_clicks, sales: entry.total_sales, revenue: entry.total_revenue }
        : NO_TOTALS,
    };
  });
  const shown =
    selected.length === 0 ? all : all.filter((r) => selected.includes(r.influencer.username));
  const sum = shown.reduce(
    (acc, r) => ({
      clicks: acc.clicks + r.totals.clicks,
      sales: acc.sales + r.totals.sales,
      revenue: acc.revenue + r.totals.revenue,
    }),
    NO_TOTALS,
  );

  const create = () => (isCreationBlocked ? onCreationBlocked?.() : onCreate());
  const createButton = <Button onPress={create}>{t.format('list.create')}</Button>;
  const isEmpty = list.isSuccess && all.length === 0;
  const totalsLoading = list.isPending || totals.isPending;

  let body;
  if (list.isPending) {
    body = (
      <div
        role="group"
        aria-busy="true"
        aria-label={t.format('list.loading')}
        className={styles.grid}
      >
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} shape="rect" inlineSize="100%" blockSize={180} />
        ))}
      </div>
    );
  } else if (list.isError) {
    body = (
      <div role="alert" className={styles.content}>
        <p className={styles.error}>{t.format('list.error')}</p>
        <div>
          <Button variant="secondary" onPress={() => void list.refetch()}>
            {t.format('list.retry')}
          </Button>
        </div>
      </div>
    );
  } else if (isEmpty) {
    body = (
      <EmptyState
        title={t.format('list.emptyTitle')}
        description={t.format('list.emptyDescription')}
        action={createButton}
      />
    );
  } else {
    body = (
      <ul className={styles.grid} aria-label={t.format('list.cards')}>
        {shown.map((row) => (
          <li key={row.influencer.username}>
            <InfluencerCard
              row={row}
              href={previewHref(row.influencer.username)}
              money={money}
              number={number}
              isLoading={totals.isPending}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Page
      title={t.format('list.title')}
      description={t.format('list.description')}
      actions={createButton}
    >
      <div className={styles.content}>
        <div className={styles.toolbar}>
          <DateRangePicker
            aria-label={t.format('list.range')}
            defaultValue={{ kind: 'preset', preset: 'thisMonth' } satisfies DateRangeValue}
            today={today}
            onChange={(_, next) => setRange(next)}
          />
          {all.length > 0 ? (
            <div className={styles.filter}>
              <InfluencerFilter
                usernames={all.map((r) => r.influencer.username)}
                value={selected}
                onChange={setSelected}
              />
            </div>
          ) : null}
        </div>
        {isEmpty || list.isError ? null : (
          <section aria-label={t.format('list.totals')} className={styles.totals}>
            <StatTile
              label={t.format('list.clicks')}
              value={number(sum.clicks)}
              isLoading={totalsLoading}
            />
            <StatTile
              label={t.format('list.sales')}
              value={number(sum.sales)}
              isLoading={totalsLoading}
            />
            <StatTile
              label={t.format('list.revenue')}
              value={money(sum.revenue)}
              isLoading={totalsLoading}
            />
          </section>
        )}
        {totals.isError && list.isSuccess ? (
          <p role="alert" className={styles.error}>
            {t.format('list.error')}
          </p>
        ) : null}
        {body}
      </div>
    </Page>
  );
}

/** One influencer: image, username, active state, promocode and the range's figures; opens the preview. */
function InfluencerCard({
  row,
  href,
  money,
  number,
  isLoading,
}: {
  row: Row;
  href: string;
  money: (value: number) => string;
  number: (value: number) => string;
  isLoading: boolean;
}) {
  const t = useStrings();
  const { influencer, totals } = row;
  const figure = (value: string) => (isLoading ? <Skeleton shape="text" inlineSize={48} /> : value);
  return (
    <article className={styles.card} aria-labelledby={`influencer-${influencer.username}`}>
      <div className={styles.cardHeader}>
        <Avatar name={influencer.username} src={influencer.profileImageUrl} isDecorative />
        <div className={styles.cardName}>
          <h2 id={`influencer-${influencer.username}`} className={styles.cardTitle}>
            {influencer.username}
          </h2>
          <p className={styles.subdued}>
            {influencer.promocode !== ''
              ? t.format('list.promocode', { code: influencer.promocode })
              : t.format('list.noPromocode')}
          </p>
        </div>
      </div>
      <div>
        <Tag size="sm" tone={influencer.isActive ? 'success' : 'neutral'}>
          {influencer.isActive ? t.format('list.active') : t.format('list.inactive')}
        </Tag>
      </div>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{t.format('list.clicks')}</dt>
          <dd className={styles.statValue}>{figure(number(totals.clicks))}</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{t.format('list.sales')}</dt>
          <dd className={styles.statValue}>{figure(number(totals.sales))}</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{t.format('list.revenue')}</dt>
          <dd className={styles.statValue}>{figure(money(totals.revenue))}</dd>
        </div>
      </dl>
      <LinkButton
        href={href}
        variant="secondary"
        size="sm"
        aria-label={`${t.format('list.openShort')} ${influencer.username}`}
      >
        {t.format('list.openShort')}
      </LinkButton>
    </article>
  );
}

/**
 * The influencer multi-select: a button naming the shown influencers ("All influencers" when none
 * is picked) opening a popover of checkboxes.
 */
function InfluencerFilter({
  usernames,
  value,
  onChange,
}: {
  usernames: string[];
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const t = useStrings();
  const summary = value.length === 0 ? t.format('list.filterPlaceholder') : value.join(', ');
  return (
    <DialogTrigger>
      <Button variant="secondary" aria-label={`${t.format('list.filter')}: ${summary}`}>
        {summary}
      </Button>
      <Popover aria-label={t.format('list.filter')} placement="bottom start">
        <CheckboxGroup
          aria-label={t.format('list.filter')}
          value={value}
          onChange={onChange}
          className={styles.filterList}
        >
          {usernames.map((username) => (
            <Checkbox key={username} value={username}>
              {username}
            </Checkbox>
          ))}
        </CheckboxGroup>
      </Popover>
    </DialogTrigger>
  );
}
