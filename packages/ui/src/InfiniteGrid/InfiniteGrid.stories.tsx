import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InfiniteGrid } from './InfiniteGrid';

interface Post {
  id: string;
  caption: string;
  hue: number;
}

const allPosts: Post[] = Array.from({ length: 60 }, (_, i) => ({
  id: `post-${i + 1}`,
  caption: `Post ${i + 1}`,
  hue: (i * 47) % 360,
}));

const Tile = ({ post }: { post: Post }) => (
  <div style={{ display: 'flex', flexDirection: 'column', gap: 6, blockSize: '100%' }}>
    <div
      style={{ flex: 1, borderRadius: 8, background: `hsl(${post.hue} 60% 70%)` }}
      aria-hidden="true"
    />
    <span>{post.caption}</span>
  </div>
);

const onLoadMore = fn();
const pageSize = 24;

/** A host loading 24 posts per page after 300 ms, like the shopboard's post list. */
function Host({
  failFirst = false,
  total = allPosts.length,
}: {
  failFirst?: boolean;
  total?: number;
}) {
  const [posts, setPosts] = useState<Post[]>([]);
  const [isLoading, setLoading] = useState(false);
  const [error, setError] = useState(false);
  const [failures, setFailures] = useState(failFirst ? 1 : 0);
  const load = useCallback(() => {
    onLoadMore();
    setLoading(true);
    setError(false);
    setTimeout(() => {
      setLoading(false);
      if (failures > 0) {
        setFailures((n) => n - 1);
        setError(true);
        return;
      }
      setPosts((current) => allPosts.slice(0, Math.min(total, current.length + pageSize)));
    }, 300);
  }, [failures, total]);
  return (
    <InfiniteGrid
      aria-label="Instagram posts"
      items={posts}
      getKey={(post) => post.id}
      renderItem={(post) => <Tile post={post} />}
      columns={4}
      phoneColumns={2}
      rowHeight={160}
      blockSize={420}
      hasMore={posts.length < total}
      isLoading={isLoading}
      error={error || undefined}
      onLoadMore={load}
    />
  );
}

const meta = {
  title: 'UI/Data display/InfiniteGrid',
  component: InfiniteGrid,
  args: {
    'aria-label': 'Instagram posts',
    items: allPosts.slice(0, 8),
    getKey: (post) => (post as Post).id,
    renderItem: (post) => <Tile post={post as Post} />,
    rowHeight: 160,
    blockSize: 420,
  },
  beforeEach: () => {
    onLoadMore.mockClear();
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InfiniteGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const scrollerOf = (feed: HTMLElement) => feed.parentElement as HTMLElement;

export const ScrollingLoadsMore: Story = {
  render: () => <Host />,
  play: async ({ canvas }) => {
    await expect(onLoadMore).toHaveBeenCalledOnce();
    const feed = await canvas.findByRole('feed', { name: 'Instagram posts' });
    // Virtualised: only the rows in view (and a few more) are in the page.
    await expect(within(feed).getAllByRole('article').length).toBeLessThan(24);
    await expect(onLoadMore).toHaveBeenCalledOnce();
    const scroller = scrollerOf(feed);
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(onLoadMore).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(feed).not.toHaveAttribute('aria-busy'));
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(canvas.getByText('Post 48')).toBeVisible());
  },
};

export const KeyboardPaging: Story = {
  play: async ({ canvas }) => {
    const articles = canvas.getAllByRole('article');
    await userEvent.tab();
    await expect(articles[0]).toHaveFocus();
    await userEvent.keyboard('{PageDown}{PageDown}');
    await expect(articles[2]).toHaveFocus();
    await userEvent.keyboard('{PageUp}');
    await expect(articles[1]).toHaveFocus();
    await expect(articles[1]).toHaveAttribute('aria-posinset', '2');
    await expect(articles[1]).toHaveAttribute('aria-setsize', '8');
  },
};

export const KeyboardPagingPastTheView: Story = {
  args: { items: allPosts.slice(0, 40) },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByText('Post 1').closest('article')).toHaveFocus();
    for (let i = 0; i < 30; i += 1) await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(canvas.getByText('Post 31').closest('article')).toHaveFocus());
    // The first rows left the page as the feed scrolled.
    await expect(canvas.queryByText('Post 1')).toBeNull();
  },
};

export const Loading: Story = {
  args: { items: allPosts.slice(0, 8), hasMore: true, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('feed')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Loading more' })).toBeVisible();
  },
};

/** The first page loading: placeholder cards fill the view; the spinner waits below them. */
export const LoadingFirstPage: Story = {
  args: { items: [], hasMore: true, isLoading: true, blockSize: 400 },
  play: async ({ canvasElement, canvas }) => {
    const placeholders = canvasElement.querySelectorAll('[data-placeholder]');
    await expect(placeholders.length).toBeGreaterThan(0);
    const spinner = canvas.getByRole('progressbar', { name: 'Loading more' });
    const lastRow = placeholders[placeholders.length - 1]!.getBoundingClientRect();
    // Below the placeholders, where the footer stays once the items replace them.
    await expect(spinner.getBoundingClientRect().top).toBeGreaterThanOrEqual(lastRow.bottom);
  },
};

export const ErrorAndRetry: Story = {
  render: () => <Host failFirst />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "More items couldn't be loaded.",
    );
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.getByText('Post 1')).toBeVisible());
    await expect(onLoadMore).toHaveBeenCalledTimes(2);
  },
};

export const End: Story = {
  render: () => <Host total={10} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("That's everything")).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(10);
    await expect(onLoadMore).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { items: [], emptyMessage: 'No posts yet' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No posts yet');
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { columns: 6, phoneColumns: 3 },
  play: async ({ canvas }) => {
    const articles = canvas.getAllByRole('article');
    // The story test runs at the phone viewport (390 px).
    await expect(window.innerWidth).toBe(390);
    const perRow = articles.filter(
      (a) => a.getBoundingClientRect().top === articles[0]?.getBoundingClientRect().top,
    ).length;
    await expect(perRow).toBe(3);
  },
};

/** Tiles whose content is taller than the row (a wide tile's square image) keep the row's height. */
export const TallContent: Story = {
  args: {
    renderItem: (post) => (
      <div style={{ display: 'grid', gridTemplateRows: '1fr auto', blockSize: '100%' }}>
        <div style={{ minBlockSize: 0, overflow: 'hidden' }}>
          <div aria-hidden="true" style={{ blockSize: 400, background: 'hsl(200 60% 70%)' }} />
        </div>
        <span>{(post as Post).caption}</span>
      </div>
    ),
  },
  play: async ({ canvas }) => {
    for (const article of canvas.getAllByRole('article'))
      await expect(article.getBoundingClientRect().height).toBe(160);
    // The second row starts below the first: its tiles never cover the first row's captions.
    await expect(canvas.getByText('Post 5').getBoundingClientRect().top).toBeGreaterThan(
      canvas.getByText('Post 1').getBoundingClientRect().bottom,
    );
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: { 'aria-label': 'פוסטים באינסטגרם', items: allPosts.slice(0, 5) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
    await expect(canvas.getByRole('status')).toHaveTextContent('זה הכול');
    // Right-to-left: the first tile is on the right of the second.
    await expect(canvas.getByText('Post 1').getBoundingClientRect().left).toBeGreaterThan(
      canvas.getByText('Post 2').getBoundingClientRect().left,
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('feed', { name: 'Instagram posts' })).toBeVisible();
  },
};
