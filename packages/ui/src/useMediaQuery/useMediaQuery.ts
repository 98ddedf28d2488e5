import { breakpoint } from '@shoppable/tokens';
import { useMemo, useSyncExternalStore } from 'react';

function subscribeTo(query: string) {
  return (onChange: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
}

/** Whether a media query matches, following it as the window changes; `false` without a window. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useMemo(() => subscribeTo(query), [query]);
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The phone layout's query: narrower than the tokens' mobile breakpoint (1000 px). */
const phoneQuery = `(max-width: ${breakpoint.mobile - 0.02}px)`;

/** Whether the viewport is phone-sized (below 1000 px), following it; `false` without a window. */
export function useIsPhone(): boolean {
  return useMediaQuery(phoneQuery);
}
