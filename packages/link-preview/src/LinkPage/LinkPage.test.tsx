import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkPage } from './LinkPage';
import { renderLinkPage } from './renderLinkPage';

const products = [
  { id: '1', title: 'Linen shirt', price: '$40.00' },
  { id: '2', title: 'Straw hat', price: '$25.00' },
];

describe('LinkPage', () => {
  it('lists every product with its price under the store heading', () => {
    render(<LinkPage storeName="Demo store" products={products} />);
    expect(screen.getByRole('heading', { name: 'Demo store' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[1]!).getByText('$25.00')).toBeInTheDocument();
  });
});

describe('renderLinkPage', () => {
  it('renders on the server and escapes merchant text', () => {
    const { html, css } = renderLinkPage({
      storeName: 'Demo store',
      description: '<script>alert(1)</script>',
      products,
    });
    expect(html).toContain('Linen shirt');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(css).toContain('--sp-space-400:16px');
  });
});
