import { shouldLoadMore } from '@shoppable/domain';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { useStrings } from '../intl';
import { Skeleton } from '../Skeleton';
import { Spinner } from '../Spinner';
import { useIsPhone } from '../useMediaQuery';
import {
  canvas,
  errorText,
  footer,
  item as itemClass,
  row as rowClass,
  scroller,
} from './InfiniteGrid.css';
import { useRowWindow } from './useRowWindow';

/**
 * Whether the grid should ask for the next page: the server has more, and the list is empty or
 * the last rendered tile (the end of row `lastRenderedRow`, -1 when none is rendered) is within
 * 7 tiles of the end on desktop, 3 on phones.
 */
export function needsMoreItems({
  lastRenderedRow,
  perRow,
  loaded,
  hasMore,
  isPhone,
}: {
  lastRenderedRow: number;
  perRow: number;
  loaded: number;
  hasMore: boolean;
  isPhone: boolean;
}): boolean {
  if (!hasMore) return false;
  if (loaded === 0) return true;
  const lastTile = Math.max(0, Math.min(loaded - 1, (lastRenderedRow + 1) * perRow - 1));
  return shouldLoadMore(lastTile, loaded, isPhone);
}

/** Props of InfiniteGrid. */
export interface InfiniteGridProps<T> {
  /** The feed's accessible name ("Instagram posts"). */
  'aria-label': string;
  /** Every item loaded so far. */
  items: readonly T[];
  /** A stable, unique key per item. */
  getKey: (item: T) => string;
  /**
   * Renders one tile, given its position in `items` (the first ones are on the first screen:
   * their images may load at once). Keep interactive content inside it keyboard reachable.
   */
  renderItem: (item: T, index: number) => ReactNode;
  /** Columns on desktop (default 4). */
  columns?: number;
  /** Columns on phones, below 1000 px (default 2). */
  phoneColumns?: number;
  /** The height of one row of tiles in px, gap excluded (default 240). */
  rowHeight?: number;
  /** The space between tiles in px (default 12). */
  gap?: number;
  /** The height of the scrolling area: px or any CSS length (default 600). */
  blockSize?: number | string;
  /** Whether the server has more items. */
  hasMore?: boolean;
  /**
   * Called for the next page when the last rendered item is 7 items from the end (3 on phones),
   * and at first when there are no items yet. Not called again while loading or after an error
   * until the user retries.
   */
  onLoadMore?: () => void;
  /** Whether the next page is being fetched: a spinner shows under the tiles. */
  isLoading?: boolean;
  /** Set when the last fetch failed: this message (`true`: a default one) and Try again show. */
  error?: ReactNode;
  /** What shows when there are no items at all. */
  emptyMessage?: ReactNode;
}

/**
 * An infinitely scrolling grid of tiles (the shopboard's posts, the links and shorts lists),
 * virtualised: only the rows in view and two more on each side are in the page (`useRowWindow`).
 * It is an ARIA feed: each tile is an article that Tab reaches, Page Down / Page Up move between
 * tiles, and the feed is `aria-busy` while loading. It asks for more 7 items before the end on
 * desktop, 3 on phones, and ends with a loading spinner, an error with Try again, or an end-of-list
 * note.
 */
