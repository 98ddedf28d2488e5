import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pageLocale } from '../intl';
import { sampleProduct } from '../LinkPage/fixtures';
import { linkPageCss } from '../LinkPage/linkPageCss';
import { sampleFeed, samplePost } from './fixtures';
import { ShopboardFeedPage } from './ShopboardFeedPage';
import { shopboardFeedCss } from './shopboardFeedCss';

const meta = {
  title: 'Link preview/ShopboardFeedPage',
  component: ShopboardFeedPage,
  args: { feed: sampleFeed },
  // The page's stylesheet, as the server puts it in the document's head.
  render: (args, { globals }) => (
    <>
      <style>{`${linkPageCss}\n${shopboardFeedCss}`}</style>
      <ShopboardFeedPage {...args} locale={pageLocale(globals.locale as string | undefined)} />
    </>
  ),
} satisfies Meta<typeof ShopboardFeedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const sold = { orderId: 'ord_42', count: 1, total: '$25.00' };

export const Feed: Story = {
  args: { onCheckout: fn(async () => sold) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Demo store' })).toBeVisible();
    await expect(canvas.getAllByRole('article', { name: /post \d$/ })).toHaveLength(6);
    const post = canvas.getByRole('article', { name: 'Pinterest post 2' });
    await userEvent.click(within(post).getByText('Shop 2 products'));
    const hat = within(post).getByRole('article', { name: 'Straw hat' });
    await expect(hat).toBeVisible();
    await userEvent.click(within(hat).getByRole('button', { name: 'Add to cart' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Checkout' }));
    await expect(args.onCheckout).toHaveBeenCalledWith(
      [{ inventoryId: 'inv-2', title: 'Straw hat', options: {}, quantity: 1 }],
      '',
    );
    await waitFor(
      () =>
        expect(
          canvas.getByRole('heading', { name: 'Thank you! Your order is placed' }),
        ).toBeVisible(),
      { timeout: 5000 },
    );
  },
};

export const NetworkFiltered: Story = {
  args: {
    feed: {
      ...sampleFeed,
      network: 'pinterest',
      posts: sampleFeed.posts.filter((p) => p.network === 'pinterest'),
      nextSkip: 24,
    },
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Networks' });
    await expect(within(nav).getByRole('link', { name: 'Pinterest' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getAllByRole('article', { name: /^Pinterest post/ })).toHaveLength(3);
    await expect(canvas.queryByRole('article', { name: /^Instagram post/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'More posts' })).toHaveAttribute(
      'href',
      '/demo/shopboard?network=pinterest&skip=24',
    );
  },
};

export const EmptyFeed: Story = {
  args: { feed: { ...sampleFeed, networks: ['instagram'], posts: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No posts to shop yet. Come back soon!')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Networks' })).toBeNull();
  },
};

/** The AI's products on an untagged post (the API sends them when AI tagging is on). */
export const PostWithAiTags: Story = {
  args: {
    feed: {
      ...sampleFeed,
      networks: ['tiktok'],
      posts: [
        samplePost(1, {
          network: 'tiktok',
          products: [sampleProduct(7, { title: 'Denim jacket (AI found)' })],
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const post = canvas.getByRole('article', { name: 'TikTok post 1' });
    await userEvent.click(within(post).getByText('Shop 1 product'));
    await expect(
      within(post).getByRole('article', { name: 'Denim jacket (AI found)' }),
    ).toBeVisible();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: { feed: { ...sampleFeed, businessName: 'החנות' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'קונים מהפיד' })).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'פוסט 2 ב-Pinterest' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'החנות' }).closest('[dir]'),
    ).toHaveAttribute('dir', 'rtl');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: {
    feed: {
      ...sampleFeed,
      theme: { checkout_button_background_color: '#FFD54F', checkout_button_font_color: '#111111' },
      network: 'instagram',
    },
  },
  play: async ({ canvas }) => {
    const current = within(canvas.getByRole('navigation', { name: 'Networks' })).getByRole('link', {
      name: 'Instagram',
    });
    await expect(getComputedStyle(current).backgroundColor).toBe('rgb(255, 213, 79)');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    feed: {
      ...sampleFeed,
      posts: Array.from({ length: 24 }, (_, i) => samplePost(i + 1)),
      networks: ['instagram'],
    },
  },
  play: async ({ canvas }) => {
    const first = canvas.getByRole('article', { name: 'Instagram post 1' });
    const second = canvas.getByRole('article', { name: 'Instagram post 2' });
    const third = canvas.getByRole('article', { name: 'Instagram post 3' });
    // Two columns: the third post starts the second row.
    await waitFor(() => {
      const a = first.getBoundingClientRect();
      const b = second.getBoundingClientRect();
      const c = third.getBoundingClientRect();
      expect(b.top).toBe(a.top);
      expect(c.top).toBeGreaterThan(a.top);
    });
  },
};
