import {
  linkListItemFromWire,
  mapPages,
  newestLinksQueryOptions,
  type ApiClient,
} from '@shoppable/api-client';
import { formatCreatedDate, PAGE_SIZES, ROUTES } from '@shoppable/domain';
import { Card, Skeleton } from '@shoppable/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-aria-components';
import { useHomeStrings } from '../intl/home';
import { linkTitle } from '../LinkCard/linkTitle';
import * as styles from './RecentInstants.css';

const selectItems = mapPages(linkListItemFromWire);

/** Props of RecentInstants. */
export interface RecentInstantsProps {
  /** The API client (`useApiClient()` in the app). */
  client: ApiClient;
  /** The signed-in user's business. */
  businessId: string;
  /** Where "See all" leads: `ROUTES.links` by default. */
  linksHref?: string;
  /** Where an Instant leads: its preview page (`ROUTES.linkPreview`) by default. */
  previewHref?: (linkId: string) => string;
}

/**
 * The home page's recent Instants (content.md §9): the 4 newest, asked for alone (not the list's
 * page of 28), with a link to the whole list; placeholders while they load.
 */
export function RecentInstants({
  client,
  businessId,
  linksHref = ROUTES.links,
  previewHref = ROUTES.linkPreview,
}: RecentInstantsProps) {
  const strings = useHomeStrings();
  const list = useInfiniteQuery({
    ...newestLinksQueryOptions(client, businessId),
    select: selectItems,
  });
  const items = (list.data?.pages[0] ?? []).slice(0, PAGE_SIZES.recentInstants);

  let body;
  if (list.isPending) {
    body = (
      <ul className={styles.grid} aria-busy="true">
        {Array.from({ length: PAGE_SIZES.recentInstants }, (_, i) => (
          <li key={i} className={styles.item}>
            <Skeleton shape="rect" inlineSize="100%" blockSize={120} />
          </li>
        ))}
      </ul>
    );
  } else if (list.isError) {
    body = (
      <p role="alert" className={styles.message}>
        {strings.format('home.instantsError')}
      </p>
    );
  } else if (items.length === 0) {
    body = <p className={styles.message}>{strings.format('home.noInstants')}</p>;
  } else {
    body = (
      <ul className={styles.grid}>
        {items.map((link, index) => (
          <li key={link.linkId} className={styles.item}>
            <div className={styles.thumb}>
              {link.defaultImage ? (
                // The home page's first screen: the first image is its largest paint on phones.
                <img
                  className={styles.image}
                  src={link.defaultImage}
                  alt=""
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                />
              ) : null}
            </div>
            <Link href={previewHref(link.linkId)} className={styles.title}>
              {linkTitle(link, strings.format('home.untitledInstant'))}
            </Link>
            <span className={styles.date}>{formatCreatedDate(link.createdAt)}</span>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card
      title={strings.format('home.recentInstants')}
      actions={
        <Link href={linksHref} className={styles.seeAll}>
          {strings.format('home.seeAllInstants')}
        </Link>
      }
    >
      {body}
    </Card>
  );
}
