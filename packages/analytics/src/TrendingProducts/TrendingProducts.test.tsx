import type { TrendItem } from '@shoppable/api-client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TrendingProducts } from './TrendingProducts';

const item = (id: string, title: string, view: number, add: number, rank: number): TrendItem => ({
  product_id: id,
  inventory_id: `inv-${id}`,
  title,
  view,
  add,
  rank,
  image: { src: `https://cdn.test/${id}.png` },
});

const products = [
  item('p1', 'Linen shirt', 120, 30, 100),
  item('p2', 'Canvas tote', 900, 5, 45),
  item('p3', 'Wool scarf', 40, 60, 12),
];

const phone = (matches: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: matches && query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );

afterEach(() => vi.restoreAllMocks());

describe('TrendingProducts', () => {
  it('shows each product with views, adds to cart and rank', () => {
    render(<TrendingProducts products={products} />);
    const table = screen.getByRole('grid', { name: 'Top performing products' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Product', 'Views', 'Adds to cart', 'Rank']);
    const [, first] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('Linen shirt');
    expect(first).toHaveTextContent(/120.*30.*100/);
  });

  it('sorts by a column', async () => {
    render(<TrendingProducts products={products} />);
    const table = screen.getByRole('grid', { name: 'Top performing products' });
    await userEvent.click(within(table).getByRole('columnheader', { name: /Views/ }));
    const titles = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent);
    const once = titles();
    expect([once[0], once[2]].sort()).toEqual(['Canvas tote', 'Wool scarf']);
  });

  it('says when there are no top performing products', () => {
    render(<TrendingProducts products={[]} />);
    expect(screen.getByRole('heading', { name: 'No top performing products' })).toBeVisible();
  });

  it('shows a failure with Try again', async () => {
    const onRetry = vi.fn();
    render(<TrendingProducts products={[]} isError onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The top performing products could not be loaded.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows busy skeletons while loading', () => {
    render(<TrendingProducts products={[]} isLoading />);
    expect(screen.getByLabelText('Loading')).toHaveAttribute('aria-busy', 'true');
  });

  it('becomes one card per product on phones', () => {
    phone(true);
    render(<TrendingProducts products={products} />);
    expect(screen.queryByRole('grid')).toBeNull();
    const list = screen.getByRole('list', { name: 'Top performing products' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[1]).toHaveTextContent(/Canvas tote.*Views.*900.*Adds to cart.*5.*Rank.*45/);
  });
});
