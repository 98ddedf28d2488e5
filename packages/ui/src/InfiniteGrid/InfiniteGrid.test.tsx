import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InfiniteGrid, needsMoreItems, type InfiniteGridProps } from './InfiniteGrid';

const posts = (count: number) => Array.from({ length: count }, (_, i) => `Post ${i + 1}`);

const grid = (props: Partial<InfiniteGridProps<string>> & { items: readonly string[] }) => (
  <InfiniteGrid
    aria-label="Instagram posts"
    getKey={(post) => post}
    renderItem={(post) => <span>{post}</span>}
    {...props}
  />
);

/** Pretends the viewport is a phone (below 1000 px) or a desktop. */
const viewport = (phone: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: phone && query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );

afterEach(() => vi.restoreAllMocks());

// happy-dom lays nothing out (the grid counts its scroller 600 px high): Page Down / Page Up and
// the scrolling of a laid-out page are covered by the story tests in Chromium.
describe('needsMoreItems', () => {
  const at = (lastRenderedRow: number, loaded: number, isPhone: boolean, perRow = 4) =>
    needsMoreItems({ lastRenderedRow, perRow, loaded, hasMore: true, isPhone });

  it('asks when the last rendered tile is 7 from the end on desktop', () => {
    // Rows 0-3 of 4 rendered: tiles up to index 15.
    expect(at(3, 23, false)).toBe(false);
    expect(at(3, 22, false)).toBe(true);
    expect(at(3, 16, false)).toBe(true);
  });

  it('asks when the last rendered tile is 3 from the end on phones', () => {
    // Rows 0-4 of 2 rendered: tiles up to index 9.
    expect(at(4, 13, true, 2)).toBe(false);
    expect(at(4, 12, true, 2)).toBe(true);
  });

  it('asks for the first page of an empty list, never when the server has no more', () => {
    expect(at(-1, 0, false)).toBe(true);
    expect(
      needsMoreItems({ lastRenderedRow: 3, perRow: 4, loaded: 16, hasMore: false, isPhone: false }),
    ).toBe(false);
  });
});

describe('InfiniteGrid', () => {
  it('asks once per page: not while loading, again for the next length', () => {
    viewport(false);
    const onLoadMore = vi.fn();
    const { rerender } = render(grid({ items: [], hasMore: true, onLoadMore }));
    expect(onLoadMore).toHaveBeenCalledOnce();
    rerender(grid({ items: [], hasMore: true, onLoadMore, isLoading: true }));
    expect(screen.queryByRole('feed')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading more' })).toBeInTheDocument();
    rerender(grid({ items: posts(4), hasMore: true, onLoadMore }));
    expect(onLoadMore).toHaveBeenCalledTimes(2);
    rerender(grid({ items: posts(4), hasMore: true, onLoadMore, isLoading: true }));
    expect(screen.getByRole('feed', { name: 'Instagram posts' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    rerender(grid({ items: posts(4), hasMore: true, onLoadMore }));
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('fills its view with placeholders while its first items load, which the items replace', () => {
    viewport(false);
    const first = { items: [], hasMore: true, isLoading: true, blockSize: 600 };
    const { container, rerender } = render(grid(first));
    // 600 px of rows of 240 + 12 px, four per row on desktop; hidden from assistive technology.
    const rows = container.querySelectorAll('[data-placeholder]');
    expect(rows).toHaveLength(3);
    expect(rows[0]!.children).toHaveLength(4);
    expect(screen.getByRole('progressbar', { name: 'Loading more' })).toBeInTheDocument();
    rerender(grid({ ...first, error: 'The posts could not load.' }));
    expect(container.querySelectorAll('[data-placeholder]')).toHaveLength(0);
    rerender(grid({ items: posts(8), hasMore: true }));
    expect(container.querySelectorAll('[data-placeholder]')).toHaveLength(0);
    expect(screen.getAllByRole('article')).toHaveLength(8);
  });

  it('shows a failed fetch with Try again instead of a spinner', async () => {
    viewport(false);
    const onLoadMore = vi.fn();
    render(grid({ items: posts(4), hasMore: true, onLoadMore, error: true }));
    expect(screen.getByRole('alert')).toHaveTextContent("More items couldn't be loaded.");
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onLoadMore).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('says when the list has ended, and when it is empty', () => {
    viewport(false);
    const { rerender } = render(grid({ items: posts(5) }));
    expect(screen.getByRole('status')).toHaveTextContent("That's everything");
    rerender(grid({ items: [], emptyMessage: 'No posts yet' }));
    expect(screen.getByRole('status')).toHaveTextContent('No posts yet');
  });

  it('renders only the rows in view and two more on each side, following the scroll', () => {
    viewport(false);
    render(grid({ items: posts(100) }));
    // Rows of 240 + 12 px in 600 px: rows 0-2 in view, 3-4 below.
    const shown = () => screen.getAllByRole('article').map((tile) => tile.textContent);
    expect(shown()).toEqual(posts(20));
    const scroller = screen.getByRole('feed').parentElement!;
    scroller.scrollTop = 252 * 10;
    fireEvent.scroll(scroller);
    // Rows 10-12 in view, 8-9 above and 13-14 below.
    expect(shown()).toEqual(posts(60).slice(32));
    expect(screen.getByRole('feed')).toHaveStyle({ blockSize: `${25 * 252}px` });
  });

  it('speaks Hebrew', () => {
    viewport(false);
    render(<I18nProvider locale="he-IL">{grid({ items: posts(2) })}</I18nProvider>);
    expect(screen.getByRole('status')).toHaveTextContent('זה הכול');
  });
});
