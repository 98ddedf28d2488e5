import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIsPhone, useMediaQuery } from './useMediaQuery';

/** A window whose width the test sets: `(max-width: Npx)` and `(min-width: Npx)` follow it. */
function fakeWindow(width: number) {
  const listeners = new Set<() => void>();
  const matches = (query: string) => {
    const [, side, px] = /\((max|min)-width: ([\d.]+)px\)/.exec(query) ?? [];
    return side === 'max' ? width <= Number(px) : width >= Number(px);
  };
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        get matches() {
          return matches(query);
        },
        media: query,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    resize(next: number) {
      width = next;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('useMediaQuery', () => {
  it('follows a query as the window changes and stops listening on unmount', () => {
    const viewport = fakeWindow(800);
    const { result, unmount } = renderHook(() => useMediaQuery('(min-width: 1200px)'));
    expect(result.current).toBe(false);
    act(() => viewport.resize(1300));
    expect(result.current).toBe(true);
    unmount();
    expect(viewport.listeners.size).toBe(0);
  });
});

describe('useIsPhone', () => {
  it('is true below the 1000 px breakpoint only, fractional widths included', () => {
    const viewport = fakeWindow(999.5);
    const { result } = renderHook(() => useIsPhone());
    expect(result.current).toBe(true);
    act(() => viewport.resize(1000));
    expect(result.current).toBe(false);
    act(() => viewport.resize(390));
    expect(result.current).toBe(true);
  });
});
