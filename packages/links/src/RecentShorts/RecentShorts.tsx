import {
  mapPages,
  newestShortsQueryOptions,
  shortCardFromWire,
  type ApiClient,
  type ShortCard as ShortCardData,
} from '@shoppable/api-client';
import { PAGE_SIZES } from '@shoppable/domain';
import { Card, Spinner, useIsPhone } from '@shoppable/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useHomeStrings } from '../intl/home';
import * as styles from './RecentShorts.css';

const selectItems = mapPages(shortCardFromWire);

/** Props of RecentShorts. */
export interface RecentShortsProps {
  /** The API client (`useApiClient()` in the app). */
  client: ApiClient;
  /** The signed-in user's business. */
  businessId: string;
  /** Where a short leads: its preview (`ROUTES.shortPreview(id)`). */
  href: (short: ShortCardData) => string;
}

/**
 * The home page's recent shorts (content.md §2, §9): the newest 6, asked for alone (not the shorts
 * list's page of 28), 3 on phones, each linking to its preview; a spinner while they load, a note when
 * there are none or they cannot load.
 */
export function RecentShorts({ client, businessId, href }: RecentShortsProps) {
  const t = useHomeStrings();
  const isPhone = useIsPhone();
  const list = useInfiniteQuery({
    ...newestShortsQueryOptions(client, businessId),
    select: selectItems,
  });
  const count = isPhone ? PAGE_SIZES.recentShortsMobile : PAGE_SIZES.recentShorts;
  const shorts = (list.data?.pages[0] ?? []).slice(0, count);

  return (
    <Card title={t.format('home.recentShorts')}>
      {list.isPending ? (
        <div className={styles.state}>
          <Spinner aria-label={t.format('home.shortsLoading')} />
        </div>
      ) : shorts.length === 0 ? (
        <p className={styles.state}>
          {list.isError ? t.format('home.shortsError') : t.format('home.noShorts')}
        </p>
      ) : (
        <ul className={styles.list}>
          {shorts.map((short) => (
            <li key={short.linkId} className={styles.item}>
              {short.defaultImage ? (
                <img src={short.defaultImage} alt="" className={styles.image} />
              ) : null}
              <a href={href(short)} className={styles.link}>
                {short.title.trim() !== ''
                  ? short.title
                  : (short.shoppingRedirectUrl ?? t.format('home.untitledShort'))}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
