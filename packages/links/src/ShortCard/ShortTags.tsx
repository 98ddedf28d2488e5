import type { ShortCard as ShortCardData } from '@shoppable/api-client';
import { previewTagLabel } from '@shoppable/domain';
import { Tag } from '@shoppable/ui';
import { useShortStrings } from '../intl/shorts';
import * as styles from './ShortCard.css';

/** What a short is called on its card and its preview: its title, else its destination. */
export function shortTitle(short: ShortCardData, untitled: string): string {
  return short.title.trim() !== '' ? short.title : (short.shoppingRedirectUrl ?? untitled);
}

/** A short's tags on its card and its preview: expired, and promocode-only or short. */
export function ShortTags({ short }: { short: ShortCardData }) {
  const t = useShortStrings();
  const tag = previewTagLabel('SHORT', short.urlType);
  return (
    <div className={styles.tags}>
      {short.isLinkExpired ? (
        <Tag size="sm" tone="critical">
          {t.format('shorts.expired')}
        </Tag>
      ) : null}
      {tag === 'Promocode' ? (
        <Tag size="sm" tone="info">
          {t.format('shorts.tagPromocode')}
        </Tag>
      ) : tag === 'Short' ? (
        <Tag size="sm">{t.format('shorts.tagShort')}</Tag>
      ) : null}
    </div>
  );
}