export function InfiniteGrid<T>({
  items,
  getKey,
  renderItem,
  columns = 4,
  phoneColumns = 2,
  rowHeight = 240,
  gap = 12,
  blockSize = 600,
  hasMore = false,
  onLoadMore,
  isLoading = false,
  error,
  emptyMessage,
  'aria-label': ariaLabel,
}: InfiniteGridProps<T>) {
  const strings = useStrings();
  const isPhone = useIsPhone();
  const perRow = Math.max(1, isPhone ? phoneColumns : columns);
  const initialHeight = typeof blockSize === 'number' ? blockSize : 600;
  const rowSize = rowHeight + gap;
  // While the first items load, rows of placeholders fill the view: the items take their place
  // and the footer below does not move (a layout shift of 0.055 on the links page on phones).
  const placeholderRows =
    items.length === 0 && isLoading && error == null ? Math.ceil(initialHeight / rowSize) : 0;
  /** A row of tiles `start` px from the top: placeholders' and items' alike. */
  const rowStyle = (start: number) => ({
    transform: `translateY(${start}px)`,
    blockSize: rowHeight,
    gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))`,
    gap,
  });
  const rowCount = Math.ceil(items.length / perRow);
  const scrollRef = useRef<HTMLDivElement>(null);
  const { rows, totalSize, scrollToRow } = useRowWindow({
    count: rowCount,
    rowSize,
    overscan: 2,
    scrollRef,
    initialHeight,
  });
  const wantsMore = needsMoreItems({
    lastRenderedRow: rows.at(-1)?.index ?? -1,
    perRow,
    loaded: items.length,
    hasMore,
    isPhone,
  });

  // Ask once per length of the list; a retry asks again.
  const asked = useRef<number | null>(null);
  useEffect(() => {
    if (!wantsMore || isLoading || error != null || asked.current === items.length) return;
    asked.current = items.length;
    onLoadMore?.();
  }, [wantsMore, isLoading, error, items.length, onLoadMore]);

  const retry = () => {
    asked.current = items.length;
    onLoadMore?.();
  };

  // Page Down / Page Up: the feed pattern's move to the next / previous article.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'PageDown' && event.key !== 'PageUp') return;
    const current = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (current == null) return;
    event.preventDefault();
    const target = Number(current.dataset.index) + (event.key === 'PageDown' ? 1 : -1);
    if (target < 0 || target >= items.length) return;
    scrollToRow(Math.floor(target / perRow));
    const focus = (attempt: number) => {
      const element = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${target}"]`);
      if (element != null) element.focus();
      else if (attempt < 10) requestAnimationFrame(() => focus(attempt + 1));
    };
    focus(0);
  };

  const isEmpty = items.length === 0 && !hasMore && !isLoading && error == null;

  return (
    <div
      ref={scrollRef}
      className={scroller}
      // Nothing to scroll to among placeholders (nor to focus: axe's scrollable-region-focusable).
      style={{ blockSize, overflowY: placeholderRows > 0 ? 'hidden' : undefined }}
    >
      <div
        // A feed must hold articles: with none yet it is a plain box until the first arrive.
        role={items.length > 0 ? 'feed' : undefined}
        aria-label={items.length > 0 ? ariaLabel : undefined}
        aria-busy={(items.length > 0 && isLoading) || undefined}
        className={canvas}
        style={{ blockSize: Math.max(totalSize, placeholderRows * rowSize) }}
        onKeyDown={onKeyDown}
      >
        {Array.from({ length: placeholderRows }, (_, index) => (
          <div
            key={`placeholder-${index}`}
            data-placeholder
            className={rowClass}
            style={rowStyle(index * rowSize)}
          >
            {Array.from({ length: perRow }, (_, column) => (
              <Skeleton key={column} shape="rect" blockSize={rowHeight} />
            ))}
          </div>
        ))}
        {rows.map((row) => (
          <div key={row.index} className={rowClass} style={rowStyle(row.start)}>
            {items.slice(row.index * perRow, (row.index + 1) * perRow).map((entry, i) => {
              const index = row.index * perRow + i;
              return (
                <article
                  key={getKey(entry)}
                  data-index={index}
                  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the ARIA feed pattern: each article takes the focus
                  tabIndex={0}
                  aria-posinset={index + 1}
                  aria-setsize={hasMore ? -1 : items.length}
                  className={itemClass}
                >
                  {renderItem(entry, index)}
                </article>
              );
            })}
          </div>
        ))}
      </div>
      <div className={footer}>
        {error != null ? (
          <>
            <p role="alert" className={errorText}>
              {error === true ? strings.format('infiniteGrid.error') : error}
            </p>
            {onLoadMore ? (
              <Button variant="secondary" size="sm" onPress={retry}>
                {strings.format('infiniteGrid.retry')}
              </Button>
            ) : null}
          </>
        ) : isLoading ? (
          <Spinner aria-label={strings.format('infiniteGrid.loading')} />
        ) : isEmpty ? (
          <p role="status">{emptyMessage ?? strings.format('infiniteGrid.empty')}</p>
        ) : !hasMore ? (
          <p role="status">{strings.format('infiniteGrid.end')}</p>
        ) : null}
      </div>
    </div>
  );
}
