import type { ProductRow } from '@shoppable/api-client';
import { ALL_PERMISSIONS } from '@shoppable/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TopProductsTable } from './TopProductsTable';

const row = (id: string, title: string, counts: Partial<ProductRow>): ProductRow => ({
  product_id: id,
  title,
  view: 0,
  add: 0,
  buy: 0,
  rank: 50,
  image: { src: `https://cdn.test/${id}.png` },
  ...counts,
});

const rows = [
  row('p1', 'Linen shirt', { view: 120, add: 30, buy: 12, rank: 91 }),
  row('p2', 'Canvas tote', { view: 2, add: 1, buy: 5, rank: 15 }),
];

describe('TopProductsTable', () => {
  it('shows each product with its views, adds, sales and rank', () => {
    render(<TopProductsTable products={rows} viewerRole="admin" permissions={ALL_PERMISSIONS} />);
    const table = screen.getByRole('grid', { name: 'Top performing products' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Product', 'Views', 'Adds', 'Sales', 'Rank']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('Linen shirt');
    expect(first).toHaveTextContent(/120.*30.*12.*91/);
    // content.md §9: views shown = max of view, add and buy; adds = max of add and buy.
    expect(second).toHaveTextContent(/Canvas tote.*5.*5.*5.*15/);
  });

  it("hides the figures an influencer's permissions do not allow", () => {
    render(
      <TopProductsTable
        products={rows}
        viewerRole="influencer"
        permissions={{ ...ALL_PERMISSIONS, salesEnabled: false }}
      />,
    );
    const table = screen.getByRole('grid', { name: 'Top performing products' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Product', 'Views', 'Rank']);
  });

  it('says when there are no products yet', () => {
    render(<TopProductsTable products={[]} viewerRole="admin" permissions={ALL_PERMISSIONS} />);
    expect(screen.getByText('No products to rank yet.')).toBeInTheDocument();
  });

  it('shows a failure', () => {
    render(
      <TopProductsTable products={[]} viewerRole="admin" permissions={ALL_PERMISSIONS} error />,
    );
    expect(screen.getByText('The top products could not be loaded.')).toBeInTheDocument();
  });
});
