import { productsInfiniteQueryOptions, type ApiClient } from '@shoppable/api-client';
import { TIMINGS, withUrl } from '@shoppable/domain';
import { ComboBox, ComboBoxItem } from '@shoppable/ui';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useShortStrings } from '../intl/shorts';
import type { ShortViewProduct } from '../ShortView';
import * as styles from './ShortsPage.css';

/** How many products the top bar's search offers. */
const PRODUCT_SEARCH_ITEMS = 10;

/**
 * The top bar's product search: products matching what was typed (400 ms after typing stops,
 * those with a store address), and choosing one calls `onChoose`. A module of its own: it is on
 * wide screens only, and phones need not load the combo box (react-aria's list box and popover).
 */
export function ProductShortSearch({
  client,
  businessId,
  onChoose,
}: {
  client: ApiClient;
  businessId: string;
  onChoose: (product: ShortViewProduct) => void;
}) {
  const t = useShortStrings();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), TIMINGS.searchDebounce);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useInfiniteQuery({
    ...productsInfiniteQueryOptions(client, businessId, { q, activeOnly: true }),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
  const items = useMemo(
    () =>
      withUrl(search.data?.pages[0]?.products ?? [])
        .slice(0, PRODUCT_SEARCH_ITEMS)
        .map((p) => ({ id: p.inventory_id, title: p.title, url: p.url, image: p.image?.src })),
    [search.data],
  );
  return (
    <div className={styles.productSearch}>
      <ComboBox
        aria-label={t.format('shorts.productSearch')}
        placeholder={t.format('shorts.productSearchPlaceholder')}
        inputValue={text}
        onInputChange={setText}
        items={q === '' ? [] : items}
        menuTrigger="input"
        onSelectionChange={(key) => {
          const product = items.find((p) => p.id === key);
          if (!product) return;
          setText('');
          onChoose({ id: product.id, title: product.title, url: product.url });
        }}
      >
        {(item) => (
          <ComboBoxItem id={item.id} avatarSrc={item.image}>
            {item.title}
          </ComboBoxItem>
        )}
      </ComboBox>
    </div>
  );
}
