import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';

/** One rendered row: its index and its offset from the top of the list in px. */
export interface WindowRow {
  index: number;
  start: number;
}

/**
 * The rows of a list of equal rows (`rowSize` px each, gap included) that a scrolling element
 * shows, plus `overscan` rows on each side: only those are rendered (rows of one fixed height
 * need no virtualizer library). Before the element is measured, and where nothing is laid out (unit tests), its height
 * is `initialHeight`.
 */
export function useRowWindow({
  count,
  rowSize,
  overscan,
  scrollRef,
  initialHeight,
}: {
  count: number;
  rowSize: number;
  overscan: number;
  scrollRef: RefObject<HTMLElement | null>;
  initialHeight: number;
}) {
  const [view, setView] = useState({ top: 0, height: initialHeight });

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (element == null) return;
    const measure = () => {
      const top = element.scrollTop;
      const height = element.clientHeight || initialHeight;
      setView((old) => (old.top === top && old.height === height ? old : { top, height }));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resize?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, [scrollRef, initialHeight]);

  const first = Math.max(0, Math.floor(view.top / rowSize) - overscan);
  const last = Math.min(count - 1, Math.ceil((view.top + view.height) / rowSize) - 1 + overscan);
  const rows: WindowRow[] = [];
  for (let index = first; index <= last; index += 1) rows.push({ index, start: index * rowSize });

  /** Scrolls the least that shows row `index` whole. */
  const scrollToRow = useCallback(
    (index: number) => {
      const element = scrollRef.current;
      if (element == null) return;
      const start = index * rowSize;
      const height = element.clientHeight || initialHeight;
      if (start < element.scrollTop) element.scrollTop = start;
      else if (start + rowSize > element.scrollTop + height)
        element.scrollTop = start + rowSize - height;
    },
    [scrollRef, rowSize, initialHeight],
  );

  return { rows, totalSize: count * rowSize, scrollToRow };
}
