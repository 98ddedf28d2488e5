import type { LinkListItem } from '@shoppable/api-client';
import { compactNumber, formatCreatedDate } from '@shoppable/domain';
import { Avatar, MoreMenu, type MoreMenuItem } from '@shoppable/ui';
import { Link } from 'react-aria-components';
import { fill, useStrings } from '../intl';
import * as styles from './LinkCard.css';
import { linkTitle } from './linkTitle';

/** What a link card's menu does. */
export type LinkCardAction = 'open' | 'edit' | 'copy' | 'qr' | 'delete';

/** Props of LinkCard. */
export interface LinkCardProps {
  /** The link as a list row. */
  link: LinkListItem;
  /** Where the card's title leads: the link's preview page (`ROUTES.linkPreview(id)`). */
  href: string;
  /** Whether the user may edit and delete it (admins and influencers allowed to create links). */
  canEdit: boolean;
  /** Called with the chosen menu action. */
  onAction: (action: LinkCardAction, link: LinkListItem) => void;
  /**
   * The card is on the list's first screen: its image loads at once and ahead of other images
   * (it is the page's largest paint on phones), instead of when scrolled near.
   */
  isFirstScreen?: boolean;
}

/**
 * One link of the links list (content.md §2): image, title, created date as d/m/yyyy, views,
 * the influencer's image, and a menu with open, edit, copy link, QR code and delete.
 */
export function LinkCard({ link, href, canEdit, onAction, isFirstScreen }: LinkCardProps) {
  const strings = useStrings();
  const title = linkTitle(link, strings.format('card.untitled'));
  const items: MoreMenuItem[] = [
    { id: 'open', label: strings.format('card.open') },
    ...(canEdit ? [{ id: 'edit', label: strings.format('card.edit') }] : []),
    { id: 'copy', label: strings.format('card.copy') },
    { id: 'qr', label: strings.format('card.qrCode') },
    ...(canEdit
      ? [{ id: 'delete', label: strings.format('card.delete'), tone: 'critical' as const }]
      : []),
  ];
  return (
    <div className={styles.card}>
      <div className={styles.media}>
        {link.defaultImage ? (
          <img
            className={styles.image}
            src={link.defaultImage}
            alt=""
            loading={isFirstScreen ? 'eager' : 'lazy'}
            fetchPriority={isFirstScreen ? 'high' : 'auto'}
          />
        ) : null}
        {link.influencerUsername ? (
          <span className={styles.influencer}>
            <Avatar
              name={fill(strings.format('card.influencer'), { name: link.influencerUsername })}
              src={link.influencerImage}
              size="md"
            />
          </span>
        ) : null}
      </div>
      <div className={styles.body}>
        <Link href={href} className={styles.title}>
          {title}
        </Link>
        <p className={styles.meta}>
          <span>
            {fill(strings.format('card.created'), { date: formatCreatedDate(link.createdAt) })}
          </span>
          <span>{fill(strings.format('card.views'), { count: compactNumber(link.views) })}</span>
        </p>
      </div>
      <span className={styles.menu}>
        <MoreMenu
          aria-label={fill(strings.format('card.menu'), { title })}
          items={items}
          onAction={(id) => onAction(id as LinkCardAction, link)}
          variant="plain"
          size="sm"
        />
      </span>
    </div>
  );
}
