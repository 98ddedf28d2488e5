import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { feedDataFromPublic } from '../model/shopboardFeed';
import { sampleFeed, samplePost } from './fixtures';
import { renderShopboardFeedPage } from './renderShopboardFeedPage';
import { ShopboardFeedPage } from './ShopboardFeedPage';

const post = (name: string) => screen.getByRole('article', { name });

describe('ShopboardFeedPage', () => {
  it('names each post by network and place and offers the products of tagged posts', () => {
    render(<ShopboardFeedPage feed={sampleFeed} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Demo store' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Shop the Feed' })).toBeInTheDocument();
    expect(screen.getAllByRole('article', { name: /post \d$/ })).toHaveLength(6);
    expect(within(post('Pinterest post 1')).queryByText(/^Shop/)).toBeNull();
    expect(within(post('Pinterest post 2')).getByText('Shop 2 products')).toBeInTheDocument();
    expect(within(post('Instagram post 2')).getByText('Shop 1 product')).toBeInTheDocument();
    const products = screen.getByRole('list', { name: 'Products in Pinterest post 2' });
    expect(within(products).getByRole('article', { name: 'Linen shirt' })).toBeInTheDocument();
  });

  it('filters by network with plain links, the current one marked', () => {
    render(<ShopboardFeedPage feed={{ ...sampleFeed, network: 'pinterest' }} />);
    const nav = screen.getByRole('navigation', { name: 'Networks' });
    expect(within(nav).getByRole('link', { name: 'All' })).toHaveAttribute(
      'href',
      '/demo/shopboard',
    );
    const pinterest = within(nav).getByRole('link', { name: 'Pinterest' });
    expect(pinterest).toHaveAttribute('href', '/demo/shopboard?network=pinterest');
    expect(pinterest).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Instagram' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('links the next page and says when there is nothing to shop', () => {
    const { unmount } = render(
      <ShopboardFeedPage feed={{ ...sampleFeed, network: 'instagram', nextSkip: 24 }} />,
    );
    expect(screen.getByRole('link', { name: 'More posts' })).toHaveAttribute(
      'href',
      '/demo/shopboard?network=instagram&skip=24',
    );
    unmount();
    render(<ShopboardFeedPage feed={{ ...sampleFeed, networks: [], posts: [] }} />);
    expect(screen.getByText('No posts to shop yet. Come back soon!')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Networks' })).toBeNull();
  });

  it("adds a post's product to the cart and checks out", async () => {
    const user = userEvent.setup();
    const onCheckout = vi.fn(async () => ({ orderId: 'ord_1', count: 1, total: '$25.00' }));
    render(<ShopboardFeedPage feed={sampleFeed} onCheckout={onCheckout} />);
    await user.click(within(post('Pinterest post 2')).getByText('Shop 2 products'));
    const hat = within(post('Pinterest post 2')).getByRole('article', { name: 'Straw hat' });
    await user.click(within(hat).getByRole('button', { name: 'Add to cart' }));
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(onCheckout).toHaveBeenCalledWith(
      [{ inventoryId: 'inv-2', title: 'Straw hat', options: {}, quantity: 1 }],
      '',
    );
    expect(
      await screen.findByRole('heading', { name: 'Thank you! Your order is placed' }),
    ).toBeInTheDocument();
  });

  it('renders on the server with unique ids when two posts offer one product', () => {
    const feed = {
      ...sampleFeed,
      posts: [
        samplePost(1, { products: sampleFeed.posts[1]!.products }),
        samplePost(2, { products: sampleFeed.posts[1]!.products }),
      ],
    };
    const { html, css } = renderShopboardFeedPage({ feed, locale: 'he-IL' });
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('data-sp-post="post-1"');
    expect(css).toContain('.sp-sf-grid');
  });

  it("maps the API's feed: prices in the currency, the merchant's chosen options", () => {
    const feed = feedDataFromPublic(
      {
        business_name: 'Demo Store',
        currency: 'EUR',
        networks: ['tiktok'],
        next_skip: null,
        posts: [
          {
            post_id: 'p1',
            network: 'tiktok',
            image_url: 'https://cdn.example.com/p1.jpg',
            selected_options: { 'inv-9': { Size: 'M' } },
            products: [
              {
                inventory_id: 'inv-9',
                title: 'Cap',
                price: 12,
                total_quantity: 3,
                options: [{ name: 'Size', values: ['S', 'M'], position: 1 }],
              },
            ],
          },
        ],
      },
      { businessName: 'demo', path: '/demo/shopboard', network: 'tiktok' },
    );
    expect(feed.businessName).toBe('Demo Store');
    expect(feed.network).toBe('tiktok');
    expect(feed.posts[0]!.products[0]).toMatchObject({ price: '€12.00', selected: { Size: 'M' } });
  });
});
